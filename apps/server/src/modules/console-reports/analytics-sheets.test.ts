import { expect, it } from 'vitest';
import { analyticsSheets } from './analytics-sheets';

const rowsOf = async (rows: AsyncGenerator<unknown[][]>) => {
  const all: unknown[][] = [];
  for await (const page of rows) all.push(...page);
  return all;
};

it('lays an answer out as a worksheet per list and one of the totals, nested counts as columns, leaving the settings out', async () => {
  const sheets = analyticsSheets({
    metrics: { handovers: 3, satisfaction: 66.7 },
    series: [{ bucket: '2026-03-08T00:00', byChannel: { website: 2 }, handovers: 2 }, { bucket: '2026-03-09T00:00', byChannel: { wa: 1 }, handovers: 1 }],
    byAgent: [{ agentId: 'a1', name: 'Alice Agent', handovers: 3 }],
    cohortsData: [{ cohort: '2026-03-02', retained: [4, 2, 1] }],
    range: { from: '2026-03-08', to: '2026-03-10' },
    channels: ['website', 'wa'],
  });
  expect(sheets.map((sheet) => sheet.name)).toEqual(['Totals', 'Series', 'By agent', 'Cohorts data']);
  expect(sheets[1]!.columns.map((column) => column.header)).toEqual(['Bucket', 'By channel website', 'Handovers', 'By channel wa']);
  expect(await rowsOf(sheets[1]!.rows)).toEqual([['2026-03-08T00:00', 2, 2, null], ['2026-03-09T00:00', null, 1, 1]]);
  expect(await rowsOf(sheets[0]!.rows)).toEqual([[3, 66.7]]);
  expect(await rowsOf(sheets[3]!.rows)).toEqual([['2026-03-02', '4, 2, 1']]);
});
