import { describe, expect, it } from 'vitest';
import { FeatureIndex } from './feature-index';

describe('FeatureIndex', () => {
  it('numbers features in the order they first come and finds them again', () => {
    const index = new FeatureIndex(2);
    expect([7, 3, 7, 0, 3].map((feature) => index.add(feature))).toEqual([0, 1, 0, 2, 1]);
    expect(index.size).toBe(3);
    expect(Array.from(index.features.subarray(0, index.size))).toEqual([7, 3, 0]);
    expect(index.get(3)).toBe(1);
    expect(index.get(4)).toBe(-1);
  });

  it('keeps every feature while it grows far past the size it was made for', () => {
    const index = new FeatureIndex(1);
    // Hashes that share their low bits, as 30-bit feature hashes may, and the largest one.
    const features = Array.from({ length: 5000 }, (_, i) => (i * 1024) % 0x40000000).concat(0x3fffffff);
    features.forEach((feature) => index.add(feature));
    expect(index.size).toBe(features.length);
    expect(features.every((feature, i) => index.get(feature) === i)).toBe(true);
    expect(index.get(1)).toBe(-1);
  });

  it('forgets everything when cleared', () => {
    const index = new FeatureIndex();
    index.add(5);
    index.clear();
    expect(index.size).toBe(0);
    expect(index.get(5)).toBe(-1);
    expect(index.add(9)).toBe(0);
  });
});
