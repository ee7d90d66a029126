import { Alert, Card, Empty, Select, Spin, theme } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { TICKET_CHART_DEFAULT_DAYS } from '@switchboard/contracts/tickets/tickets.schemas';
import { useTicketChartQuery } from '@/features/tickets/api/ticket-stats';

const RANGES = [7, TICKET_CHART_DEFAULT_DAYS, 30];
const HEIGHT = 120;

/**
 * Resolved tickets per day (ticketChartData), default the last 15 days (§9). A small SVG bar chart
 * (no chart library on this page). §8: a failure sets the error flag, shown in the card.
 */
export function ResolvedChart() {
  const { token } = theme.useToken();
  const [days, setDays] = useState<number>(TICKET_CHART_DEFAULT_DAYS);
  const to = dayjs().format('YYYY-MM-DD');
  const from = dayjs().subtract(days - 1, 'day').format('YYYY-MM-DD');
  const { data, isPending, isError } = useTicketChartQuery(from, to);
  const max = Math.max(1, ...(data ?? []).map((point) => point.resolved));
  const total = (data ?? []).reduce((sum, point) => sum + point.resolved, 0);
  return (
    <Card size="small" title="Resolved tickets" extra={
      <Select aria-label="Chart range" size="small" value={days} onChange={setDays} options={RANGES.map((value) => ({ value, label: `Last ${value} days` }))} />
    }>
      {isPending && <Spin />}
      {isError && <Alert type="error" showIcon message="The resolved tickets could not be loaded." />}
      {data && total === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tickets resolved in this period" />}
      {data && total > 0 && (
        <svg role="img" aria-label={`${total} tickets resolved in the last ${days} days`} viewBox={`0 0 ${data.length * 20} ${HEIGHT + 16}`}
          style={{ width: '100%', height: HEIGHT + 16 }} preserveAspectRatio="none">
          {data.map((point, index) => {
            const height = (point.resolved / max) * HEIGHT;
            return (
              <rect key={point.date} x={index * 20 + 3} y={HEIGHT - height} width={14} height={height} fill={token.colorPrimary} rx={2}>
                <title>{`${point.date}: ${point.resolved}`}</title>
              </rect>
            );
          })}
        </svg>
      )}
    </Card>
  );
}
