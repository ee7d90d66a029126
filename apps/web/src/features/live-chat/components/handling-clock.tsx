import { Tag, Typography } from 'antd';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { clockOf, formatElapsed, handlingLevel, LEVEL_LABELS } from '@/features/live-chat/model/handling-time';

const LEVEL_COLORS = { normal: undefined, long: 'warning', critical: 'error' } as const;

/** Waiting or handling time; from 120 s it reads "Long", from 300 s "Critical" (colour and words). */
export function HandlingClock({ chat, now }: { chat: LiveChat; now: number }) {
  const clock = clockOf(chat);
  if (!clock) return null;
  const elapsed = now - clock.since;
  const level = handlingLevel(elapsed);
  const text = `${clock.kind === 'waiting' ? 'Waiting' : 'Handling'} ${formatElapsed(elapsed)}`;
  if (level === 'normal') return <Typography.Text type="secondary" style={{ fontSize: 12 }}>{text}</Typography.Text>;
  return (
    <Tag color={LEVEL_COLORS[level]} style={{ marginInlineEnd: 0 }} data-level={level}>
      {`${LEVEL_LABELS[level]} · ${text}`}
    </Tag>
  );
}
