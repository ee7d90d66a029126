/** The funnel's steps as a table: each count and rate opens the conversations behind it (a rate: its numerator). */
import { Table } from 'antd';
import type { ConversionData, FunnelStep } from '@switchboard/contracts/analytics/event-report.schemas';
import { METRICS } from '@switchboard/contracts/analytics/metrics';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { DrillNumber } from '@/features/analytics/reports/shared/drill-number';
import { stepDrill } from './funnel-model';

type Row = FunnelStep & { index: number };

export function FunnelTable({ data, filter }: { data: ConversionData; filter: ReportFilter }) {
  const rows: Row[] = data.steps.map((step, index) => ({ ...step, index }));
  const number = (row: Row, value: number, label: string, unit: 'count' | 'percent', dropOff = false) => {
    const target = stepDrill(data, filter, row.index, dropOff);
    return <DrillNumber value={value} unit={unit} drill={target?.drill ?? null} label={`${label}, step ${row.index + 1} ${row.name}`} {...(target ? { by: target.by } : {})} />;
  };
  return (
    <Table<Row> size="small" rowKey="index" pagination={false} dataSource={rows} scroll={{ x: 'max-content' }} aria-label="Funnel steps"
      columns={[
        { title: 'Step', key: 'step', render: (_, row) => `${row.index + 1}. ${row.name}` },
        { title: METRICS.funnelReached.name, key: 'reached', align: 'right', render: (_, row) => number(row, row.conversations, METRICS.funnelReached.name, 'count') },
        { title: METRICS.stepConversion.name, key: 'step-conversion', align: 'right', render: (_, row) => number(row, row.stepConversion, METRICS.stepConversion.name, 'percent') },
        { title: METRICS.funnelConversion.name, key: 'from-first', align: 'right', render: (_, row) => number(row, row.conversionFromFirst, METRICS.funnelConversion.name, 'percent') },
        {
          title: METRICS.funnelDropOff.name, key: 'drop-off', align: 'right',
          render: (_, row) => (row.index === 0 ? '—' : number(row, row.dropOff, METRICS.funnelDropOff.name, 'count', true)),
        },
      ]}
    />
  );
}
