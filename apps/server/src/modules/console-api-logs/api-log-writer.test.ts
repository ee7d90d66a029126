import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { NewApiLogRow } from '@/db/schema/api-logs';
import { ApiLogPacer } from './api-log-pacer';
import { ApiLogWriter, type ApiLogWriterOptions } from './api-log-writer';

const row = (n: number): NewApiLogRow => ({
  at: new Date(0), direction: 'inbound', target: 'api', method: 'GET', path: `/p/${n}`, status: 200, durationMs: 1,
});

function writerWith(options: Partial<ApiLogWriterOptions> = {}, insert?: (rows: NewApiLogRow[]) => Promise<void>) {
  const batches: NewApiLogRow[][] = [];
  const warn = vi.fn();
  const writer = new ApiLogWriter<number>({
    insert: insert ?? (async (rows) => {
      batches.push(rows);
    }),
    toRow: row,
    logger: { warn } as unknown as FastifyBaseLogger,
  }, { batchSize: 3, flushEveryMs: 60_000, maxBuffered: 10, ...options });
  return { writer, batches, warn };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('api log writer', () => {
  it('takes records without writing, then writes a full batch by itself', async () => {
    const { writer, batches } = writerWith();
    writer.add(1);
    writer.add(2);
    expect(batches).toHaveLength(0);
    writer.add(3);
    await writer.flush();
    expect(batches.map((batch) => batch.length)).toEqual([3]);
    await writer.close();
  });

  it('writes what is buffered when its timer fires', async () => {
    vi.useFakeTimers();
    const { writer, batches } = writerWith({ flushEveryMs: 1_000 });
    writer.add(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(batches.flat().map((r) => r.path)).toEqual(['/p/1']);
    await writer.close();
  });

  it('past its bound it drops new records and counts them, so memory cannot grow while the database stalls', async () => {
    let release = () => undefined as void;
    const stalled = new Promise<void>((resolve) => {
      release = resolve;
    });
    const written: NewApiLogRow[] = [];
    const { writer, warn } = writerWith({ batchSize: 100, maxBuffered: 5 }, async (rows) => {
      await stalled;
      written.push(...rows);
    });
    for (let n = 0; n < 5; n++) writer.add(n);
    const flushing = writer.flush(); // takes the 5 out of the buffer and stalls
    for (let n = 5; n < 20; n++) writer.add(n);
    expect(writer.stats()).toMatchObject({ buffered: 5, dropped: 10 });
    release();
    await flushing;
    await writer.close();
    expect(written).toHaveLength(10);
    expect(writer.stats()).toEqual({ buffered: 0, written: 10, dropped: 10, failed: 0 });
    expect(warn).toHaveBeenCalledWith({ dropped: 10, total: 10 }, 'API log buffer full: calls were not logged');
  });

  it('close() writes every record it accepted, in batches, even while a write is running; later records are dropped', async () => {
    const { writer, batches } = writerWith({ batchSize: 4, maxBuffered: 1_000 });
    for (let n = 0; n < 10; n++) writer.add(n);
    await writer.close();
    expect(batches.map((batch) => batch.length)).toEqual([4, 4, 2]);
    expect(batches.flat().map((r) => r.path)).toEqual(Array.from({ length: 10 }, (_, n) => `/p/${n}`));
    writer.add(11);
    expect(writer.stats()).toMatchObject({ written: 10, dropped: 1 });
  });

  it('a failed batch is counted and reported, and later batches still go', async () => {
    let calls = 0;
    const { writer, warn } = writerWith({ batchSize: 2 }, async () => {
      calls += 1;
      if (calls === 1) throw new Error('database gone');
    });
    for (let n = 0; n < 4; n++) writer.add(n);
    await writer.close();
    expect(writer.stats()).toMatchObject({ written: 2, failed: 2 });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('api log writer between batches', () => {
  it('rests after each batch that leaves records behind, for as long as that batch took, and never while closing', async () => {
    const rests: number[] = [];
    const pacer = Object.assign(new ApiLogPacer(), { rest: async (ms: number) => void rests.push(ms) });
    const batches: number[] = [];
    const writer = new ApiLogWriter<number>({
      insert: async (rows) => {
        batches.push(rows.length);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
      toRow: row,
      logger: { warn: vi.fn() } as unknown as FastifyBaseLogger,
      pacer,
    }, { batchSize: 3, flushEveryMs: 60_000, maxBuffered: 100 });
    for (let n = 0; n < 7; n++) writer.add(n);
    await writer.flush();
    expect(batches).toEqual([3, 3, 1]);
    // Two rests (none after the last batch), each at least the 5 ms the insert took.
    expect(rests).toHaveLength(2);
    expect(Math.min(...rests)).toBeGreaterThanOrEqual(4);
    for (let n = 0; n < 7; n++) writer.add(n);
    await writer.close();
    expect(rests).toHaveLength(2);
  });
});
