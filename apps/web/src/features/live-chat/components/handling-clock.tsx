import { Tag } from 'antd';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { useBrandConfiguration } from '@/features/live-chat/api/brand-configuration';
import { clockOf, formatElapsed, handlingLevel, LEVEL_LABELS } from '@/features/live-chat/model/handling-time';

// Preset colours: antd's status tags (warning, error) fail AA text contrast (app/theme.ts).
const LEVEL_COLORS = { normal: undefined, long: 'gold', critical: 'red' } as const;

/** Waiting or handling time; from 120 s it reads "Long", from 300 s "Critical" (brand-configurable; colour and words). */
export function HandlingClock({ chat, now }: { chat: LiveChat; now: number }) {
  const config = useBrandConfiguration();
  const clock = clockOf(chat);
  if (!clock) return null;
  const elapsed = now - clock.since;
  const level = handlingLevel(elapsed, { longMs: config.chatHandlingLongSeconds * 1000, criticalMs: config.chatHandlingCriticalSeconds * 1000 });
  const text = `${clock.kind === 'waiting' ? 'Waiting' : 'Handling'} ${formatElapsed(elapsed)}`;
  // Plain in the normal case (most chats): every chat of the list draws one, each second (issue 22).
  if (level === 'normal') return <span className="sb-handling-clock">{text}</span>;
  return (
    <Tag color={LEVEL_COLORS[level]} style={{ marginInlineEnd: 0 }} data-level={level}>
      {`${LEVEL_LABELS[level]} · ${text}`}
    </Tag>
  );
}
