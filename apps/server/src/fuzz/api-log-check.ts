/**
 * What the fuzz suites ask of the API logs (issue 27) after hostile traffic: the writer neither failed a batch nor
 * dropped a call, every row reads as the console's entry (the contracts' schema), no path, method or kept body is
 * over its limit (a redaction may lengthen a body by its markers), and no signed token was kept anywhere.
 */
import { apiLogEntrySchema } from '@switchboard/contracts/console/api-logs.schemas';
import type { Database } from '@/db/client';
import { apiLogs } from '@/db/schema/api-logs';
import type { ApiLogWriterStats } from '@/modules/console-api-logs/api-log-writer';
import { toEntry } from '@/modules/console-api-logs/api-logs.service';
import { REDACTED } from '@/modules/console-api-logs/redaction';
import { API_LOG_LIMITS } from '@/modules/console-api-logs/storable-row';

const NOT_KEPT = /^\[not kept: \d+ bytes\]$/;
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/;
/** A marker replaces a value of at least an empty string (`""` → `"[redacted]"`) or one digit (`1` → `"[redacted]"`). */
const MARKER_GROWTH = REDACTED.length + 2;

export interface ApiLogCheck { rows: number; targets: Record<string, number>; problems: string[] }

function bodyProblem(name: string, body: string | null, maxBytes: number): string | null {
  if (body === null || NOT_KEPT.test(body)) return null;
  const markers = body.split(REDACTED).length - 1;
  const size = Buffer.byteLength(body);
  return size - markers * MARKER_GROWTH > maxBytes ? `${name} of ${size} bytes (limit ${maxBytes})` : null;
}

export async function checkApiLogs(db: Database, stats: ApiLogWriterStats, maxBytes: number): Promise<ApiLogCheck> {
  const problems: string[] = [];
  if (stats.failed > 0) problems.push(`${stats.failed} calls in failed batches`);
  if (stats.dropped > 0) problems.push(`${stats.dropped} calls dropped`);
  const rows = await db.select().from(apiLogs);
  const targets: Record<string, number> = {};
  for (const row of rows) {
    targets[row.target] = (targets[row.target] ?? 0) + 1;
    const where = `row ${row.id} (${row.method} ${row.path.slice(0, 80)})`;
    if (row.path.length > API_LOG_LIMITS.path) problems.push(`${where}: a path of ${row.path.length} characters`);
    if (row.method.length > API_LOG_LIMITS.method) problems.push(`${where}: a method of ${row.method.length} characters`);
    const parsed = apiLogEntrySchema.safeParse(toEntry(row));
    if (!parsed.success) problems.push(`${where}: ${parsed.error.message.slice(0, 300)}`);
    for (const [name, body] of [['request body', row.requestBody], ['response body', row.responseBody], ['error', row.error]] as const) {
      const problem = bodyProblem(name, body, maxBytes);
      if (problem) problems.push(`${where}: ${problem}`);
    }
    if (JWT.test(JSON.stringify(row))) problems.push(`${where}: keeps a signed token`);
  }
  return { rows: rows.length, targets, problems };
}
