/** What a log row keeps of text the database would refuse (NUL, lone surrogates) and of over-long fields. */
import { expect, it } from 'vitest';
import { API_LOG_LIMITS, storableText } from './storable-row';

it('replaces NUL and lone surrogates with U+FFFD and keeps the rest as it was', () => {
  expect(storableText(`a${String.fromCharCode(0)}b\ud800c\udc00`)).toBe('a\uFFFDb\uFFFDc\uFFFD');
  expect(storableText('naïve 😀 text')).toBe('naïve 😀 text');
});

it('caps a field with an ellipsis, and a cut through an emoji leaves no lone half', () => {
  const path = `/${'x'.repeat(API_LOG_LIMITS.path * 2)}`;
  expect(storableText(path, API_LOG_LIMITS.path)).toHaveLength(API_LOG_LIMITS.path);
  expect(storableText(path, API_LOG_LIMITS.path).endsWith('…')).toBe(true);
  // 'ab😀' is 4 UTF-16 units; cut at 4 keeps 'ab' + the emoji's first half, which must not survive alone.
  expect(storableText('ab😀cd', 4)).toBe('ab\uFFFD…');
});
