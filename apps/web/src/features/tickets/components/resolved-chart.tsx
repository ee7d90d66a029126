import { Alert, Empty, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { FilterSelect } from '@/components/filter-select';
import { Panel } from '@/components/panel';
import { TICKET_CHART_DEFAULT_DAYS } from '@switchboard/contracts/tickets/tickets.schemas';
import { useTicketChartQuery } from '@/features/tickets/api/ticket-stats';
import { formatDayMonth } from '@/lib/dates/format-date';

const RANGES = [7, TICKET_CHART_DEFAULT_DAYS, 30].map((days) => ({ value: String(days), label: `Last ${days} days` }));
const HEIGHT = 120;

/**
 * Resolved tickets per day (ticketChartData), default the last 15 days (§9). A small bar chart of
 * plain elements with counts and dates (no chart library on this page). §8: a failure sets the error flag, shown in the card.
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
    <Panel size="small" title="Resolved tickets" extra={
      <FilterSelect label="Chart range" value={String(days)} onChange={(value) => value && setDays(Number(value))} options={RANGES} style={{ width: 140, minWidth: 0 }} />
    }>
      {isPending && <Typography.Text type="secondary">Loading…</Typography.Text>}
      {isError && <Alert type="error" showIcon title="The resolved tickets could not be loaded." />}
      {data && total === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tickets resolved in this period" />}
      {data && total > 0 && (
        <div role="img" aria-label={`${total} tickets resolved in the last ${days} days`}
          style={{ display: 'grid', gridTemplateColumns: `repeat(${data.length}, minmax(0, 1fr))`, gap: 4, alignItems: 'end' }}>
          {data.map((point, index) => {
            // Every day has a bar; dates show under every few bars so they never overlap.
            const labelled = index % Math.ceil(data.length / 8) === 0 || index === data.length - 1;
            return (
              <div key={point.date} title={`${point.date}: ${point.resolved}`} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, minWidth: 0 }}>
                <span style={{ fontSize: 11, color: token.colorTextSecondary }}>{point.resolved > 0 ? point.resolved : ''}</span>
                <div style={{ width: '70%', maxWidth: 28, height: Math.max(2, (point.resolved / max) * HEIGHT), background: point.resolved > 0 ? token.colorPrimary : token.colorBorderSecondary, borderRadius: 2 }} />
                <span style={{ fontSize: 11, color: token.colorTextSecondary, whiteSpace: 'nowrap', visibility: labelled ? 'visible' : 'hidden' }}>
                  {formatDayMonth(point.date, 'UTC')}
                </span>
              </div>
            );
          })}
        </div>
      )}
    </Panel>
  );
}
