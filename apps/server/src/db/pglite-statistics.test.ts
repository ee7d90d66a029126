/** The embedded database's statistics: gathered on a schedule, as autovacuum would (PGlite has none). */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { keepStatistics } from './pglite-statistics';
import { PgliteThread } from './pglite-thread-client';

let thread: PgliteThread;
beforeAll(async () => {
  thread = await PgliteThread.create();
  await thread.exec('create table t (id int primary key); insert into t select generate_series(1, 2000)');
});
afterAll(() => thread.close());

const reltuples = async () => Number((await thread.query(`select reltuples from pg_class where relname = 't'`)).rows.map((row) => (row as { reltuples: number }).reltuples)[0]);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('analyzes on its schedule, so the planner knows how big a table has grown, and stops when told', async () => {
  expect(await reltuples()).toBe(-1); // never analyzed: the planner guesses
  let runs = 0;
  const stop = keepStatistics(async () => {
    runs++;
    await thread.exec('ANALYZE');
  }, { firstAfterMs: 10, everyMs: 20 });
  await vi.waitFor(async () => expect(await reltuples()).toBe(2000), { timeout: 5_000 });
  await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), { timeout: 5_000 });
  stop();
  const stoppedAt = runs;
  await pause(100);
  expect(runs).toBe(stoppedAt);
});

it('says so when a run fails, and runs again at the next interval', async () => {
  const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
  let runs = 0;
  const stop = keepStatistics(async () => {
    runs++;
    throw new Error('disk full');
  }, { firstAfterMs: 10, everyMs: 20 });
  try {
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    expect(warn).toHaveBeenCalledWith('The embedded database was not analyzed: disk full');
  } finally {
    stop();
    warn.mockRestore();
  }
});
