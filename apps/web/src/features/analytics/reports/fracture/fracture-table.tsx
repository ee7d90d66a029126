/**
 * Every bot message with breaks after it (issue 24): reached, breaks and each kind with its share of the
 * conversations that reached the message. Each count opens those conversations in history.
 */
import { Table, type TableColumnsType } from 'antd';
import type { FractureData, FractureRow } from '@switchboard/contracts/analytics/fracture.schemas';
import { METRICS, type DrillMetric } from '@switchboard/contracts/analytics/metrics';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { formatValue } from '@/features/analytics/report-kit/model/value-format';
import { BREAK_KINDS, byOf, rowDrill } from '@/features/analytics/reports/fracture/fracture-charts';
import { DrillNumber } from '@/features/analytics/reports/shared/drill-number';

const PAGE_SIZE = 10;

export function FractureTable({ data, filter }: { data: FractureData; filter: ReportFilter }) {
  const count = (name: string, metric: DrillMetric, pick: (row: FractureRow) => number, share?: (row: FractureRow) => number) => ({
    title: name, key: metric, align: 'right' as const,
    sorter: (a: FractureRow, b: FractureRow) => pick(a) - pick(b),
    render: (_: unknown, row: FractureRow) => (
      <>
        <DrillNumber value={pick(row)} label={`${name}, ${row.text}`} by={byOf(row)} drill={rowDrill(data, filter, row, metric)} />
        {share && <span style={{ opacity: 0.7 }}> ({formatValue(share(row), 'percent')})</span>}
      </>
    ),
  });
  const columns: TableColumnsType<FractureRow> = [
    { title: 'Bot message', dataIndex: 'text', width: 280, render: (text: string) => <span style={{ whiteSpace: 'normal', wordBreak: 'break-word' }}>{text}</span> },
    count(METRICS.fractureReached.name, 'fractureReached', (row) => row.reached),
    count(METRICS.fractureBreaks.name, 'fractureBreaks', (row) => row.breaks, (row) => row.share),
    ...BREAK_KINDS.map((kind) => count(kind.name, kind.metric, (row) => row[kind.field], (row) => row[kind.share])),
  ];
  return (
    <Table<FractureRow> size="small" rowKey="step" columns={columns} dataSource={data.rows} scroll={{ x: 'max-content' }}
      pagination={data.rows.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
      aria-label={FRACTURE_TABLE_LABEL} locale={{ emptyText: 'No breaks in this range' }} />
  );
}

export const FRACTURE_TABLE_LABEL = 'Bot messages by breaks, with their share of the conversations that reached them';
