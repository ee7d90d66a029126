/**
 * A broadcast's recipients as a file, written while it is sent: read from the database a run at a time (a
 * 100,000-recipient broadcast is never held whole), as CSV (lib/csv: formula-looking cells written as text) or as
 * XLSX (exceljs's streaming writer, strings stored as text).
 */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { errorMeaning, RECIPIENT_STATE_LABELS, SKIP_REASON_LABELS, type ExportFormat } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-history';
import type { RecipientState } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import type { Executor } from '@/db/client';
import type { WaBroadcastRow } from '@/db/schema/whatsapp-broadcasts';
import { writeCsv, type CsvCell } from '@/lib/csv';
import { recipientsAfter, type RecipientRow } from './broadcast-history.repository';

const RUN = 2_000;

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const headerOf = (broadcast: WaBroadcastRow) => ['Row', 'Phone', 'Status', 'Error code', 'Error', 'Reason', ...broadcast.variables, 'Attempts', 'Updated at'];

function cellsOf(recipient: RecipientRow, variables: number): CsvCell[] {
  const reason = recipient.reason ? (SKIP_REASON_LABELS[recipient.reason] ?? recipient.reason) : '';
  return [
    recipient.row, recipient.phone, RECIPIENT_STATE_LABELS[recipient.state], recipient.errorCode ?? '',
    recipient.state === 'failed' ? errorMeaning(recipient.errorCode).title : '', reason,
    ...Array.from({ length: variables }, (_, index) => recipient.variables[index] ?? ''), recipient.attempts, recipient.updatedAt.toISOString(),
  ];
}

async function* runsOf(db: Executor, broadcast: WaBroadcastRow, state: RecipientState | undefined) {
  let after = 0;
  for (;;) {
    const run = await recipientsAfter(db, broadcast.id, state, after, RUN);
    if (!run.length) return;
    yield run.map((recipient) => cellsOf(recipient, broadcast.variables.length));
    after = run[run.length - 1]!.id;
    if (run.length < RUN) return;
  }
}

async function* csvChunks(db: Executor, broadcast: WaBroadcastRow, state: RecipientState | undefined) {
  yield writeCsv([headerOf(broadcast)]);
  // writeCsv starts each text with the byte-order mark: only the file's start carries it.
  for await (const rows of runsOf(db, broadcast, state)) yield writeCsv(rows).replace(/^\uFEFF/, '');
}

function xlsxStream(db: Executor, broadcast: WaBroadcastRow, state: RecipientState | undefined): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Recipients');
  void (async () => {
    sheet.addRow(headerOf(broadcast)).commit();
    for await (const rows of runsOf(db, broadcast, state)) for (const cells of rows) sheet.addRow(cells).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

export function recipientExport(db: Executor, broadcast: WaBroadcastRow, format: ExportFormat, state: RecipientState | undefined): Readable {
  return format === 'csv' ? Readable.from(csvChunks(db, broadcast, state)) : xlsxStream(db, broadcast, state);
}

/** The download's name: the broadcast's name in plain letters, digits and dashes. */
export const exportFileName = (broadcast: WaBroadcastRow, format: ExportFormat) =>
  `${broadcast.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'broadcast'}-recipients.${format}`;
