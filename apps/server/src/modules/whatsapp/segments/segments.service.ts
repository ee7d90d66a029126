/**
 * Customer segments (issue 25, sender): saved filters of the WhatsApp customers, their current size, and their
 * customers as the sender reads a sheet (columns SEGMENT_COLUMNS), so one per-row check serves both.
 */
import { MAX_BROADCAST_ROWS } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import {
  SEGMENT_COLUMNS, SEGMENT_TEXTS as T, type Segment, type SegmentFilter, type SegmentSize, type segmentInputSchema,
} from '@switchboard/contracts/whatsapp/whatsapp.segments';
import type { z } from 'zod';
import type { Database } from '@/db/client';
import type { WaSegmentRow } from '@/db/schema/whatsapp-segments';
import { conflict, HttpError } from '@/plugins/http-errors';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import type { SheetRecord } from '@/modules/bot-builder/spreadsheet';
import { deleteSegment, findSegment, insertSegment, listSegments, segmentContacts, segmentSize, whatsappTags } from './segments.repository';

/** The record keys the sender reads (a sheet's columns are matched lower-case). */
const [PHONE, NAME, EMAIL] = SEGMENT_COLUMNS.map((column) => column.toLowerCase()) as [string, string, string];

/** A missing segment is named on the field the sender sent it in. */
const segmentGone = () => new HttpError(404, T.notFound, { errorCode: ERROR_CODES.notFound, field: 'segmentId' });

export class Segments {
  constructor(private readonly deps: { db: Database }) {}

  async list(brandId: string): Promise<Segment[]> {
    const rows = await listSegments(this.deps.db, brandId);
    return Promise.all(rows.map(async (row) => this.toSegment(row, await segmentSize(this.deps.db, row.filter))));
  }

  async create(brandId: string, userId: string | null, input: z.output<typeof segmentInputSchema>): Promise<Segment> {
    const row = await insertSegment(this.deps.db, { brandId, name: input.name, filter: input.filter, createdBy: userId });
    if (!row) throw conflict(T.duplicate, 'name');
    return this.toSegment(row, await segmentSize(this.deps.db, row.filter));
  }

  async remove(brandId: string, id: string): Promise<void> {
    if (!(await deleteSegment(this.deps.db, brandId, id))) throw segmentGone();
  }

  preview(filter: SegmentFilter): Promise<SegmentSize> {
    return segmentSize(this.deps.db, filter);
  }

  tags(): Promise<string[]> {
    return whatsappTags(this.deps.db);
  }

  /** The segment's columns and customers as sheet records (row = position), with the numbers that opted out. */
  async records(brandId: string, id: string): Promise<{ columns: string[]; records: Array<SheetRecord<string>>; optedOut: Set<string> }> {
    const segment = await findSegment(this.deps.db, brandId, id);
    if (!segment) throw segmentGone();
    const contacts = await segmentContacts(this.deps.db, segment.filter, MAX_BROADCAST_ROWS);
    // SheetRecord's row is a number beside string columns, which TypeScript can only build by assertion.
    const records = contacts.map((contact, index) => ({
      row: index + 1, [PHONE]: contact.wa_id, [NAME]: contact.name, [EMAIL]: contact.email ?? '',
    }) as SheetRecord<string>);
    return { columns: [...SEGMENT_COLUMNS], records, optedOut: new Set(contacts.filter((contact) => contact.opted_out).map((contact) => contact.wa_id)) };
  }

  private toSegment(row: WaSegmentRow, size: SegmentSize): Segment {
    return { id: row.id, name: row.name, filter: row.filter, size, createdAt: row.createdAt.toISOString() };
  }
}
