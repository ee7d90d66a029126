/**
 * The one scoping helper (issue 21, point 10): every list, export and live fan-out of chats, customers
 * and tickets narrows by the member's bifurcation selection through scopeCondition() (SQL) or
 * scopedRoom() (socket rooms). A record's missing or no-longer-offered value counts as the filter's
 * default, both here and in contracts' resolvedValues(), so the SQL and the rooms agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { resolvedValues, scopeKey, type BifurcationValues } from '@switchboard/contracts/auth/bifurcation-scope';
import type { BifurcationFilter } from '@switchboard/contracts/auth/bifurcation.schemas';
import type { WidgetSite } from '@switchboard/contracts/members/configuration.schemas';

/** What a member sees: the brand's filters and the one value selected per filter. */
export interface Scope {
  filters: readonly BifurcationFilter[];
  values: BifurcationValues;
}

/** The scope's room suffix (the same string for a record of these values). */
export const keyOfScope = (scope: Scope): string => scopeKey(scope.filters, scope.values);

/**
 * Rows whose `column` (a jsonb of BifurcationValues) falls in the scope; undefined (no condition) when
 * there is no scope or the brand has no filters. For the default value a missing or unknown value matches.
 */
export function scopeCondition(column: AnyPgColumn | SQL, scope: Scope | undefined): SQL | undefined {
  if (!scope || scope.filters.length === 0) return undefined;
  const selected = resolvedValues(scope.filters, scope.values);
  const parts = scope.filters.map((filter) => {
    const value = selected[filter.valueKey]!;
    const field = sql`(${column} ->> ${filter.valueKey})`;
    if (value !== filter.defaultValue) return sql`${field} = ${value}`;
    const others = filter.options.map((o) => o.value).filter((other) => other !== value);
    if (others.length === 0) return sql`true`;
    return sql`coalesce(${field}, ${value}) not in (${sql.join(others.map((other) => sql`${other}`), sql`, `)})`;
  });
  return sql`(${sql.join(parts, sql` and `)})`;
}

/** A shared staff room narrowed to one scope (supervisors, a group's queue, the chat counts, the ticket list). */
export const scopedRoom = (room: string, key: string): string => `${room}@${key}`;

/**
 * Why a list of widget sites is refused (a value that is not one of the filters'), or null. The field names
 * the site's select (widgetSites.<i>.values.<valueKey>) so the console shows it there; an unknown filter has
 * no select, so it names the list.
 */
export function sitesProblem(filters: readonly BifurcationFilter[], sites: readonly WidgetSite[]): { field: string; message: string } | null {
  for (const [index, site] of sites.entries()) {
    for (const [key, value] of Object.entries(site.values)) {
      const filter = filters.find((f) => f.valueKey === key);
      if (!filter) return { field: 'widgetSites', message: `${site.key}: unknown filter ${key}` };
      if (!filter.options.some((o) => o.value === value)) return { field: `widgetSites.${index}.values.${key}`, message: `${site.key}: unknown ${filter.label} ${value}` };
    }
  }
  return null;
}

export interface BrandScopeSource {
  filters: BifurcationFilter[];
  sites: WidgetSite[];
}

/**
 * The brand's filters and widget sites for code without a signed-in member (a customer's new chat, the
 * live fan-out), loaded once and again after a brand change (invalidate). Chats carry no brand yet:
 * the installation's brand is the first one (docs/decisions.md).
 */
export class BrandScopes {
  private current: BrandScopeSource = { filters: [], sites: [] };
  private loading: Promise<BrandScopeSource> | null = null;

  constructor(private readonly load: () => Promise<BrandScopeSource>) {}

  /** The filters and sites, loaded when not yet (or no longer) known. */
  ensure(): Promise<BrandScopeSource> {
    this.loading ??= this.load().then((source) => (this.current = source));
    this.loading.catch(() => (this.loading = null));
    return this.loading;
  }

  invalidate(): void {
    this.loading = null;
    void this.ensure().catch(() => undefined);
  }

  /** The filters last loaded (synchronous, for the hot fan-out path; ensure() ran before any chat existed). */
  filters(): readonly BifurcationFilter[] {
    return this.current.filters;
  }

  /** The room suffix of a record's values. */
  keyOf(values: BifurcationValues | null | undefined): string {
    return scopeKey(this.current.filters, values);
  }

  /** The values a new chat (and a new customer) of this site or channel carries; {} (the defaults) when none is configured. */
  async valuesFor(site: string | undefined, channel: string): Promise<BifurcationValues> {
    const { sites } = await this.ensure();
    const found = sites.find((entry) => entry.key === site) ?? (channel === 'website' ? undefined : sites.find((entry) => entry.key === channel));
    return found ? { ...found.values } : {};
  }
}

/** Whether a record of these values falls in the scope (the JS twin of scopeCondition); no scope → yes. */
export function inScope(scope: Scope | undefined, values: BifurcationValues | null | undefined): boolean {
  if (!scope || scope.filters.length === 0) return true;
  return scopeKey(scope.filters, values) === keyOfScope(scope);
}

/**
 * Members whose allow-list (`allowed`, a jsonb of AllowedBifurcation) admits a record of these values:
 * routing offers a chat only to them, so a member never gets another region's chat assigned.
 */
export function allowsCondition(allowed: AnyPgColumn | SQL, filters: readonly BifurcationFilter[], values: BifurcationValues | null | undefined): SQL | undefined {
  if (filters.length === 0) return undefined;
  const resolved = resolvedValues(filters, values);
  const parts = filters.map((filter) => {
    const list = sql`(${allowed} -> ${filter.valueKey})`;
    return sql`(coalesce(jsonb_array_length(${list}), 0) = 0 or ${list} ? ${resolved[filter.valueKey]!})`;
  });
  return sql`(${sql.join(parts, sql` and `)})`;
}

/** The values a scope selects ({} without one: every filter's default). */
export const valuesOfScope = (scope: Scope | undefined): BifurcationValues => (scope ? { ...scope.values } : {});
