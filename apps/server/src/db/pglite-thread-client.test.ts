/** The embedded database's thread client: transactions (whose BEGIN travels with their first statement) are all or nothing. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread-client';

let thread: PgliteThread;
beforeAll(async () => {
  thread = await PgliteThread.create();
  await thread.query('create table t (x int)');
});
afterAll(() => thread.close());

const count = async () => Number((await thread.query('select count(*)::int as n from t')).rows.map((row) => (row as { n: number }).n)[0]);

it('commits a transaction’s statements together and rolls all of them back when one fails or on rollback()', async () => {
  await thread.transaction(async (tx) => {
    await tx.query('insert into t values ($1)', [1]);
    await tx.query('insert into t values ($1)', [2]);
  });
  expect(await count()).toBe(2);

  await expect(thread.transaction(async (tx) => {
    await tx.query('insert into t values ($1)', [3]);
    await tx.query('insert into no_such_table values (1)');
  })).rejects.toThrow(/no_such_table/);
  expect(await count()).toBe(2);

  await thread.transaction(async (tx) => {
    await tx.exec('insert into t values (4)');
    await tx.rollback();
  });
  expect(await count()).toBe(2);
});

it('runs a transaction without statements as nothing, and statements outside it as their own', async () => {
  await expect(thread.transaction(async () => 'nothing to write')).resolves.toBe('nothing to write');
  // Were a BEGIN left open, this insert would be inside it and undone by the rollback below.
  await thread.query('insert into t values (5)');
  await thread.transaction(async (tx) => {
    await tx.query('insert into t values (6)');
    await tx.rollback();
  });
  expect((await thread.query('select x from t where x >= 5 order by x')).rows).toEqual([{ x: 5 }]);
});

/** This process's threads at idle priority (policy SCHED_IDLE, 5: field 41 of /proc/<pid>/task/<tid>/stat, counted after the command's closing parenthesis). */
const idlePriorityThreads = () => readdirSync(`/proc/${process.pid}/task`).filter((tid) => {
  try {
    const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[38] === '5';
  } catch {
    return false; // the thread ended meanwhile
  }
}).length;

it.runIf(existsSync('/proc/thread-self'))('runs the database thread at idle priority, so the main thread preempts it', async () => {
  const before = idlePriorityThreads();
  const another = await PgliteThread.create();
  try {
    expect(idlePriorityThreads()).toBe(before + 1);
  } finally {
    await another.close();
  }
  expect(idlePriorityThreads()).toBe(before);
});
