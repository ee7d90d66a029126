import { describe, expect, it } from 'vitest';
import { COLOUR_CLASSES, colourClassOf, seriesColours } from '@/features/analytics/report-kit/model/series-colours';

const byName = (name: string) => `var(--${name})`;

describe('graph colours (§9)', () => {
  it('has 9 built-in classes, picked by text length modulo 9', () => {
    expect(COLOUR_CLASSES).toHaveLength(9);
    expect(colourClassOf('wa')).toBe(COLOUR_CLASSES[2]);
    expect(colourClassOf('website')).toBe(COLOUR_CLASSES[7]);
    expect(colourClassOf('123456789')).toBe(COLOUR_CLASSES[0]);
    expect(colourClassOf('1234567890')).toBe(COLOUR_CLASSES[1]);
  });

  it('uses the configured list in order when there is one, wrapping round', () => {
    expect(seriesColours(['a', 'bb', 'ccc'], byName, ['#111', '#222'])).toEqual(['#111', '#222', '#111']);
  });

  it('without a list, colours by length; a second name of the same length takes the next free class', () => {
    expect(seriesColours(['wa', 'website'], byName)).toEqual([byName(COLOUR_CLASSES[2]), byName(COLOUR_CLASSES[7])]);
    expect(seriesColours(['ios', 'ivr', 'web'], byName)).toEqual([3, 4, 5].map((index) => byName(COLOUR_CLASSES[index]!)));
    // Past 9 series every class is used and the rule alone decides.
    const ten = Array.from({ length: 10 }, (_, index) => `s${'x'.repeat(index)}`);
    expect(seriesColours(ten, byName)[9]).toBe(byName(colourClassOf(ten[9]!)));
  });
});
