/**
 * Bifurcation scoping (issue 21, point 10): the values a record (chat, customer, ticket) carries, the
 * values a member may select (their allow-list) and the one scope key both sides compare.
 * See docs/decisions.md "Bifurcation scopes the data (issue 21, point 10)".
 */
import { z } from 'zod';
import type { BifurcationFilter, SelectedBifurcation } from './bifurcation.schemas';

/** A record's values: valueKey → value. A missing (or no longer offered) value counts as the filter's default. */
export const bifurcationValuesSchema = z.record(z.string().min(1).max(50), z.string().min(1).max(100));
export type BifurcationValues = z.infer<typeof bifurcationValuesSchema>;

/** A member's allow-list: valueKey → the values they may select. A missing or empty list allows every value. */
export const allowedBifurcationSchema = z.record(z.string().min(1).max(50), z.array(z.string().min(1).max(100)).max(100));
export type AllowedBifurcation = z.infer<typeof allowedBifurcationSchema>;

const allowedOf = (allowed: AllowedBifurcation | null | undefined, key: string): readonly string[] => allowed?.[key] ?? [];

/** Why an allow-list is refused (an unknown filter or value), or null. */
export function allowedProblem(filters: readonly BifurcationFilter[], allowed: AllowedBifurcation): { key: string; message: string } | null {
  for (const [key, values] of Object.entries(allowed)) {
    const filter = filters.find((f) => f.valueKey === key);
    if (!filter) return { key, message: `Unknown filter ${key}` };
    const unknown = values.find((value) => !filter.options.some((o) => o.value === value));
    if (unknown) return { key, message: `Unknown ${filter.label} ${unknown}` };
  }
  return null;
}

/**
 * The filters as one member sees them: only the options they are allowed, the default kept when allowed
 * (else their first allowed option). The header offers exactly these.
 */
export function allowedFilters(filters: readonly BifurcationFilter[], allowed: AllowedBifurcation | null | undefined): BifurcationFilter[] {
  return filters.map((filter) => {
    const list = allowedOf(allowed, filter.valueKey);
    const options = list.length === 0 ? filter.options : filter.options.filter((o) => list.includes(o.value));
    if (options.length === 0 || options.length === filter.options.length) return filter;
    const defaultValue = options.some((o) => o.value === filter.defaultValue) ? filter.defaultValue : options[0]!.value;
    return { ...filter, defaultValue, options };
  });
}

/** A record's values with every filter resolved (missing or unknown → the filter's default). */
export function resolvedValues(filters: readonly BifurcationFilter[], values: BifurcationValues | null | undefined): BifurcationValues {
  return Object.fromEntries(filters.map((filter) => {
    const value = values?.[filter.valueKey];
    return [filter.valueKey, value !== undefined && filter.options.some((o) => o.value === value) ? value : filter.defaultValue];
  }));
}

/** The values of a selection (its meta dropped). */
export const valuesOfSelection = (selected: SelectedBifurcation): BifurcationValues =>
  Object.fromEntries(Object.entries(selected).map(([key, chosen]) => [key, chosen.value]));

/** One string per combination of values, in the filters' order: records and members with the same key see each other. */
export function scopeKey(filters: readonly BifurcationFilter[], values: BifurcationValues | null | undefined): string {
  const resolved = resolvedValues(filters, values);
  return filters.map((filter) => `${filter.valueKey}=${resolved[filter.valueKey]}`).join('&');
}

/** Every scope key of the filters (their options' cartesian product), for per-scope counts. */
export function everyScopeKey(filters: readonly BifurcationFilter[]): string[] {
  let combos: BifurcationValues[] = [{}];
  for (const filter of filters) {
    combos = combos.flatMap((combo) => filter.options.map((option) => ({ ...combo, [filter.valueKey]: option.value })));
  }
  return combos.map((combo) => scopeKey(filters, combo));
}

export type AllowListGrant = { allowed: AllowedBifurcation } | { refused: { key: string; message: string } };

/**
 * The allow-list a member whose own is `granter` may give another member: on each filter the granter is
 * restricted on, only values they are allowed themselves (an empty list, "every value", is more than that).
 * Without `wanted` (an invitation names none) the granter's own restrictions, so a restricted member never
 * creates an unrestricted one. The answer drops empty lists and repeats (one shape for one meaning).
 */
export function grantAllowList(filters: readonly BifurcationFilter[], granter: AllowedBifurcation | null | undefined, wanted?: AllowedBifurcation): AllowListGrant {
  const own = allowedFilters(filters, granter);
  const allowed: AllowedBifurcation = {};
  for (const [index, filter] of filters.entries()) {
    const narrowed = own[index]!;
    // allowedFilters() keeps the filter itself when the granter may select every value (or none it still offers).
    const mine = narrowed === filter ? null : narrowed.options.map((o) => o.value);
    const asked = wanted === undefined ? (mine ?? []) : [...new Set(wanted[filter.valueKey] ?? [])];
    if (mine && (asked.length === 0 || asked.some((value) => !mine.includes(value)))) {
      const labels = narrowed.options.map((o) => o.label ?? o.value).join(', ');
      return { refused: { key: filter.valueKey, message: `You can only grant ${filter.label} values you are allowed: ${labels}` } };
    }
    if (asked.length > 0) allowed[filter.valueKey] = asked;
  }
  return { allowed };
}
