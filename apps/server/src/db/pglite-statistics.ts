/**
 * PGlite runs PostgreSQL without autovacuum, so nothing gathers the planner's statistics: every table
 * keeps the default estimates however long its history grows, and a join that should probe an index
 * can hash-join a sequential scan instead (as the group commit's look-up once did). The server's
 * embedded database is therefore ANALYZEd a minute after opening and then every quarter of an hour,
 * as autovacuum would do it. ANALYZE samples at most 30,000 rows a table: its cost stays bounded as
 * the history grows, and it waits for a transaction in progress like any statement.
 */
import type { PgliteThread } from './pglite-thread-client';

export const STATISTICS_SCHEDULE = { firstAfterMs: 60_000, everyMs: 15 * 60_000 };

/**
 * ANALYZE one table at a time. The embedded database has one connection, so a statement waits for the one
 * before it: a single ANALYZE of every table (≈ 0.4 s with 80,000 messages, 0.3 s of it chat_messages) held
 * up every commit behind it, and so every customer's ack and bot reply. Table by table, what was queued
 * meanwhile runs between two tables.
 */
export async function analyzeEachTable(db: Pick<PgliteThread, 'query' | 'exec'>): Promise<void> {
  const { rows } = await db.query(`SELECT format('%I.%I', n.nspname, c.relname) AS "name" FROM pg_class AS c
    JOIN pg_namespace AS n ON n.oid = c.relnamespace WHERE c.relkind = 'r' AND n.nspname = 'public' ORDER BY c.relname`);
  for (const row of rows) await db.exec(`ANALYZE ${(row as { name: string }).name}`);
}

/** Runs `analyze` on the schedule until the returned function is called. */
export function keepStatistics(analyze: () => Promise<unknown>, schedule = STATISTICS_SCHEDULE): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout;
  const next = (delay: number) => {
    timer = setTimeout(() => {
      analyze().catch((error: unknown) => {
        // The old statistics stay until the next run.
        if (!stopped) process.emitWarning(`The embedded database was not analyzed: ${error instanceof Error ? error.message : String(error)}`);
      }).finally(() => {
        if (!stopped) next(schedule.everyMs);
      });
    }, delay);
    // Never the reason the process stays up.
    timer.unref();
  };
  next(schedule.firstAfterMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
