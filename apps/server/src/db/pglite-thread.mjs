// The embedded database's own thread: PGlite (Postgres compiled to WebAssembly) runs every statement
// synchronously on the thread that owns it, so on the server's main thread each group commit would
// stall every socket for its duration. Here it runs beside the main thread, which only sends SQL and
// receives rows (see pglite-thread-client.ts). Plain JavaScript: worker threads start without tsx.
import { execFileSync } from 'node:child_process';
import { readFileSync, readlinkSync, renameSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

const raw = (value) => value;
// Drizzle's PGlite driver keeps these types as the text PostgreSQL sends (it parses them itself).
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: raw, [types.TIMESTAMPTZ]: raw, [types.INTERVAL]: raw, [types.DATE]: raw,
  1231: raw, 1115: raw, 1185: raw, 1187: raw, 1182: raw,
};

const port = parentPort;
if (!port) throw new Error('pglite-thread.mjs runs as a worker thread');

/**
 * This thread runs at idle priority (SCHED_IDLE, this thread alone; nice 19 where that cannot be set). Group
 * commit keeps it busy under load, and whenever it, the main thread and anything else (a GC helper, the
 * machine's other processes) want more cores than there are, the scheduler's time slice (~4 ms) lands on
 * whichever thread is unlucky: on the main thread, every socket waits. An idle-policy thread is preempted as
 * soon as a normal one wakes, and the core it runs on counts as free when the scheduler places a waking thread
 * (a nice-19 thread's core does not), so the main thread neither waits behind it nor queues on the other core;
 * commits use the CPU the sockets leave. Linux names a thread in /proc/thread-self; setpriority() and
 * sched_setscheduler() (through util-linux's chrt, which Node cannot call itself) on a thread id affect that
 * thread only. Elsewhere the thread keeps the process's priority.
 */
const DATABASE_THREAD_NICE = 19;
try {
  const tid = readlinkSync('/proc/thread-self').split('/').pop();
  setPriority(Number(tid), DATABASE_THREAD_NICE);
  try {
    execFileSync('chrt', ['--idle', '-p', '0', tid], { stdio: 'ignore', timeout: 5_000 });
  } catch {
    // No chrt here: nice 19 stays.
  }
} catch {
  // Not Linux (no /proc/thread-self): the thread keeps the process's priority.
}

const errorOf = (error) => {
  const plain = { message: error instanceof Error ? error.message : String(error) };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) if (typeof value !== 'object' && typeof value !== 'function') plain[key] = value;
  }
  return plain;
};

try {
  // A template is a data directory dumped earlier (op 'dump'): loading it skips initdb (~4 s).
  const template = workerData.template ? { loadDataDir: new Blob([readFileSync(workerData.template)]) } : {};
  const db = await PGlite.create(workerData.dataDir ?? 'memory://', template);
  port.on('message', async (request) => {
    const { id, op } = request;
    try {
      let result = null;
      // `begin`: the transaction's BEGIN comes with its first statement (pglite-thread-client.ts).
      if (request.begin) await db.exec('BEGIN');
      if (op === 'query') {
        const options = { rowMode: request.rowMode ?? 'object', ...(request.rawDates ? { parsers: DRIZZLE_PARSERS } : {}) };
        const answer = await db.query(request.sql, request.params ?? [], options);
        // No `fields`: nothing reads them (see ThreadResults in pglite-thread-client.ts).
        result = { rows: answer.rows, affectedRows: answer.affectedRows };
      } else if (op === 'exec') {
        result = (await db.exec(request.sql)).map((answer) => ({ rows: answer.rows, affectedRows: answer.affectedRows }));
      } else if (op === 'dump') {
        // Written beside the target and renamed, so a reader never sees half a file.
        const partial = `${request.path}.${process.pid}.${id}.partial`;
        writeFileSync(partial, Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()));
        renameSync(partial, request.path);
      } else if (op === 'close') {
        await db.close();
      } else {
        throw new Error(`Unknown operation ${op}`);
      }
      port.postMessage({ id, result });
    } catch (error) {
      port.postMessage({ id, error: errorOf(error) });
    }
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: errorOf(error) });
}
