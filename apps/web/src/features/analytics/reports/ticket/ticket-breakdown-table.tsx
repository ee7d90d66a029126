/**
 * The ticket report by priority, group, channel or contact type (issue 24): each row's numbers open that row's
 * tickets in ticket history (created, resolved, open at the range's end; times list the resolved tickets). Ticket
 * history's banner names a priority, channel or contact type from the drill-down itself; a group by its name, given here.
 */
import { Table, type TableColumnsType } from 'antd';
import { TICKET_METRICS } from '@switchboard/contracts/analytics/metrics';
import type { TicketCounts, TicketReportData } from '@switchboard/contracts/analytics/ticket-report.schemas';
import { CHANNEL_LABELS } from '@switchboard/contracts/common/constants';
import { CONTACT_LABELS, PRIORITY_LABELS } from '@/lib/tickets/ticket-value-labels';
import { ticketDrill, type TicketDimensions, type TicketReportScope } from '@/features/analytics/reports/ticket/ticket-drill';
import { TicketDrillNumber, type TicketMetric } from '@/features/analytics/reports/ticket/ticket-number';

export type TicketDimension = 'priority' | 'group' | 'channel' | 'contactType';

export const DIMENSION_TITLES: Record<TicketDimension, string> = { priority: 'Priority', group: 'Group', channel: 'Channel', contactType: 'Contact type' };

interface Row extends TicketCounts {
  key: string;
  name: string;
  narrower: TicketDimensions;
}

function rowsOf(dimension: TicketDimension, data: TicketReportData): Row[] {
  switch (dimension) {
    case 'priority': return data.byPriority.map(({ priority, ...counts }) => ({ ...counts, key: priority, name: PRIORITY_LABELS[priority], narrower: { priority } }));
    case 'group': return data.byGroup.map(({ groupId, name, ...counts }) => ({ ...counts, key: groupId, name, narrower: { groupId } }));
    case 'channel': return data.byChannel.map(({ channel, ...counts }) => ({ ...counts, key: channel, name: CHANNEL_LABELS[channel], narrower: { channel } }));
    case 'contactType': return data.byContactType.map(({ contactType, ...counts }) => ({ ...counts, key: contactType, name: CONTACT_LABELS[contactType], narrower: { contactType } }));
  }
}

const COLUMNS: readonly [TicketMetric, keyof TicketCounts][] = [
  ['ticketsCreated', 'created'], ['ticketsResolved', 'resolved'], ['ticketBacklog', 'backlog'],
  ['resolutionMedian', 'resolutionMedianMs'], ['resolutionP90', 'resolutionP90Ms'],
];

export function TicketBreakdownTable({ dimension, data, filter }: { dimension: TicketDimension; data: TicketReportData; filter: TicketReportScope }) {
  const title = DIMENSION_TITLES[dimension];
  const columns: TableColumnsType<Row> = [
    { title, dataIndex: 'name', fixed: 'left' },
    ...COLUMNS.map(([metric, field]) => ({
      title: TICKET_METRICS[metric].name, key: metric, align: 'right' as const,
      // Times over no resolved ticket are not 0 s: none to show.
      render: (_: unknown, row: Row) => (TICKET_METRICS[metric].unit === 'ms' && row.resolved === 0 ? '–' : (
        <TicketDrillNumber metric={metric} value={row[field]} label={`${TICKET_METRICS[metric].name}, ${row.name}`} by={dimension === 'group' ? `${title}: ${row.name}` : undefined}
          drill={ticketDrill(TICKET_METRICS[metric].drillDown, data.range, filter, row.narrower)} />
      )),
    })),
  ];
  return (
    <Table<Row> size="small" rowKey="key" columns={columns} dataSource={rowsOf(dimension, data)} pagination={false} scroll={{ x: 'max-content' }}
      aria-label={`Tickets by ${title.toLowerCase()}`} locale={{ emptyText: `No tickets by ${title.toLowerCase()} in this range` }} />
  );
}
