/**
 * Row counts of every table of the public schema in one statement: the fuzz suite compares them
 * around a batch of refused requests (a refusal must leave nothing behind).
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@/db/client';

export type RowCounts = Record<string, number>;

/**
 * Tables every call writes, refused or not, by design: api_logs holds one row per call to the API (issue 27),
 * and its writer flushes on a timer, so a batch's rows may even land while a later batch is counted.
 */
export const CALL_LOG_TABLES: ReadonlySet<string> = new Set(['api_logs']);

export async function rowCounts(db: Database): Promise<RowCounts> {
  const tables = rowsOf<{ tablename: string }>(await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`));
  const union = tables.map(({ tablename }) => `select '${tablename}' as name, count(*)::int as rows from "${tablename}"`).join(' union all ');
  const counts = rowsOf<{ name: string; rows: number }>(await db.execute(sql.raw(union)));
  return Object.fromEntries(counts.map(({ name, rows }) => [name, Number(rows)]));
}

/** The tables whose count changed, as `table: before → after` (ignoring the given tables). */
export function changedTables(before: RowCounts, after: RowCounts, ignored: ReadonlySet<string>): string[] {
  return Object.keys({ ...before, ...after })
    .filter((table) => !ignored.has(table) && before[table] !== after[table])
    .map((table) => `${table}: ${before[table] ?? 0} → ${after[table] ?? 0}`);
}

/**
 * The counts once no write is landing: a batch whose acks did not all arrive in time may still be writing
 * (an accepted start on a loaded machine), and its rows must not be blamed on the next batch.
 */
export async function settledRowCounts(db: Database, { everyMs = 250, atMostMs = 5_000 } = {}): Promise<RowCounts> {
  let last = await rowCounts(db);
  for (let waited = 0; waited < atMostMs; waited += everyMs) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    const next = await rowCounts(db);
    if (changedTables(last, next, CALL_LOG_TABLES).length === 0) return next;
    last = next;
  }
  return last;
}
