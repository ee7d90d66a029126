/**
 * Live chat by agent or by group (issue 24): each row's counts open that agent's (group's) conversations behind them;
 * times are averages over the conversations their drill-down lists.
 */
import { Table, type TableColumnsType } from 'antd';
import type { LiveChatCounts, LiveChatData } from '@switchboard/contracts/analytics/analytics.schemas';
import { METRICS, type DrillMetric } from '@switchboard/contracts/analytics/metrics';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { LIVE_CHAT_MEASURES, type LiveChatMeasure } from '@/features/analytics/reports/live-chat/live-chat-measures';
import { DrillNumber } from '@/features/analytics/reports/shared/drill-number';
import { drillFor, type DrillDimensions } from '@/features/analytics/reports/shared/drill-scope';
import { metricUnit, metricValue } from '@/features/analytics/reports/shared/metric-value';

interface Row extends LiveChatCounts {
  id: string;
  name: string;
}

/** The columns: the measures that list conversations (a count of moves has no list to open). */
const COLUMNS = LIVE_CHAT_MEASURES.filter((measure): measure is LiveChatMeasure & { drill: DrillMetric } => measure.drill !== undefined);

export interface LiveChatTableProps {
  dimension: 'agent' | 'group';
  data: LiveChatData;
  filter: ReportFilter;
}

export function LiveChatTable({ dimension, data, filter }: LiveChatTableProps) {
  const rows: Row[] = dimension === 'agent'
    ? data.byAgent.map(({ agentId, ...rest }) => ({ id: agentId, ...rest }))
    : data.byGroup.map(({ groupId, ...rest }) => ({ id: groupId, ...rest }));
  const title = dimension === 'agent' ? 'Agent' : 'Group';
  const narrower = (row: Row): DrillDimensions => (dimension === 'agent' ? { agentId: row.id } : { groupId: row.id });
  const columns: TableColumnsType<Row> = [
    { title, dataIndex: 'name', fixed: 'left', width: 140 },
    ...COLUMNS.map(({ metric, field, drill }) => ({
      title: METRICS[metric].name, key: metric, align: 'right' as const,
      render: (_: unknown, row: Row) => (
        <DrillNumber value={metricValue(metric, row[field]) ?? 0} unit={metricUnit(metric)} label={`${METRICS[metric].name}, ${row.name}`}
          by={`${title}: ${row.name}`} drill={drillFor(drill, data.range, filter, narrower(row))} />
      ),
    })),
  ];
  // A least width, not max-content: the measures' long names wrap in their headers so the table fits a laptop beside
  // the menu, and scrolls sideways (with its hint) only on a narrower window.
  return (
    <Table<Row> className="sb-measure-table" size="small" rowKey="id" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 940 }}
      aria-label={`Live chat by ${dimension}`} locale={{ emptyText: `No hand-overs by ${dimension} in this range` }} />
  );
}
