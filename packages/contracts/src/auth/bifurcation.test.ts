import { describe, expect, it } from 'vitest';
import { defaultSelection, effectiveSelection, selectionError, type BifurcationFilter } from './bifurcation.schemas';

const filters: BifurcationFilter[] = [
  { valueKey: 'region', label: 'Region', defaultValue: 'in', options: [{ value: 'in', meta: { tz: 'Asia/Kolkata' } }, { value: 'us' }] },
  { valueKey: 'line', label: 'Business line', defaultValue: 'retail', options: [{ value: 'retail' }, { value: 'b2b' }] },
];

describe('bifurcation selection (§3)', () => {
  it('defaults to each filter’s defaultValue, with its meta', () => {
    expect(defaultSelection(filters)).toEqual({ region: { value: 'in', meta: { tz: 'Asia/Kolkata' } }, line: { value: 'retail' } });
  });
  it('uses the defaults when nothing is selected and keeps a valid stored choice', () => {
    expect(effectiveSelection(filters, {})).toEqual(defaultSelection(filters));
    expect(effectiveSelection(filters, null)).toEqual(defaultSelection(filters));
    expect(effectiveSelection(filters, { line: { value: 'b2b' } })).toEqual({
      region: { value: 'in', meta: { tz: 'Asia/Kolkata' } },
      line: { value: 'b2b' },
    });
  });
  it('replaces a stored value that is no longer an option', () => {
    expect(effectiveSelection(filters, { region: { value: 'gone' } }).region).toEqual({ value: 'in', meta: { tz: 'Asia/Kolkata' } });
  });
  it('explains an unknown key or value', () => {
    expect(selectionError(filters, { region: { value: 'us' } })).toBeNull();
    expect(selectionError(filters, { colour: { value: 'red' } })).toBe('Unknown filter colour');
    expect(selectionError(filters, { line: { value: 'x' } })).toBe('Unknown Business line x');
  });
});
