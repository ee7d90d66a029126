import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize';

describe('tokenize', () => {
  it('lower-cases, drops apostrophes and punctuation', () => {
    expect(tokenize("Where's my ORDER #123?!")).toEqual(['wheres', 'my', 'order', '123']);
  });

  it('strips diacritics and keeps non-Latin letters', () => {
    expect(tokenize('Münchner Freiheit, café')).toEqual(['munchner', 'freiheit', 'cafe']);
    expect(tokenize('Привет мир')).toEqual(['привет', 'мир']);
    expect(tokenize('')).toEqual([]);
  });
});
