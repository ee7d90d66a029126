/**
 * Brand configuration (/members/configuration): §9 constants a brand may change. Other modules
 * read it with getBrandConfiguration(db, brandId); a brand that never saved one gets §9's defaults.
 */
import {
  brandConfigurationSchema, DEFAULT_BRAND_CONFIGURATION, widgetOriginSchema, type BrandConfiguration,
} from '@switchboard/contracts/members/configuration.schemas';
import { MEMBERS_TEXTS } from '@switchboard/contracts/members/members.schemas';
import type { Database, Executor } from '@/db/client';
import type { AuthContext } from '@/plugins/auth';
import type { WidgetOrigins } from '@/plugins/widget-origins';
import { recordAudit } from '@/modules/audit/audit.repository';
import { badRequest } from '@/plugins/http-errors';
import { sitesProblem, type BrandScopeSource } from '@/lib/bifurcation-scope';
import { brands } from '@/db/schema/brands';
import { asc } from 'drizzle-orm';
import { actorOf } from './actor';
import { readAllWidgetOrigins, readConfiguration, writeConfiguration } from './configuration.repository';

/** The stored document over the defaults (a field added later falls back to its default); the threshold from nlpServiceDetails. */
export async function getBrandConfiguration(db: Executor, brandId: string): Promise<BrandConfiguration> {
  const { value: stored, intentThreshold } = await readConfiguration(db, brandId);
  const merged = {
    ...DEFAULT_BRAND_CONFIGURATION,
    ...(stored && typeof stored === 'object' ? stored : {}),
    // The ML configuration edits the same threshold: the brand's nlpServiceDetails is its one home.
    ...(intentThreshold === undefined ? {} : { intentThreshold }),
  } as Record<string, unknown>;
  const parsed = brandConfigurationSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_BRAND_CONFIGURATION;
}

/** The origins every brand lists for the widget (each entry checked again: a bad one is skipped, never trusted). */
export async function allBrandWidgetOrigins(db: Executor): Promise<string[]> {
  const lists = await readAllWidgetOrigins(db);
  return lists.flatMap((list) => (Array.isArray(list) ? list : []))
    .flatMap((entry) => {
      const origin = widgetOriginSchema.safeParse(entry);
      return origin.success ? [origin.data] : [];
    });
}

export class ConfigurationService {
  constructor(
    private readonly db: Database,
    private readonly onBrandChanged: () => void | Promise<void> = () => undefined,
    private readonly widgetOrigins?: WidgetOrigins,
  ) {}

  get(brandId: string) {
    return getBrandConfiguration(this.db, brandId);
  }

  /** The origins the widget may run on for this brand now, each with where it comes from. */
  async effectiveWidgetOrigins(brandId: string) {
    const { widgetOrigins } = await getBrandConfiguration(this.db, brandId);
    return this.widgetOrigins?.effective(widgetOrigins) ?? [];
  }

  /** Saves and audits (entity 'configuration', before and after) in one transaction. */
  async update(auth: AuthContext, next: BrandConfiguration) {
    const brandId = auth.principal.brand.id;
    const problem = sitesProblem(auth.principal.brand.bifurcationFilters, next.widgetSites ?? []);
    if (problem) throw badRequest(problem.message, problem.field);
    const saved = await this.db.transaction(async (tx) => {
      const before = await getBrandConfiguration(tx, brandId);
      // A save without the sites (a brand without filters: the console does not show them) keeps the stored list.
      const widgetSites = next.widgetSites ?? before.widgetSites;
      const written: BrandConfiguration = widgetSites ? { ...next, widgetSites } : next;
      await writeConfiguration(tx, brandId, written);
      // A save without the threshold (ML Configuration edits it) keeps the stored one.
      const after: BrandConfiguration = { ...written, intentThreshold: written.intentThreshold ?? before.intentThreshold };
      await recordAudit(tx, { brandId, actor: actorOf(auth), entity: 'configuration', entityId: brandId, action: 'update', before, after });
      return after;
    });
    // A website added to (or removed from) the list can (or can no longer) connect from the next request on.
    this.widgetOrigins?.invalidate();
    await this.onBrandChanged();
    return { data: saved, message: MEMBERS_TEXTS.saved };
  }
}

/** The installation's brand (the first one: chats carry no brand yet) with its filters and widget sites, for BrandScopes. */
export async function brandScopeSource(db: Executor): Promise<BrandScopeSource> {
  const [brand] = await db.select({ id: brands.id, filters: brands.bifurcationFilters }).from(brands).orderBy(asc(brands.createdAt)).limit(1);
  if (!brand) return { filters: [], sites: [] };
  return { filters: brand.filters, sites: (await getBrandConfiguration(db, brand.id)).widgetSites ?? [] };
}
