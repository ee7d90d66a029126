import { describe, expect, it } from 'vitest';
import { DEFAULT_VARIATION, type Variation, type VariationOption } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import {
  addVariation, addVersion, removeVariation, removeVersion, setWeight, variationProblems, weightShares,
} from '@/features/bot-builder/model/variation-edit';

const base: Variation = { vid: 'd', ...DEFAULT_VARIATION, abTestings: [{ vid: 'a', weight: 100, content: { text: '<p>Hi</p>', format: 'html' } }] };

describe('variation editing', () => {
  it('adds a variation with one version of weight 100 copied from the default, and refuses a duplicate audience', () => {
    const added = addVariation([base], { ...DEFAULT_VARIATION, country: 'us' });
    expect(Array.isArray(added) && added[1]).toMatchObject({ country: 'us', abTestings: [{ weight: 100, content: { text: '<p>Hi</p>' } }] });
    expect(addVariation([base], { ...DEFAULT_VARIATION })).toBe('There is already a variation for website · in · en · opt1');
    // Named as the trainer picked it: the variation list's labels, not its codes.
    const options: VariationOption[] = [
      { type: 'channel', value: 'website', label: 'Website' }, { type: 'country', value: 'in', label: 'India' }, { type: 'language', value: 'en', label: 'English' },
    ];
    expect(addVariation([base], { ...DEFAULT_VARIATION }, options)).toBe('There is already a variation for Website · India · English · opt1');
  });

  it('never removes the default variation', () => {
    const added = addVariation([base], { ...DEFAULT_VARIATION, language: 'hi' }) as Variation[];
    expect(removeVariation(added, 'd')).toHaveLength(2);
    expect(removeVariation(added, added[1]!.vid)).toEqual([base]);
  });

  it('adds A/B versions with weight 100, keeps at least one, clamps weights', () => {
    const two = addVersion(base);
    expect(two.abTestings.map((ab) => ab.weight)).toEqual([100, 100]);
    expect(removeVersion(removeVersion(two, two.abTestings[1]!.vid), 'a').abTestings).toHaveLength(1);
    expect(setWeight(two, 'a', 250).abTestings[0]?.weight).toBe(100);
    expect(setWeight(two, 'a', -3).abTestings[0]?.weight).toBe(0);
  });

  it('shows each version’s share in %', () => {
    expect(weightShares([{ weight: 100 }, { weight: 100 }])).toEqual([50, 50]);
    expect(weightShares([{ weight: 70 }, { weight: 30 }, { weight: 0 }])).toEqual([70, 30, 0]);
    expect(weightShares([{ weight: 1 }, { weight: 2 }])).toEqual([33.3, 66.7]);
    expect(weightShares([{ weight: 0 }])).toEqual([0]);
  });

  it('names what blocks a save', () => {
    expect(variationProblems([base])).toEqual([]);
    expect(variationProblems([setWeight(base, 'a', 0)])).toEqual(['website · in · en · opt1: at least one version needs a weight above 0']);
    expect(variationProblems([{ ...base, country: 'us' }])).toContain('The default variation is missing');
  });
});
