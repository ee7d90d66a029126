/** The broadcast history page's reads, each within the caller's brand. */
import type { Readable } from 'node:stream';
import {
  errorMeaning, isRetryableCode, type BroadcastListItem, type BroadcastListQuery, type BroadcastRecipient, type ExportFormat, type FailureGroup,
  type RecipientListQuery,
} from '@switchboard/contracts/whatsapp/whatsapp.broadcast-history';
import { BROADCAST_TEXTS as T, type RecipientState } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import type { Database } from '@/db/client';
import type { WaBroadcastRow } from '@/db/schema/whatsapp-broadcasts';
import { notFound } from '@/plugins/http-errors';
import { findBroadcast } from './broadcasts.repository';
import { toBroadcast } from './broadcasts.service';
import { broadcastTemplateNames, failureCounts, listBroadcasts, listRecipients } from './broadcast-history.repository';
import { EXPORT_CONTENT_TYPES, exportFileName, recipientExport } from './recipient-export';

export class BroadcastHistory {
  constructor(private readonly deps: { db: Database }) {}

  async list(brandId: string, query: BroadcastListQuery): Promise<{ items: BroadcastListItem[]; totalCount: number; templates: string[] }> {
    const [{ rows, total }, templates] = await Promise.all([listBroadcasts(this.deps.db, brandId, query), broadcastTemplateNames(this.deps.db, brandId)]);
    const items = rows.map(({ broadcast, firstName, lastName }) => ({
      ...toBroadcast(broadcast),
      createdBy: broadcast.createdBy && firstName !== null ? { id: broadcast.createdBy, name: `${firstName} ${lastName ?? ''}`.trim() } : null,
    }));
    return { items, totalCount: total, templates };
  }

  /** Failed recipients grouped by the provider's error code, with what the code means and whether retrying can help. */
  async failures(brandId: string, id: string): Promise<{ items: FailureGroup[] }> {
    await this.find(brandId, id);
    const counts = await failureCounts(this.deps.db, id);
    return { items: counts.map(({ code, count }) => ({ code, count, retryable: isRetryableCode(code), ...errorMeaning(code) })) };
  }

  async recipients(brandId: string, id: string, query: RecipientListQuery): Promise<{ items: BroadcastRecipient[]; totalCount: number }> {
    await this.find(brandId, id);
    const { rows, total } = await listRecipients(this.deps.db, id, query);
    return { items: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })), totalCount: total };
  }

  async export(brandId: string, id: string, format: ExportFormat, state: RecipientState | undefined): Promise<{ fileName: string; contentType: string; body: Readable }> {
    const broadcast = await this.find(brandId, id);
    return { fileName: exportFileName(broadcast, format), contentType: EXPORT_CONTENT_TYPES[format], body: recipientExport(this.deps.db, broadcast, format, state) };
  }

  private async find(brandId: string, id: string): Promise<WaBroadcastRow> {
    const row = await findBroadcast(this.deps.db, brandId, id);
    if (!row) throw notFound(T.notFound);
    return row;
  }
}
