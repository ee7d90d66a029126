import { describe, expect, it } from 'vitest';
import { withoutNul } from './without-nul';

describe('withoutNul', () => {
  it('drops NUL characters from strings at any depth, keys included', () => {
    expect(withoutNul('a\u0000b\u0000')).toBe('ab');
    expect(withoutNul({ text: 'hi\u0000', tags: ['x', 'y\u0000z'], nested: { 'k\u0000': [{ v: '\u0000' }] }, n: 1, flag: true, none: null }))
      .toEqual({ text: 'hi', tags: ['x', 'yz'], nested: { k: [{ v: '' }] }, n: 1, flag: true, none: null });
  });

  it('gives back the very same value when there is no NUL (nothing copied), and leaves non-plain objects alone', () => {
    const clean = { text: 'hello', list: ['a', { b: 'c' }] };
    expect(withoutNul(clean)).toBe(clean);
    const buffer = Buffer.from('a\u0000b');
    expect(withoutNul({ buffer }).buffer).toBe(buffer);
  });
});
