import { theme } from 'antd';
import { useState } from 'react';
import { Panel } from '@/components/panel';
import { SegmentedChoice } from '@/components/segmented-choice';
import { LineChart } from '@/features/dashboard/components/line-chart';
import { useDashboardStore } from '@/features/dashboard/stores/dashboard-store';
import { formatClockSeconds, formatTime } from '@/lib/dates/format-date';

type Resolution = 'seconds' | 'minutes';
const OPTIONS = [{ label: 'Per second', value: 'seconds' }, { label: 'Per minute', value: 'minutes' }] as const;

/** Live traffic: the last 60 perSecondStats or perMinuteStats batches (§9 cap). */
export function LiveTrafficCard() {
  const [resolution, setResolution] = useState<Resolution>('seconds');
  const batches = useDashboardStore((state) => state[resolution]);
  const { token } = theme.useToken();
  const format = resolution === 'seconds' ? formatClockSeconds : formatTime;
  const first = batches[0];
  const last = batches.at(-1);
  return (
    <Panel title="Live traffic" extra={<SegmentedChoice<Resolution> label="Traffic resolution" options={OPTIONS} value={resolution} onChange={setResolution} />}>
      {/* The empty chart has the drawn one's size: the cards below stay put when the first batch arrives. */}
      <LineChart
        title="Live traffic"
        series={[
          { name: 'Live chats', color: token.colorPrimary, values: batches.map((b) => b.live) },
          { name: 'Messages', color: token.colorSuccess, values: batches.map((b) => b.messages) },
        ]}
        startLabel={first ? format(first.t) : undefined}
        endLabel={last ? format(last.t) : undefined}
        emptyText={batches.length > 0 ? undefined : resolution === 'seconds' ? 'Waiting for the first numbers…' : 'The first per-minute batch arrives within a minute.'}
      />
    </Panel>
  );
}
