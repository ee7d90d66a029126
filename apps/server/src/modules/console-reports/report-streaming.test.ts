/**
 * A raw dump is streamed (issue 27: a year of messages must not sit in memory): the worksheet never asks the
 * database for more than REPORT_PAGE_ROWS rows at once, and each page is written to the file before the next is
 * read. Shown on 2 pages + 1 row, for both formats, over the real writer and the real queries.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { rowsOf, type Database } from '@/db/client';
import { describeBackends } from '@/testing/backends';
import { REPORT_PAGE_ROWS, type Slice } from './report-data.repository';
import { writeReportFile } from './report-file';
import { sheetsOf } from './report-sheets';
import { seedChat, sheetsIn } from './reports.test-kit';

const TOTAL = 2 * REPORT_PAGE_ROWS + 1;
const START = new Date('2026-03-01T00:00:00Z');

/** The database as the report sees it, noting how many rows each statement answered. */
function counting(db: Database, events: string[]): Database {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
      return async (query: SQLWrapper) => {
        const result = await target.execute(query);
        events.push(`read ${rowsOf(result).length}`);
        return result;
      };
    },
  });
}

describeBackends('scheduled reports: the raw dump is read and written a page at a time', (context) => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'report-streaming-'));
    // One chat of TOTAL messages, a second apart (seedChat writes the first three).
    const sessionId = await seedChat(context.database.db, 1, START);
    await context.database.db.execute(sql`insert into chat_messages (chatlog_id, session_id, psid, seq, sender, type, content, created_at)
      select gen_random_uuid(), ${sessionId}::uuid, 'report-customer-1', k, 'customer', 'text', jsonb_build_object('text', 'message ' || k),
        ${START.toISOString()}::timestamptz + k * interval '1 second'
      from generate_series(4, ${TOTAL}) k`);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const slice = (): Slice => ({
    brandId: '00000000-0000-4000-8000-000000000000', start: START, end: new Date(START.getTime() + 86_400_000),
    filters: { groupIds: [], agentIds: [], channels: [] }, scope: { filters: [], values: {} }, timeZone: 'UTC',
  });

  for (const format of ['xlsx', 'csv'] as const) {
    it(`${format}: at most ${REPORT_PAGE_ROWS} rows per statement, each page written before the next is read`, async () => {
      const events: string[] = [];
      const path = join(dir, `raw.${format}`);
      const sheets = sheetsOf(counting(context.database.db, events), 'chatRawDump', slice(), 'day');
      const written = await writeReportFile(path, format, sheets, async (_sheet, rowsSoFar) => {
        events.push(`wrote ${rowsSoFar}`);
      });
      expect(written.rows).toBe(TOTAL);
      expect(events).toEqual([
        `read ${REPORT_PAGE_ROWS}`, `wrote ${REPORT_PAGE_ROWS}`, `read ${REPORT_PAGE_ROWS}`, `wrote ${2 * REPORT_PAGE_ROWS}`, 'read 1', `wrote ${TOTAL}`,
      ]);
      // Every message once, in order, whatever the page it came in.
      const texts = format === 'csv'
        ? (await readFile(path, 'utf8')).trim().split('\r\n').slice(1).map((line) => line.split(',').at(-1))
        : (await sheetsIn(await readFile(path)))['Chat Report Raw Dump']!.slice(1).map((row) => row.at(-1));
      expect(texts).toEqual(['Where is order 1?', 'Let me check', 'Order 1 ships today', ...Array.from({ length: TOTAL - 3 }, (_, n) => `message ${n + 4}`)]);
    });
  }
});
