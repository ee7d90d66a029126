/**
 * The cohorts as a table (issue 24): each week's new customers (a button listing their first conversations) and, per
 * week after, how many came back and their share (a button listing each one's first conversation of that week).
 */
import { Table, type TableColumnsType } from 'antd';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import type { RetentionCohortsData } from '@switchboard/contracts/analytics/analytics.schemas';
import { formatValue } from '@/features/analytics/report-kit/model/value-format';
import { drillFor } from '@/features/analytics/reports/shared/drill-scope';
import { DrillNumber } from '@/features/analytics/reports/shared/drill-number';
import { cohortLabel, retainedDrill } from '@/features/analytics/reports/usages/usages-charts';

type Row = RetentionCohortsData['cohortsData'][number];

export function RetentionTable({ data, filter }: { data: RetentionCohortsData; filter: ReportFilter }) {
  const columns: TableColumnsType<Row> = [
    { title: 'Cohort', dataIndex: 'cohort', fixed: 'left', render: (cohort: string) => cohortLabel(cohort) },
    {
      title: 'New customers', dataIndex: 'newCustomers', align: 'right',
      render: (value: number, row) => <DrillNumber value={value} drill={drillFor('newCustomers', row, filter)} label={`New customers, ${cohortLabel(row.cohort)}`} />,
    },
    ...data.cohortsColumns.map((title, week) => ({
      title, key: title, align: 'right' as const,
      render: (_: unknown, row: Row, index: number) => {
        const retained = row.retained[week];
        if (retained === undefined) return '–';
        const share = ` (${formatValue(row.retentionPercent[week] ?? 0, 'percent')})`;
        const drill = retainedDrill(data, filter, index, week);
        if (!drill) return `${retained}${share}`;
        return <><DrillNumber value={retained} drill={drill} label={`${title}, ${cohortLabel(row.cohort)}`} by={`Cohort: ${cohortLabel(row.cohort)}`} />{share}</>;
      },
    })),
  ];
  return (
    <Table<Row> size="small" rowKey="cohort" columns={columns} dataSource={data.cohortsData} pagination={false}
      scroll={{ x: 'max-content' }} aria-label="Retention cohorts" />
  );
}
