import { describe, expect, it } from 'vitest';
import { stepsText } from '@/features/dms/model/journey-labels';

describe('stepsText', () => {
  it("reads the NLU's no-intent as not understood, and an empty journey as such", () => {
    expect(stepsText(['None', 'thanks'])).toBe('not understood › thanks');
    expect(stepsText([])).toBe('(nothing the bot understood)');
  });
});
