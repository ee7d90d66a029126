/** A broadcast's progress (handed over of total) and its counts sent / delivered / read / failed / skipped. */
import { Flex, Progress, Tag, Typography } from 'antd';
import { BROADCAST_STATE_LABELS } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-history';
import type { Broadcast, BroadcastState } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';

export const STATE_COLOURS: Record<BroadcastState, string> = { scheduled: 'geekblue', running: 'blue', paused: 'orange', cancelled: 'default', completed: 'green' };

export const StateTag = ({ state }: { state: BroadcastState }) => <Tag color={STATE_COLOURS[state]}>{BROADCAST_STATE_LABELS[state]}</Tag>;

const n = (value: number) => value.toLocaleString('en-IN');

/** Share of recipients settled (no longer waiting or being sent). */
export const percentDone = ({ counts }: Pick<Broadcast, 'counts'>) => (counts.total ? Math.floor(((counts.total - counts.queued) / counts.total) * 100) : 100);

export function BroadcastProgress({ broadcast }: { broadcast: Pick<Broadcast, 'counts' | 'state' | 'name'> }) {
  const { counts } = broadcast;
  return (
    <Flex vertical gap={2} style={{ minWidth: 160 }}>
      <Progress percent={percentDone(broadcast)} size="small" status={broadcast.state === 'running' ? 'active' : broadcast.state === 'cancelled' ? 'exception' : undefined}
        aria-label={`Progress of ${broadcast.name}`} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${n(counts.total - counts.queued)} of ${n(counts.total)} handled`}</Typography.Text>
    </Flex>
  );
}

export function BroadcastCounts({ counts }: Pick<Broadcast, 'counts'>) {
  const items: Array<[string, number, 'success' | 'danger' | 'secondary' | undefined]> = [
    ['Sent', counts.sent, undefined], ['Delivered', counts.delivered, undefined], ['Read', counts.read, undefined],
    ['Failed', counts.failed, counts.failed ? 'danger' : undefined], ['Skipped', counts.skipped, 'secondary'],
  ];
  return (
    <Flex gap={12} wrap>
      {items.map(([label, value, tone]) => (
        <Typography.Text key={label} type={tone} style={{ whiteSpace: 'nowrap' }}>{label} <strong>{n(value)}</strong></Typography.Text>
      ))}
    </Flex>
  );
}
