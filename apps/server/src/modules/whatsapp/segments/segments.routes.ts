/** Customer segments on the sender page (/whatsapp_template/sender): list, save, delete, preview a filter, the tags to filter by. */
import { z } from 'zod';
import { SEGMENT_PATHS as P, SEGMENT_TEXTS, segmentFilterSchema, segmentInputSchema } from '@switchboard/contracts/whatsapp/whatsapp.segments';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import type { Segments } from './segments.service';

/** Segments are chosen where broadcasts are sent: the sender page's permission. */
export const SEGMENT_GUARD = { guard: { feature: '/whatsapp_template/sender' } } as const;

export function registerSegmentRoutes(app: App, segments: Segments): void {
  app.get(P.segments, { config: SEGMENT_GUARD }, async (request) => ({ data: { items: await segments.list(callerOf(request).principal.brand.id) } }));
  app.post(P.segments, { schema: { body: segmentInputSchema }, config: SEGMENT_GUARD }, async (request) => {
    const caller = callerOf(request).principal;
    return { data: await segments.create(caller.brand.id, caller.userId, request.body), message: SEGMENT_TEXTS.created };
  });
  app.delete(P.segment, { schema: { params: z.object({ id: z.uuid() }) }, config: SEGMENT_GUARD }, async (request) => {
    await segments.remove(callerOf(request).principal.brand.id, request.params.id);
    return { data: null, message: SEGMENT_TEXTS.deleted };
  });
  app.post(P.preview, { schema: { body: segmentFilterSchema }, config: SEGMENT_GUARD }, async (request) => ({ data: await segments.preview(request.body) }));
  app.get(P.tags, { config: SEGMENT_GUARD }, async () => ({ data: { tags: await segments.tags() } }));
}
