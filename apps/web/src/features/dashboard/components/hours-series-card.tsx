import { Card, theme } from 'antd';
import dayjs from 'dayjs';
import type { LastNHoursTimeSeries } from '@switchboard/contracts/dashboard/dashboard.events';
import { LineChart } from '@/features/dashboard/components/line-chart';

/** lastNHoursTimeSeries: chats with a message and messages per bucket over the last hours. */
export function HoursSeriesCard({ series }: { series: LastNHoursTimeSeries | null }) {
  const { token } = theme.useToken();
  const points = series?.timeSeries ?? [];
  const empty = points.every((point) => point.messages === 0);
  const title = series ? `Last ${series.hours} hours (${series.bucketMinutes}-minute buckets)` : 'Last hours';
  return (
    <Card title={title}>
      {!series && <p style={{ color: token.colorTextSecondary, margin: 0 }}>Loading…</p>}
      {series && empty && <p style={{ color: token.colorTextSecondary, margin: 0 }}>No chat traffic in the last {series.hours} hours.</p>}
      {series && !empty && (
        <LineChart
          title={title}
          series={[
            { name: 'Active chats', color: token.colorPrimary, values: points.map((p) => p.live) },
            { name: 'Messages', color: token.colorSuccess, values: points.map((p) => p.messages) },
          ]}
          startLabel={dayjs(points[0]?.t).format('HH:mm')}
          endLabel={dayjs(points.at(-1)?.t).format('HH:mm')}
        />
      )}
    </Card>
  );
}
