import { Card, Table, Typography } from 'antd';
import { useMemo } from 'react';
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
}

/** A live stats table built from the server's declarative columns (sortable on every column). */
export function LiveStatsTable<Row extends object>({ title, columns, rows, rowKey, updatedAt, everyMs, empty }: LiveStatsTableProps<Row>) {
  const tableColumnsOf = useMemo(() => tableColumns<Row>(columns ?? []), [columns]);
  const caption = updatedAt
    ? `Updated ${formatClockSeconds(updatedAt)} · refreshes every ${everyMs / 1000} s`
    : `Refreshes every ${everyMs / 1000} s`;
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
      />
    </Card>
  );
}
