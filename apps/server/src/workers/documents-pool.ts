/**
 * The main thread's side of documents.mjs: one small pool (one thread, a short queue) for document
 * text extraction and spreadsheet reading, started on first use. A thread that runs out of time or
 * memory on a hostile file is ended and replaced; the caller gets a WorkerJobError to answer 400/413.
 */
import { WorkerPool } from '@/lib/worker-pool';

/** Unpacked-size caps of a spreadsheet upload (docs/decisions.md, "Uploads read off the main thread"). */
export const SHEET_LIMITS = {
  /** All parts together, and any one part, once inflated. */
  maxTotalBytes: 50 * 1024 * 1024,
  maxEntryBytes: 50 * 1024 * 1024,
  /** Apache POI's zip-bomb rule: past 100 KB, a part may not inflate more than 100 times its packed size. */
  maxRatio: 100,
  ratioGraceBytes: 100 * 1024,
  maxEntries: 1000,
} as const;

export type SheetRefusalReason = 'unreadable' | 'notWorkbook' | 'tooLarge' | 'tooManyRows';
export type SheetAnswer<C extends string> =
  | { ok: true; records: ({ row: number } & Record<C, string>)[]; rowsRead: number; sheetBytes: number; header: string[] | null }
  | { ok: false; reason: SheetRefusalReason; detail: string; rowsRead: number; sheetBytes: number };

let pool: WorkerPool | null = null;

/** The shared pool: one thread (the machine's other core belongs to the server and the database). */
export function documentsPool(): WorkerPool {
  pool ??= new WorkerPool(new URL('./documents.mjs', import.meta.url), {
    size: 1,
    maxQueue: 16,
    timeoutMs: 30_000,
    // A 5 MB upload capped at 50 MB unpacked and 5,000 rows fits well inside; a hostile one ends the thread.
    resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 32 },
  });
  return pool;
}

/** The plain text of a generative-FAQ document, extracted on the documents thread. */
export function extractText(text: string, format: 'html' | 'markdown' | 'text'): Promise<string> {
  return documentsPool().run<string>({ op: 'documentText', text, format });
}

/** The first sheet of an .xlsx as records, read on the documents thread with SHEET_LIMITS and a row cap. */
export function readSheetRecords<C extends string>(bytes: Buffer, options: { columns: readonly C[]; headerNeeds: readonly C[]; maxRows: number }): Promise<SheetAnswer<C>> {
  return documentsPool().run<SheetAnswer<C>>({ op: 'sheet', bytes, ...options, columns: [...options.columns], headerNeeds: [...options.headerNeeds], limits: SHEET_LIMITS });
}
