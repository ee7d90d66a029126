import { describe, expect, it } from 'vitest';
import { deviceStatus, orientationFor, screenTypeFor } from '@/lib/screen/screen-type';

describe('screenTypeFor', () => {
  it.each([
    [320, 'xs'], [480, 'xs'], [481, 'sm'], [768, 'sm'], [769, 'md'], [992, 'md'], [993, 'lg'],
    [1200, 'lg'], [1201, 'hd'], [1600, 'hd'], [1601, 'fhd'], [2560, 'fhd'], [2561, 'uhd'], [3840, 'uhd'],
  ] as const)('%i px is %s', (width, type) => {
    expect(screenTypeFor(width)).toBe(type);
  });
});

describe('orientationFor', () => {
  it('is landscape when at least as wide as high, else portrait', () => {
    expect(orientationFor(1280, 800)).toBe('landscape');
    expect(orientationFor(800, 800)).toBe('landscape');
    expect(orientationFor(390, 844)).toBe('portrait');
  });
});

describe('deviceStatus', () => {
  it('carries the §3 device status fields', () => {
    expect(deviceStatus(390, 844)).toEqual({ screen_width: 390, screen_height: 844, screen_orientation: 'portrait', screen_type: 'xs' });
  });
});
