/**
 * The sender page's steps on the engine: the recipients sheet staged once (its header and row count answered), its
 * columns mapped to the number and to the approved template's parameters and checked, then the broadcast created
 * from it (the sheet removed in the same transaction, so a second send of it finds nothing); and the figures the
 * estimate needs.
 */
import { randomUUID } from 'node:crypto';
import { BROADCAST_TEXTS as T, MAX_BROADCAST_ROWS, type UploadResult } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import {
  SENDER_TEXTS as S, SHEET_KEEP_HOURS, templateParameters, type BroadcastSettings, type createBroadcastSchema, type PriceCurrency, type StagedSheet,
} from '@switchboard/contracts/whatsapp/whatsapp.broadcast-sender';
import type { Template, TemplateCategory } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import type { z } from 'zod';
import type { Database, Executor } from '@/db/client';
import { badRequest, businessRule, HttpError } from '@/plugins/http-errors';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import { readSheetTable, type SheetRecord } from '@/modules/bot-builder/spreadsheet';
import type { Segments } from '../segments/segments.service';
import type { OptOutCheck } from './broadcast-runner';
import { insertBroadcast, recipientsLastDay } from './broadcasts.repository';
import { toBroadcast } from './broadcasts.service';
import { deleteSheet, findSheet, insertSheet, sweepSheets } from './broadcast-sheets.repository';
import { checkRecipients } from './recipient-check';

interface RecipientSource {
  columns: string[];
  read: (needs: string[]) => Promise<Array<SheetRecord<string>>>;
  isOptedOut: OptOutCheck;
  consume: (tx: Executor) => Promise<void>;
}

export interface SenderDeps {
  db: Database;
  segments: Pick<Segments, 'records'>;
  isOptedOut: OptOutCheck;
  findTemplate: (brandId: string, name: string, language: string) => Promise<Template | undefined>;
  limits: { perSecond: number; dailyTier: number };
  prices: Record<TemplateCategory, number | null>;
  currency: PriceCurrency;
  defaultCountry?: string;
}

const sheetGone = () => new HttpError(404, S.sheetGone, { errorCode: ERROR_CODES.notFound, field: 'sheetId' });
const expiresAt = (createdAt: Date) => new Date(createdAt.getTime() + SHEET_KEEP_HOURS * 3_600_000).toISOString();
/** A staged sheet's columns: the header's named cells, each name once (case aside: the reader matches it so). */
function columnsOf(header: string[]): string[] {
  const seen = new Set<string>();
  return header.filter((name) => {
    const key = name.toLowerCase();
    if (!name || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export class BroadcastSender {
  constructor(private readonly deps: SenderDeps) {}

  async stage(brandId: string, userId: string | null, filename: string, file: Buffer): Promise<StagedSheet> {
    // No columns asked: the first row holding anything is the header, and every row under it a record.
    const { records, header } = await readSheetTable(filename, file, [], [], MAX_BROADCAST_ROWS);
    const columns = columnsOf(header ?? []);
    if (!columns.length) throw badRequest(S.noHeader, 'file');
    await sweepSheets(this.deps.db);
    const row = await insertSheet(this.deps.db, { brandId, createdBy: userId, filename, columns, rows: records.length, file });
    return { id: row.id, filename: row.filename, columns: row.columns, rows: row.rows, expiresAt: expiresAt(row.createdAt) };
  }

  /** The report of the mapped sheet or segment; unless validateOnly, the broadcast of its good rows. */
  async create(brandId: string, userId: string | null, input: z.output<typeof createBroadcastSchema>): Promise<UploadResult> {
    const source = await this.sourceOf(brandId, input);
    const template = await this.deps.findTemplate(brandId, input.template.name, input.template.language);
    if (!template) throw businessRule(S.templateMissing);
    if (template.status !== 'APPROVED') throw businessRule(S.notApproved(template.status));
    const { parameters, unsupported } = templateParameters(template.components);
    if (unsupported) throw businessRule(S.unsupported(unsupported));
    if (input.columns.length !== parameters.length) throw badRequest(S.columnCount(parameters.length), 'columns');
    const known = new Set(source.columns.map((name) => name.toLowerCase()));
    if (!known.has(input.phoneColumn.toLowerCase())) throw badRequest(S.notColumn(input.phoneColumn), 'phoneColumn');
    const unknown = input.columns.find((name) => !known.has(name.toLowerCase()));
    if (unknown) throw badRequest(S.notColumn(unknown), 'columns');
    const scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : new Date();
    // A minute's grace: the time chosen as "in a moment" may pass while the sheet is checked.
    if (scheduledAt.getTime() < Date.now() - 60_000) throw badRequest(S.startPassed, 'scheduledAt');

    const phone = input.phoneColumn.toLowerCase();
    const variables = input.columns.map((name) => name.toLowerCase());
    const records = await source.read([...new Set([phone, ...variables])]);
    const id = randomUUID();
    const { accepted, report } = await checkRecipients(records, { phone, variables, labels: input.columns }, id, {
      isOptedOut: source.isOptedOut, defaultCountry: this.deps.defaultCountry,
    });
    if (input.validateOnly) return { broadcast: null, report };
    if (!accepted.length) throw badRequest(T.noRecipients, input.segmentId ? 'segmentId' : 'sheetId');
    const row = await this.deps.db.transaction(async (tx) => {
      await source.consume(tx);
      return insertBroadcast(tx, {
        id, brandId, name: input.name, templateName: template.name, templateLanguage: template.language, templateCategory: template.category,
        variables: input.columns, parameters: parameters.map((parameter) => parameter.key),
        scheduledAt, timeZone: input.timeZone, state: 'scheduled', createdBy: userId,
      }, accepted);
    });
    return { broadcast: toBroadcast(row), report };
  }

  /** Where the recipients come from: the staged sheet (used up by the send) or the segment's customers now. */
  private async sourceOf(brandId: string, input: z.output<typeof createBroadcastSchema>): Promise<RecipientSource> {
    if (input.segmentId) {
      const { columns, records, optedOut } = await this.deps.segments.records(brandId, input.segmentId);
      // The segment's query read each customer's opt-out with them: no lookup per row.
      return { columns, read: async () => records, isOptedOut: async (phone) => optedOut.has(phone), consume: async () => {} };
    }
    const sheet = await findSheet(this.deps.db, brandId, input.sheetId ?? '');
    if (!sheet) throw sheetGone();
    return {
      columns: sheet.columns,
      read: async (needs) => (await readSheetTable(sheet.filename, sheet.file, needs, needs, MAX_BROADCAST_ROWS)).records,
      isOptedOut: this.deps.isOptedOut,
      // Removed in the broadcast's transaction, so a second send of the sheet finds nothing.
      consume: async (tx) => { if (!(await deleteSheet(tx, sheet.id))) throw sheetGone(); },
    };
  }

  async settings(): Promise<BroadcastSettings> {
    const { limits, prices, currency } = this.deps;
    return { perSecond: limits.perSecond, dailyTier: limits.dailyTier, usedLast24h: await recipientsLastDay(this.deps.db), prices, currency };
  }
}
