// The embedded database's own thread: PGlite (Postgres compiled to WebAssembly) runs every statement
// synchronously on the thread that owns it, so on the server's main thread each group commit would
// stall every socket for its duration. Here it runs beside the main thread, which only sends SQL and
// receives rows (see pglite-thread-client.ts). Plain JavaScript: worker threads start without tsx.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { lowerThisThread } from '../lib/idle-thread.mjs';

const raw = (value) => value;
// Drizzle's PGlite driver keeps these types as the text PostgreSQL sends (it parses them itself).
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: raw, [types.TIMESTAMPTZ]: raw, [types.INTERVAL]: raw, [types.DATE]: raw,
  1231: raw, 1115: raw, 1185: raw, 1187: raw, 1182: raw,
};

const port = parentPort;
if (!port) throw new Error('pglite-thread.mjs runs as a worker thread');

// Idle priority (SCHED_IDLE) for this thread alone: why in lib/idle-thread.mjs.
lowerThisThread();

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
