import { describe, expect, it } from 'vitest';
import { stem } from './stemmer';

// Pairs from Porter's paper and his published vocabulary/output lists.
const PAIRS: Record<string, string> = {
  caresses: 'caress', ponies: 'poni', ties: 'ti', cats: 'cat', feed: 'feed', agreed: 'agre', plastered: 'plaster',
  bled: 'bled', motoring: 'motor', sing: 'sing', conflated: 'conflat', troubled: 'troubl', sized: 'size', hopping: 'hop',
  falling: 'fall', hissing: 'hiss', filing: 'file', happy: 'happi', sky: 'sky', relational: 'relat', conditional: 'condit',
  rational: 'ration', digitizer: 'digit', vietnamization: 'vietnam', predication: 'predic', operator: 'oper',
  hopefulness: 'hope', sensibiliti: 'sensibl', triplicate: 'triplic', formative: 'form', electrical: 'electr',
  goodness: 'good', revival: 'reviv', allowance: 'allow', airliner: 'airlin', adjustment: 'adjust', adoption: 'adopt',
  effective: 'effect', probate: 'probat', rate: 'rate', cease: 'ceas', controll: 'control', roll: 'roll',
  generalizations: 'gener', cancelled: 'cancel', cancelling: 'cancel',
};

describe('Porter stemmer', () => {
  it.each(Object.entries(PAIRS))('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('leaves short words, digits and non-Latin words alone', () => {
    expect(stem('is')).toBe('is');
    expect(stem('4g')).toBe('4g');
    expect(stem('café')).toBe('café');
  });
});
