/**
 * Backpressure for exceljs's streaming XLSX writer. Each committed row goes to the worksheet's StreamBuf, which hands
 * it to the zip's entry stream without looking at write()'s answer: when compression is slower than the rows come
 * (a loaded machine, a fast database), the rows pile up in that entry's buffer, and a 300,000-row sheet held about
 * 200 MB before the zip caught up. The writer waits here after each page until the zip has taken the backlog.
 * It reads two of exceljs's internals (the worksheet's `stream.pipes`, a Node writable's `_writableState`):
 * xlsx-backpressure.test.ts fails if an upgrade moves them.
 */
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type ExcelJS from 'exceljs';

/** Past this many bytes waiting in front of the compressor, the writer waits for the zip. */
export const MAX_ZIP_BACKLOG_BYTES = 1024 * 1024;
/** A zip that takes nothing for this long is not waited for any more (the run goes on rather than hang). */
const MAX_WAIT_MS = 30_000;

interface WritableState { length: number; needDrain: boolean }
type Entry = NodeJS.EventEmitter & { _writableState?: WritableState };

function entryOf(worksheet: ExcelJS.Worksheet): Entry | undefined {
  return (worksheet as unknown as { stream?: { pipes?: Entry[] } }).stream?.pipes?.[0];
}

/** Bytes written to the worksheet and not yet taken by the zip; undefined when exceljs's internals are not where expected. */
export function zipBacklog(worksheet: ExcelJS.Worksheet): number | undefined {
  return entryOf(worksheet)?._writableState?.length;
}

/** Resolves once the zip has taken the worksheet's backlog (at once when it is small). */
export async function zipCaughtUp(worksheet: ExcelJS.Worksheet): Promise<void> {
  const entry = entryOf(worksheet);
  const state = entry?._writableState;
  if (!entry || !state || state.length <= MAX_ZIP_BACKLOG_BYTES || !state.needDrain) return;
  const timeout = new AbortController();
  await Promise.race([once(entry, 'drain'), sleep(MAX_WAIT_MS, undefined, { signal: timeout.signal }).catch(() => undefined)]);
  timeout.abort();
}
