/**
 * The XLSX writer's backpressure (xlsx-backpressure.ts): written without waiting, rows pile up in front of the
 * zip's compressor; waiting after each page keeps that backlog near one page. Also fails if an exceljs upgrade
 * moves the internals the wait reads.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { MAX_ZIP_BACKLOG_BYTES, zipBacklog, zipCaughtUp } from './xlsx-backpressure';

const PAGES = 15;
const PAGE = 2_000;

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'xlsx-backpressure-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The largest backlog seen after each page (after the wait, when `wait`). */
async function largestBacklog(wait: boolean): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: join(dir, `${wait}.xlsx`), useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet('Chat Report Raw Dump');
  let largest = 0;
  for (let page = 0; page < PAGES; page++) {
    for (let n = page * PAGE; n < (page + 1) * PAGE; n++) {
      worksheet.addRow([new Date(n * 1000), `session-${n}`, `chatlog-${n}`, 'website', 'customer', 'Alice Agent', 'Support', `Where is my parcel number ${n * 7919}?`]).commit();
    }
    if (wait) await zipCaughtUp(worksheet);
    const backlog = zipBacklog(worksheet);
    expect(backlog, 'exceljs no longer has its worksheet stream where xlsx-backpressure reads it').toBeTypeOf('number');
    largest = Math.max(largest, backlog!);
  }
  worksheet.commit();
  await workbook.commit();
  return largest;
}

it('rows pile up before the zip without the wait, and stay under the limit with it', async () => {
  expect(await largestBacklog(false)).toBeGreaterThan(3 * MAX_ZIP_BACKLOG_BYTES);
  expect(await largestBacklog(true)).toBeLessThanOrEqual(MAX_ZIP_BACKLOG_BYTES);
});
