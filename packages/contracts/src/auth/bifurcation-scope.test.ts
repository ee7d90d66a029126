import { describe, expect, it } from 'vitest';
import {
  allowedFilters, allowedProblem, everyScopeKey, grantAllowList, resolvedValues, scopeKey,
} from './bifurcation-scope';
import type { BifurcationFilter } from './bifurcation.schemas';

const filters: BifurcationFilter[] = [
  { valueKey: 'region', label: 'Region', defaultValue: 'north', options: [{ value: 'north' }, { value: 'south' }, { value: 'intl' }] },
  { valueKey: 'line', label: 'Business line', defaultValue: 'retail', options: [{ value: 'retail' }, { value: 'b2b' }] },
];

describe('bifurcation scope (issue 21, point 10)', () => {
  it('counts a missing or no longer offered value as the default', () => {
    expect(resolvedValues(filters, {})).toEqual({ region: 'north', line: 'retail' });
    expect(resolvedValues(filters, { region: 'gone', line: 'b2b' })).toEqual({ region: 'north', line: 'b2b' });
    expect(scopeKey(filters, { line: 'retail' })).toBe(scopeKey(filters, { region: 'north' }));
    expect(scopeKey(filters, { region: 'south' })).toBe('region=south&line=retail');
  });

  it('narrows the filters to the allowed values, an empty list allowing all', () => {
    expect(allowedFilters(filters, {})).toEqual(filters);
    expect(allowedFilters(filters, { region: [] })).toEqual(filters);
    const [region, line] = allowedFilters(filters, { region: ['south', 'intl'] });
    expect(region).toMatchObject({ defaultValue: 'south', options: [{ value: 'south' }, { value: 'intl' }] });
    expect(line).toEqual(filters[1]);
    expect(allowedFilters(filters, { region: ['north', 'intl'] })[0]?.defaultValue).toBe('north');
  });

  it('explains an unknown filter or value of an allow-list', () => {
    expect(allowedProblem(filters, { region: ['south'] })).toBeNull();
    expect(allowedProblem(filters, { colour: ['red'] })).toEqual({ key: 'colour', message: 'Unknown filter colour' });
    expect(allowedProblem(filters, { line: ['x'] })).toEqual({ key: 'line', message: 'Unknown Business line x' });
  });

  it('grants within the granter’s own values on the filters they are restricted on; an invitation inherits them', () => {
    const north = { region: ['north', 'intl'] };
    const refused = { refused: { key: 'region', message: 'You can only grant Region values you are allowed: north, intl' } };
    expect(grantAllowList(filters, north, {})).toEqual(refused);
    expect(grantAllowList(filters, north, { region: [] })).toEqual(refused);
    expect(grantAllowList(filters, north, { region: ['north', 'south'] })).toEqual(refused);
    expect(grantAllowList(filters, north, { region: ['intl', 'intl'], line: ['b2b'], extra: [] })).toEqual({ allowed: { region: ['intl'], line: ['b2b'] } });
    expect(grantAllowList(filters, north)).toEqual({ allowed: { region: ['north', 'intl'] } });
    // Unrestricted (or restricted only to values no longer offered, which allowedFilters reads as every value).
    expect(grantAllowList(filters, {}, { region: [], line: ['retail'] })).toEqual({ allowed: { line: ['retail'] } });
    expect(grantAllowList(filters, { region: ['gone'] })).toEqual({ allowed: {} });
    expect(grantAllowList(filters, undefined)).toEqual({ allowed: {} });
  });

  it('lists every scope once', () => {
    const keys = everyScopeKey(filters);
    expect(keys).toHaveLength(6);
    expect(new Set(keys).size).toBe(6);
    expect(keys).toContain('region=intl&line=b2b');
  });
});
