/**
 * A statement whose SQL text never changes, run on the driver client under a drizzle database or
 * transaction. The group commit runs a statement a batch at up to thousands of messages a second,
 * and drizzle builds a prepared-query object with two parser tables and walks the SQL's chunks for every
 * one (≈ 2 KB per message at 1,000 msg/s, which the young-generation pauses behind the delivery p99 pay
 * for). Rows come back as objects with dates and intervals as the text PostgreSQL sends, as drizzle's own
 * queries get them, so rawRows' rowOf maps them the same way.
 */
import pg from 'pg';
import type { Executor } from './client';

/** What drizzle's node-postgres driver keeps as text: dates, intervals and their arrays (1231 numeric[]). */
const TEXT_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE, pg.types.builtins.INTERVAL,
  1231, 1115, 1185, 1187, 1182,
]);
const asText = (value: string) => value;
const PG_TYPES = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(typeId) ? asText : pg.types.getTypeParser(typeId, format ?? 'text'),
};
/** The PGlite thread keeps the same types as text when a query passes parsers (see pglite-thread.mjs). */
const THREAD_OPTIONS = { rowMode: 'object' as const, parsers: {} };

interface ThreadClient {
  query(sql: string, params: unknown[], options: typeof THREAD_OPTIONS): Promise<{ rows: unknown[] }>;
}

export async function rawQuery<Row>(db: Executor, text: string, params: unknown[]): Promise<Row[]> {
  // drizzle keeps its driver client on the session: the pool or, inside a transaction, that transaction's client.
  const client = (db as unknown as { session: { client: unknown } }).session.client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await client.query({ text, values: params, types: PG_TYPES as pg.CustomTypesConfig });
    return result.rows as Row[];
  }
  return (await (client as ThreadClient).query(text, params, THREAD_OPTIONS)).rows as Row[];
}
