import { theme } from 'antd';
import type { LastNHoursTimeSeries } from '@switchboard/contracts/dashboard/dashboard.events';
import { Panel } from '@/components/panel';
import { LineChart } from '@/features/dashboard/components/line-chart';
import { formatTime } from '@/lib/dates/format-date';

/** lastNHoursTimeSeries: chats with a message and messages per bucket over the last hours. */
export function HoursSeriesCard({ series }: { series: LastNHoursTimeSeries | null }) {
  const { token } = theme.useToken();
  const points = series?.timeSeries ?? [];
  const empty = points.every((point) => point.messages === 0);
  const title = series ? `Last ${series.hours} hours (${series.bucketMinutes}-minute buckets)` : 'Last hours';
  return (
    <Panel title={title}>
      {/* Loading, empty or drawn, the chart keeps one size: nothing below it moves when the series arrives. */}
      <LineChart
        title={title}
        series={[
          { name: 'Active chats', color: token.colorPrimary, values: empty ? [] : points.map((p) => p.live) },
          { name: 'Messages', color: token.colorSuccess, values: empty ? [] : points.map((p) => p.messages) },
        ]}
        startLabel={empty ? undefined : formatTime(points[0]?.t)}
        endLabel={empty ? undefined : formatTime(points.at(-1)?.t)}
        emptyText={!series ? 'Loading…' : empty ? `No chat traffic in the last ${series.hours} hours.` : undefined}
      />
    </Panel>
  );
}
