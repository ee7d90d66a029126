/**
 * The per-row check of a recipients sheet: a number WhatsApp can take, a value for every variable, no number twice,
 * nobody who opted out. Answers the good rows (with their idempotency keys) and the report of the others.
 */
import { createHash } from 'node:crypto';
import { BROADCAST_TEXTS as T, MAX_REPORTED_ROWS, type RowReport, type UploadReport } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import type { SheetRecord } from '@/modules/bot-builder/spreadsheet';
import type { OptOutCheck } from './broadcast-runner';
import type { NewRecipient } from './broadcasts.repository';
import { normalizePhone } from './phone-number';

/** Unique per broadcast and number, the same on every attempt. */
export const idempotencyKeyOf = (broadcastId: string, phone: string) => createHash('sha256').update(`${broadcastId}:${phone}`).digest('base64url').slice(0, 32);

export interface RecipientColumns {
  /** The record keys (lowercase column names) of the number and of each variable, in parameter order. */
  phone: string;
  variables: string[];
  /** The variables' column names as the report shows them. */
  labels: string[];
}

export async function checkRecipients(
  records: Array<SheetRecord<string>>, columns: RecipientColumns, broadcastId: string,
  deps: { isOptedOut: OptOutCheck; defaultCountry?: string | undefined },
): Promise<{ accepted: NewRecipient[]; report: UploadReport }> {
  const seen = new Map<string, number>();
  const accepted: NewRecipient[] = [];
  const rejected: RowReport[] = [];
  const problems = { badPhone: 0, missingVariable: 0, duplicate: 0, optedOut: 0 };
  const reject = (report: RowReport) => {
    problems[report.problem]++;
    if (rejected.length < MAX_REPORTED_ROWS) rejected.push(report);
  };
  for (const record of records) {
    const raw = record[columns.phone] ?? '';
    const phone = normalizePhone(raw, deps.defaultCountry);
    if (!phone) {
      reject({ row: record.row, phone: raw, problem: 'badPhone', message: T.badPhone });
      continue;
    }
    const variables = columns.variables.map((column) => record[column] ?? '');
    const missing = variables.findIndex((value) => !value);
    if (missing >= 0) {
      reject({ row: record.row, phone, problem: 'missingVariable', message: T.missingVariable(columns.labels[missing]!) });
      continue;
    }
    const first = seen.get(phone);
    if (first !== undefined) {
      reject({ row: record.row, phone, problem: 'duplicate', message: T.duplicate(first) });
      continue;
    }
    seen.set(phone, record.row);
    if (await deps.isOptedOut(phone)) {
      reject({ row: record.row, phone, problem: 'optedOut', message: T.optedOut });
      continue;
    }
    accepted.push({ row: record.row, phone, variables, idempotencyKey: idempotencyKeyOf(broadcastId, phone) });
  }
  const rejectedTotal = problems.badPhone + problems.missingVariable + problems.duplicate + problems.optedOut;
  return { accepted, report: { rows: records.length, accepted: accepted.length, rejectedTotal, problems, rejected } };
}
