import { Card, Table, Typography } from 'antd';
import { useMemo, type KeyboardEvent } from 'react';
import type { ColumnDef } from '@switchboard/contracts/analytics/agent-monitoring.events';
import { tableColumns } from '@/features/analytics/model/live-columns';
import { formatClockSeconds } from '@/lib/dates/format-date';

interface LiveStatsTableProps<Row extends object> {
  title: string;
  columns: readonly ColumnDef[] | undefined;
  rows: Row[] | undefined;
  rowKey: keyof Row & string;
  /** When the rows arrived (epoch ms); undefined while loading. */
  updatedAt: number | undefined;
  /** The refresh cadence shown under the title. */
  everyMs: number;
  empty: string;
  /** Rows can be picked (click or Enter); the picked one is marked. */
  onPick?: (row: Row) => void;
  pickedKey?: string | null;
  pickHint?: string;
}

/** A live stats table built from the server's declarative columns (sortable on every column). */
export function LiveStatsTable<Row extends object>({
  title, columns, rows, rowKey, updatedAt, everyMs, empty, onPick, pickedKey, pickHint,
}: LiveStatsTableProps<Row>) {
  const tableColumnsOf = useMemo(() => tableColumns<Row>(columns ?? []), [columns]);
  const caption = updatedAt
    ? `Updated ${formatClockSeconds(updatedAt)} · refreshes every ${everyMs / 1000} s`
    : `Refreshes every ${everyMs / 1000} s`;
  const picking = onPick ? {
    onRow: (row: Row) => ({
      onClick: () => onPick(row),
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onPick(row);
        }
      },
      tabIndex: 0,
      'aria-selected': String(row[rowKey]) === pickedKey,
      title: pickHint,
      style: { cursor: 'pointer' },
    }),
    rowClassName: (row: Row) => (String(row[rowKey]) === pickedKey ? 'ant-table-row-selected' : ''),
  } : {};
  return (
    <Card title={title} extra={<Typography.Text type="secondary" style={{ fontSize: 12 }}>{caption}</Typography.Text>}>
      <Table<Row>
        size="small"
        rowKey={rowKey}
        columns={tableColumnsOf}
        dataSource={rows ?? []}
        loading={rows === undefined}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: empty }}
        {...picking}
      />
    </Card>
  );
}
