/** /whatsapp_template/template_cta: the call-to-action records of templates (20 a page), their counts and the filters' options. */
import { CTA_PATHS, ctaCountsQuerySchema, ctaListQuerySchema } from '@switchboard/contracts/whatsapp/whatsapp.cta';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import type { TemplateCta } from './cta.service';

export const CTA_GUARD = { guard: { feature: '/whatsapp_template/template_cta' } } as const;

export function registerCtaRoutes(app: App, cta: TemplateCta): void {
  const brandOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).principal.brand.id;
  app.get(CTA_PATHS.records, { schema: { querystring: ctaListQuerySchema }, config: CTA_GUARD }, async (request) => ({ data: await cta.list(brandOf(request), request.query) }));
  app.get(CTA_PATHS.counts, { schema: { querystring: ctaCountsQuerySchema }, config: CTA_GUARD }, async (request) => ({ data: await cta.counts(brandOf(request), request.query) }));
  app.get(CTA_PATHS.filters, { config: CTA_GUARD }, async (request) => ({ data: await cta.filterOptions(brandOf(request)) }));
}
