/**
 * Live stats tables from the server's declarative column definitions (spec §3). The server names a
 * sorter kind and a renderer kind; the code for each kind lives here. Server-supplied code is never
 * evaluated (docs/decisions.md).
 */
import { Badge } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { CellValue, ColumnDef, ColumnRender, ColumnSorter } from '@switchboard/contracts/analytics/agent-monitoring.events';

const NONE = '—';

/** 45 → "45s", 245 → "4m 05s", 3725 → "1h 02m". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

type BadgeStatus = 'success' | 'warning' | 'default';
export function badgeOf(value: CellValue): { status: BadgeStatus; text: string } {
  if (value === true) return { status: 'success', text: 'Online' };
  if (value === false) return { status: 'default', text: 'Offline' };
  if (value === 'accept chats') return { status: 'success', text: 'Accepting chats' };
  if (value === "don't accept chats") return { status: 'warning', text: 'Not accepting' };
  return { status: 'default', text: value === null ? NONE : String(value) };
}

/** The text a cell shows (badges: their label). */
export function cellText(render: ColumnRender, value: CellValue): string {
  if (value === null || value === undefined) return NONE;
  if (render === 'duration') return typeof value === 'number' ? formatDuration(value) : String(value);
  if (render === 'percent') return typeof value === 'number' ? `${Math.round(value * 100)}%` : String(value);
  if (render === 'badge') return badgeOf(value).text;
  return String(value);
}

export function renderCell(render: ColumnRender, value: CellValue): ReactNode {
  if (render === 'badge' && value !== null && value !== undefined) {
    const badge = badgeOf(value);
    return <Badge status={badge.status} text={badge.text} />;
  }
  return cellText(render, value);
}

/** Ascending comparison of two cells; empty cells sort last. */
export function compareCells(sorter: ColumnSorter, a: CellValue, b: CellValue): number {
  const emptyA = a === null || a === undefined;
  const emptyB = b === null || b === undefined;
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (sorter === 'string') return cellText('badge', a).localeCompare(cellText('badge', b), undefined, { numeric: true, sensitivity: 'base' });
  return Number(a) - Number(b);
}

export function tableColumns<Row extends object>(defs: readonly ColumnDef[]): ColumnsType<Row> {
  const cell = (row: Row, key: string) => (row as Record<string, CellValue>)[key] ?? null;
  return defs.map((def) => ({
    key: def.key,
    dataIndex: def.key,
    title: def.title,
    sorter: (a: Row, b: Row) => compareCells(def.sorter, cell(a, def.key), cell(b, def.key)),
    sortDirections: ['ascend', 'descend'],
    render: (_: unknown, row: Row) => renderCell(def.render, cell(row, def.key)),
  }));
}
