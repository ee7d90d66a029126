/**
 * PGlite runs PostgreSQL without autovacuum, so nothing gathers the planner's statistics: every table
 * keeps the default estimates however long its history grows, and a join that should probe an index
 * can hash-join a sequential scan instead (as the group commit's look-up once did). The server's
 * embedded database is therefore ANALYZEd a minute after opening and then every quarter of an hour,
 * as autovacuum would do it. ANALYZE samples at most 30,000 rows a table: its cost stays bounded as
 * the history grows, and it waits for a transaction in progress like any statement.
 */
export const STATISTICS_SCHEDULE = { firstAfterMs: 60_000, everyMs: 15 * 60_000 };

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
