import { describe, expect, it } from 'vitest';
import { brokenField, jsonDepth, wellFormed } from './request-text';

describe('request text', () => {
  it('names the query or path field (key or value, arrays too) holding a NUL or a lone surrogate', () => {
    expect(brokenField({ search: 'fine', page: '2' }, 'query')).toBeUndefined();
    expect(brokenField({ search: 'pair \ud83d\ude00' }, 'query')).toBeUndefined();
    expect(brokenField({ a: 'x', search: 'a\u0000b' }, 'query')?.toBody()).toMatchObject({ field: 'search', errorCode: 'VALIDATION' });
    expect(brokenField({ ids: ['1', 'x\ud800'] }, 'query')?.toBody()).toMatchObject({ field: 'ids' });
    expect(brokenField({ 'k\u0000': '1' }, 'path')?.toBody()).toMatchObject({ field: 'k' });
    expect(brokenField(undefined, 'path')).toBeUndefined();
  });

  it('counts JSON nesting outside strings, escaped quotes included', () => {
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[\\"[[[["}')).toBe(1);
    expect(jsonDepth('"plain"')).toBe(0);
  });

  it('replaces lone surrogates with U+FFFD in values and keys, keeping pairs', () => {
    const value = { text: 'a\ud800b', list: ['\udc00', 'ok 😀', { deep: ['x\ud83d'] }], 'k\ud800': 1, n: 2 };
    expect(wellFormed(value)).toEqual({ text: 'a\uFFFDb', list: ['\uFFFD', 'ok 😀', { deep: ['x\uFFFD'] }], 'k\uFFFD': 1, n: 2 });
    expect(wellFormed('\ud800')).toBe('\uFFFD');
  });
});
