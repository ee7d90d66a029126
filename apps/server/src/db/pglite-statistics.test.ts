/** The embedded database's statistics: gathered on a schedule, as autovacuum would (PGlite has none). */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { analyzeEachTable, keepStatistics } from './pglite-statistics';
import { PgliteThread } from './pglite-thread-client';

let thread: PgliteThread;
beforeAll(async () => {
  thread = await PgliteThread.create();
  await thread.exec('create table t (id int primary key); insert into t select generate_series(1, 2000)');
});
afterAll(() => thread.close());

const reltuples = async (table = 't') => Number((await thread.query('select reltuples from pg_class where relname = $1', [table])).rows
  .map((row) => (row as { reltuples: number }).reltuples)[0]);
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

it('analyzes table by table, so a statement sent meanwhile waits for one table, not for all of them', async () => {
  await thread.exec('create table fresh_a (id int); insert into fresh_a select generate_series(1, 700); create table fresh_b (id int); insert into fresh_b select generate_series(1, 300)');
  const done: string[] = [];
  let statement: Promise<unknown> | undefined;
  // The thread itself, watched: once the first ANALYZE is on its way, another statement is sent.
  const watched = {
    query: (sql: string) => thread.query(sql),
    exec: (sql: string) => {
      const running = thread.exec(sql);
      statement ??= thread.query('select 1').then(() => done.push('statement'));
      return running;
    },
  };
  await analyzeEachTable(watched);
  done.push('analysis');
  await statement;
  // One ANALYZE of every table would have made it wait for the whole analysis.
  expect(done).toEqual(['statement', 'analysis']);
  expect([await reltuples('fresh_a'), await reltuples('fresh_b')]).toEqual([700, 300]);
});
