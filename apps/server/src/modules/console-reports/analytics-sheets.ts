/**
 * Scheduled analytics reports: the /analytics answer for the run's period (days in the schedule's time zone, the
 * configuration's group, agent and channel) laid out as worksheets: one per list in the answer (the series, by agent,
 * by group…) with a column per field, and one of the totals. Nested counts (per channel) become columns of their own;
 * a list of numbers (a cohort's weeks) one cell. The numbers are the report page's own: the same services answer.
 */
import type { AnalyticsReportDataset } from '@switchboard/contracts/console/reports.schemas';
import { dayInZone, type ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import type { GRANULARITIES } from '@switchboard/contracts/common/constants';
import type { Scope } from '@/lib/bifurcation-scope';
import type { Cell, Slice } from './report-data.repository';
import type { Sheet, SheetColumn } from './report-sheets';

/** The analytics services' calls a scheduled report makes (app.ts passes the analytics module's). */
export type AnalyticsReader = (dataset: AnalyticsReportDataset, filter: ReportFilter, scope: Scope) => Promise<object>;

/** The answer's parts that are not numbers of the period (the page's settings and its live state). */
const LEFT_OUT = new Set(['range', 'channels', 'cohortsColumns', 'targetMs', 'pollMs', 'live']);

/** "firstResponseMs" → "First response ms"; a nested key keeps its parent's ("byChannel website"). */
const header = (path: string[]) => path.map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()).join(' ')
  .replace(/^./, (first) => first.toUpperCase());
const sheetName = (key: string) => (key === 'totals' ? 'Totals' : header([key])).slice(0, 31);

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The leaf fields of a row as [path, value], nested objects flattened. */
function leaves(row: Row, path: string[] = []): Array<[string[], unknown]> {
  return Object.entries(row).flatMap(([key, value]) => (isRow(value) ? leaves(value, [...path, key]) : [[[...path, key], value] as [string[], unknown]]));
}

const cellOf = (value: unknown): Cell => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
};

async function* once(rows: Cell[][]): AsyncGenerator<Cell[][]> {
  if (rows.length) yield rows;
}

/** A worksheet of rows: the columns are every field any row has, in first-seen order. */
function tableSheet(name: string, rows: Row[]): Sheet {
  const paths = new Map<string, string[]>();
  for (const row of rows) for (const [path] of leaves(row)) paths.set(path.join('.'), path);
  const columns: SheetColumn[] = [...paths.values()].map((path) => ({ header: header(path), width: Math.max(12, header(path).length + 2) }));
  const body = rows.map((row) => {
    const values = new Map(leaves(row).map(([path, value]) => [path.join('.'), value]));
    return [...paths.keys()].map((key) => cellOf(values.get(key)));
  });
  return { name, columns, rows: once(body) };
}

/** The worksheets of one answer: its lists first (in the answer's order), then its totals as one row. */
export function analyticsSheets(answer: object): Sheet[] {
  const sheets: Sheet[] = [];
  for (const [key, value] of Object.entries(answer)) {
    if (LEFT_OUT.has(key)) continue;
    if (Array.isArray(value) && value.every(isRow)) sheets.push(tableSheet(sheetName(key), value));
    else if (isRow(value)) sheets.push(tableSheet(sheetName(key === 'metrics' ? 'totals' : key), [value]));
  }
  return sheets;
}

/** The report filter of a run: its period as days in the schedule's zone (the end exclusive), one group/agent/channel. */
export function analyticsFilter(slice: Slice, granularity: string): ReportFilter {
  const { groupIds: [groupId], agentIds: [agentId], channels: [channel] } = slice.filters;
  return {
    startDate: dayInZone(slice.start, slice.timeZone),
    endDate: dayInZone(new Date(slice.end.getTime() - 1), slice.timeZone),
    granularity: granularity as (typeof GRANULARITIES)[number],
    timeZone: slice.timeZone,
    ...(groupId ? { groupId } : {}), ...(agentId ? { agentId } : {}), ...(channel ? { channel } : {}),
  };
}
