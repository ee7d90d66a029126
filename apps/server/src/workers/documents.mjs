// The documents worker thread (lib/worker-pool.ts runs it): turns generative-FAQ documents into text and
// reads spreadsheet uploads, so neither parse runs on the event loop that carries every live chat. A
// job answers { id, result } or { id, error } (error: a refusal's reason, see documents-pool.ts).
// Plain JavaScript importing only installed packages and its neighbours: worker threads start without
// tsx, and the server bundle keeps this file's URL pointing here (scripts/build-server.mjs).
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { documentText } from './document-text.mjs';
import { readSheet, SheetRefusal } from './sheet-reader.mjs';

const port = parentPort;
if (!port) throw new Error('documents.mjs runs as a worker thread');

// Below the main thread in the scheduler (nice 10, this thread alone; see db/pglite-thread.mjs): on two
// cores a long parse must leave the live chats their share of the CPU.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  // Not Linux: the thread keeps the process's priority.
}

port.on('message', async (job) => {
  try {
    if (job.op === 'documentText') {
      port.postMessage({ id: job.id, result: documentText(job.text, job.format) });
    } else if (job.op === 'sheet') {
      const answer = await readSheet(Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength), job);
      port.postMessage({ id: job.id, result: { ok: true, ...answer } });
    } else {
      throw new Error(`Unknown operation ${job.op}`);
    }
  } catch (error) {
    if (error instanceof SheetRefusal) {
      port.postMessage({ id: job.id, result: { ok: false, reason: error.reason, detail: error.message, rowsRead: error.rowsRead ?? 0, sheetBytes: error.sheetBytes ?? 0 } });
    } else {
      // RangeError from a pathological document included: the thread lives on, the job is refused.
      port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
});
