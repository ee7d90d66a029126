import { describe, expect, it } from 'vitest';
import { NestingTooDeepError, withoutNul } from './without-nul';

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

describe('withoutNul on hostile input', () => {
  const nested = (depth: number, leaf: unknown = 'x\u0000'): unknown => {
    let value: unknown = leaf;
    for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { k: value };
    return value;
  };

  it('walks any depth without recursion (the 6,000 nested arrays of a 12 KB packet once overflowed the stack)', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    let cleaned = withoutNul(deep);
    for (let i = 0; i < 200_000; i++) cleaned = (cleaned as unknown[])[0];
    expect(cleaned).toBe('x');
  });

  it('refuses input nested deeper than maxDepth, and accepts exactly maxDepth', () => {
    expect(() => withoutNul(nested(33), 32)).toThrow(NestingTooDeepError);
    expect(() => withoutNul(nested(32), 32)).not.toThrow();
    expect(withoutNul(nested(2), 2)).toEqual([{ k: 'x' }]);
    expect(withoutNul('a\u0000', 0)).toBe('a');
  });

  it('keeps a key that becomes "__proto__" once cleaned a plain key (no prototype change)', () => {
    const cleaned = withoutNul(JSON.parse('{"__pro\\u0000to__": {"polluted": true}}') as Record<string, unknown>);
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(Object.keys(cleaned)).toEqual(['__proto__']);
    expect((cleaned as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
