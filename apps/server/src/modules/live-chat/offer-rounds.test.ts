/** The pure rules of offer rounds: who is cooling down, when the first cooldown ends, which searches a drain makes. */
import { describe, expect, it } from 'vitest';
import { coolingAgents, firstCooldownEnd, roundSearches } from './offer-rounds';

const COOLDOWN = 30_000;

describe('offer rounds', () => {
  it('an agent cools down for cooldownMs after declining, and the first end is when the earliest one is over', () => {
    const declined = { alice: 1_000, bob: 20_000 };
    expect(coolingAgents(declined, 1_000, COOLDOWN)).toEqual(['alice', 'bob']);
    expect(coolingAgents(declined, 30_999, COOLDOWN)).toEqual(['alice', 'bob']);
    expect(coolingAgents(declined, 31_000, COOLDOWN)).toEqual(['bob']);
    expect(firstCooldownEnd(declined, 1_000, COOLDOWN)).toBe(31_000);
    expect(firstCooldownEnd(declined, 31_000, COOLDOWN)).toBe(50_000);
    expect(firstCooldownEnd(declined, 50_000, COOLDOWN)).toBeNull();
  });

  it('looks outside the round first, then (round over) at everyone not cooling down', () => {
    expect(roundSearches([], [])).toEqual([{ exclude: [], newRound: false }]);
    expect(roundSearches(['alice'], [])).toEqual([{ exclude: ['alice'], newRound: false }, { exclude: [], newRound: true }]);
    expect(roundSearches(['alice', 'bob'], ['bob'])).toEqual([{ exclude: ['alice', 'bob'], newRound: false }, { exclude: ['bob'], newRound: true }]);
    // Everyone of the round is cooling down: a second search could find nobody new.
    expect(roundSearches(['bob'], ['bob', 'carol'])).toEqual([{ exclude: ['bob', 'carol'], newRound: false }]);
  });
});
