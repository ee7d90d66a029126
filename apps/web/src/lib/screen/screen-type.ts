/** Screen type by window width and orientation (spec §3 device status, §4). */

export const SCREEN_TYPES = ['xs', 'sm', 'md', 'lg', 'hd', 'fhd', 'uhd'] as const;
export type ScreenType = (typeof SCREEN_TYPES)[number];
export type Orientation = 'landscape' | 'portrait';

/** Upper bounds (inclusive) in px; wider than the last is uhd. */
const BOUNDS: readonly (readonly [number, ScreenType])[] = [
  [480, 'xs'], [768, 'sm'], [992, 'md'], [1200, 'lg'], [1600, 'hd'], [2560, 'fhd'],
];

export function screenTypeFor(width: number): ScreenType {
  return BOUNDS.find(([max]) => width <= max)?.[1] ?? 'uhd';
}

export function orientationFor(width: number, height: number): Orientation {
  return width >= height ? 'landscape' : 'portrait';
}

export interface DeviceStatus {
  screen_width: number;
  screen_height: number;
  screen_orientation: Orientation;
  screen_type: ScreenType;
}

export function deviceStatus(width: number, height: number): DeviceStatus {
  return {
    screen_width: width,
    screen_height: height,
    screen_orientation: orientationFor(width, height),
    screen_type: screenTypeFor(width),
  };
}
