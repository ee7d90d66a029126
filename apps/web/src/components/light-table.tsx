/**
 * A server-paged list's table drawn like antd's Table (issue 22: antd's Table with its pagination, spinner and the
 * inputs its rows' confirm brought were 88 KiB brotli of a list page's cold load, past the 300 KiB goal). A semantic
 * <table> (rows, cells and column headers keep their roles for assistive technology and the journeys), what the
 * console's lists use of antd's columns (a cell's value or its own render, a width, an ellipsis, hidden below a
 * breakpoint), a loading veil over the last rows, an empty state and the page buttons (components/pager.tsx).
 * It keeps its least width and scrolls sideways inside its box below it, with the edge shadows and the keyboard
 * region of hooks/use-table-scroll-hints.ts.
 */
import { Empty } from 'antd';
import type { CSSProperties, Key, ReactNode } from 'react';
import { Pager } from '@/components/pager';
import './light-table.css';

/** antd's breakpoints the lists hide columns below: 'sm' 576 px, 'md' 768 px (as antd's `responsive`). */
type Breakpoint = 'sm' | 'md';

interface ColumnBase {
  title: ReactNode;
  /** Fixed width in px; the other columns share the rest. */
  width?: number;
  /** One line, cut with an ellipsis; a text cell's whole value shows as its tooltip (title). */
  ellipsis?: boolean;
  /** Shown from these breakpoints up only. */
  responsive?: Breakpoint[];
}

/** A column showing one field of the row, as is or through `render` (typed by the field). */
type FieldColumn<T> = { [K in keyof T & string]: ColumnBase & { dataIndex: K; key?: string; render?: (value: T[K], row: T) => ReactNode } }[keyof T & string];
/** A column of its own (actions…): `render` draws it from the row. */
type RenderColumn<T> = ColumnBase & { dataIndex?: undefined; key: string; render: (value: undefined, row: T) => ReactNode };

export type LightColumn<T> = FieldColumn<T> | RenderColumn<T>;

export interface LightTableProps<T> {
  columns: LightColumn<T>[];
  rows: T[];
  rowKey: keyof T & string;
  loading?: boolean;
  empty: ReactNode;
  /** The width the table keeps before it scrolls sideways. */
  minWidth: number;
  pagination: { current: number; pageSize: number; total: number; onChange: (page: number) => void };
}

const columnKey = <T,>(column: LightColumn<T>): string => column.key ?? column.dataIndex ?? '';

function cellOf<T>(column: LightColumn<T>, row: T): ReactNode {
  const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
  // Each column's render takes its own field's value; which field is lost across the generic union of columns.
  const render = column.render as ((value: unknown, row: T) => ReactNode) | undefined;
  return render ? render(value, row) : (value as ReactNode);
}

const hiddenBelow = (column: ColumnBase) => (column.responsive?.includes('sm') ? 'sb-table__cell--sm' : column.responsive?.includes('md') ? 'sb-table__cell--md' : '');

function cellClass(column: ColumnBase): string {
  return ['sb-table__cell', column.ellipsis ? 'sb-table__cell--ellipsis' : '', hiddenBelow(column)].filter(Boolean).join(' ');
}

export function LightTable<T extends object>({ columns, rows, rowKey, loading = false, empty, minWidth, pagination }: LightTableProps<T>) {
  const tableStyle: CSSProperties = { width: minWidth };
  return (
    <div className="sb-table-wrapper">
      <div className={`sb-table${loading ? ' sb-table--loading' : ''}`}>
        <div className="sb-table__scroll">
          <table style={tableStyle} aria-busy={loading || undefined}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={columnKey(column)} scope="col" className={cellClass(column)} style={column.width ? { width: column.width } : undefined}>
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr className="sb-table__empty">
                  <td colSpan={columns.length}>{!loading && <Empty description={empty} />}</td>
                </tr>
              ) : rows.map((row) => (
                <tr key={row[rowKey] as Key} data-row-key={String(row[rowKey])}>
                  {columns.map((column) => {
                    const content = cellOf(column, row);
                    const title = column.ellipsis && (typeof content === 'string' || typeof content === 'number') ? String(content) : undefined;
                    return <td key={columnKey(column)} className={cellClass(column)} title={title}>{content}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {/* The table says it is busy (aria-busy); no status role here: a journey reads a page's status role for its own. */}
        {loading && <div className="sb-table__veil"><span className="sb-spinner sb-spinner--small" /></div>}
      </div>
      <Pager {...pagination} />
    </div>
  );
}
