/**
 * Writes API log rows in batches, off the request path (issue 27): a call adds its raw record to a buffer and
 * returns; a timer (or a full batch) turns the records into rows (redaction happens here, not in the request)
 * and inserts them in multi-row statements. Between two batches it rests (api-log-pacer.ts: a saturated API gets
 * the time back). The buffer is bounded: past `maxBuffered` records a new one is dropped and counted, so a database
 * that stalls, or an API busier than the writer may follow, cannot make the server's memory grow without limit.
 * close() stops taking records and writes out what is buffered without resting (nothing accepted is lost on shutdown).
 */
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { NewApiLogRow } from '@/db/schema/api-logs';
import { ApiLogPacer } from './api-log-pacer';

export interface ApiLogWriterOptions {
  /** Rows per insert statement, and the buffer length that starts a write before the timer. */
  batchSize: number;
  flushEveryMs: number;
  maxBuffered: number;
}

export const DEFAULT_WRITER_OPTIONS: ApiLogWriterOptions = { batchSize: 200, flushEveryMs: 1_000, maxBuffered: 20_000 };

export interface ApiLogWriterStats { buffered: number; written: number; dropped: number; failed: number }

export class ApiLogWriter<T> {
  private buffer: T[] = [];
  private writing: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private readonly timer: NodeJS.Timeout;
  private readonly counts = { written: 0, dropped: 0, failed: 0 };
  private reportedDrops = 0;
  private readonly pacer: ApiLogPacer;

  constructor(
    private readonly deps: {
      insert: (rows: NewApiLogRow[]) => Promise<void>; toRow: (record: T) => NewApiLogRow | null; logger: FastifyBaseLogger; pacer?: ApiLogPacer;
    },
    private readonly options: ApiLogWriterOptions = DEFAULT_WRITER_OPTIONS,
  ) {
    this.pacer = deps.pacer ?? new ApiLogPacer();
    this.timer = setInterval(() => void this.flush(), options.flushEveryMs);
    // The timer alone must not keep a process alive (a test, a CLI script); close() writes the rest.
    this.timer.unref();
  }

  /** Takes one record; never waits and never throws. */
  add(record: T): void {
    if (this.closed || this.buffer.length >= this.options.maxBuffered) {
      this.counts.dropped += 1;
      return;
    }
    this.buffer.push(record);
    if (this.buffer.length >= this.options.batchSize && !this.writing) void this.flush();
  }

  stats(): ApiLogWriterStats {
    return { buffered: this.buffer.length, ...this.counts };
  }

  /** Writes everything buffered so far; one write runs at a time (a second call joins it and runs once more). */
  flush(): Promise<void> {
    if (this.writing) {
      this.again = true;
      return this.writing;
    }
    this.writing = this.writeOut().finally(() => {
      this.writing = null;
    });
    return this.writing;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    while (this.writing || this.buffer.length > 0) await this.flush();
  }

  private async writeOut(): Promise<void> {
    do {
      this.again = false;
      while (this.buffer.length > 0) {
        const started = performance.now();
        const records = this.buffer.splice(0, this.options.batchSize);
        const rows = records.flatMap((record) => {
          const row = this.deps.toRow(record);
          return row ? [row] : [];
        });
        try {
          if (rows.length > 0) await this.deps.insert(rows);
          this.counts.written += rows.length;
        } catch (err) {
          // A failed batch is not retried (the database may be what is failing); it is counted and said once per batch.
          this.counts.failed += rows.length;
          this.deps.logger.warn({ err, rows: rows.length }, 'API log rows could not be written');
        }
        if (this.buffer.length > 0 && !this.closed) await this.pacer.rest(performance.now() - started);
      }
    } while (this.again);
    // Said at most once a write (the timer's second): an operator sees the log is incomplete, and by how much.
    if (this.counts.dropped > this.reportedDrops) {
      this.deps.logger.warn({ dropped: this.counts.dropped - this.reportedDrops, total: this.counts.dropped }, 'API log buffer full: calls were not logged');
      this.reportedDrops = this.counts.dropped;
    }
  }
}
