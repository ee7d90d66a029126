/**
 * Per-agent KPIs (issue 24): every agent's state now (online, accepting, chats against capacity) and their KPIs over
 * the range; each number that counts conversations opens that agent's conversations behind it in history.
 */
import { Badge, Flex, Table, Typography, type TableColumnsType } from 'antd';
import type { KpiData } from '@switchboard/contracts/analytics/kpi.schemas';
import { METRICS } from '@switchboard/contracts/analytics/metrics';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { KPI_AGENT_MEASURES } from '@/features/analytics/reports/kpi/kpi-measures';
import { DrillNumber } from '@/features/analytics/reports/shared/drill-number';
import { drillFor } from '@/features/analytics/reports/shared/drill-scope';
import { metricUnit, metricValue } from '@/features/analytics/reports/shared/metric-value';

type Row = KpiData['byAgent'][number];

/** The agent's state now, in words. */
export function agentStatus(row: Row): string {
  if (!row.online) return 'Offline';
  return row.state === 'accept chats' ? 'Accepting chats' : 'Not accepting chats';
}

export function KpiAgentTable({ data, filter }: { data: KpiData; filter: ReportFilter }) {
  const columns: TableColumnsType<Row> = [
    {
      // The agent's state now under the name: one column fewer, so the range's KPIs fit beside the menu at 1280 px.
      title: 'Agent', key: 'agent', fixed: 'left', width: 160, render: (_: unknown, row: Row) => (
        <Flex vertical>
          <Typography.Text>{row.name}</Typography.Text>
          <Badge status={!row.online ? 'default' : row.state === 'accept chats' ? 'success' : 'warning'} text={agentStatus(row)} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${row.chatsNow} of ${row.capacity} chats`}</Typography.Text>
        </Flex>
      ),
    },
    ...KPI_AGENT_MEASURES.map(({ metric, field, drill }) => ({
      title: METRICS[metric].name, key: metric, align: 'right' as const,
      render: (_: unknown, row: Row) => (
        <DrillNumber value={metricValue(metric, row[field]) ?? 0} unit={metricUnit(metric)} label={`${METRICS[metric].name}, ${row.name}`}
          by={`Agent: ${row.name}`} drill={drillFor(drill, data.range, filter, { agentId: row.agentId })} />
      ),
    })),
  ];
  // A fixed least width (not max-content): the long metric names wrap in their headers, so the table fits a laptop's
  // window beside the menu and scrolls sideways only on a narrower one.
  return (
    <Table<Row> className="sb-measure-table" size="small" rowKey="agentId" columns={columns} dataSource={data.byAgent} pagination={false} scroll={{ x: 860 }}
      aria-label="KPIs by agent" locale={{ emptyText: 'No agents' }} />
  );
}
