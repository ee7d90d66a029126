import { Flex, theme } from 'antd';
import { usePresenceStore } from '@/features/live-chat/stores/presence-store';

const ITEMS = [
  { key: 'totalLive', label: 'Live' },
  { key: 'totalRequireAttention', label: 'Need attention' },
  { key: 'totalOvertaken', label: 'Taken over' },
] as const;

/**
 * detailedChatStats counters (§7): live chats, chats needing attention, chats taken over. Shown with dashes until
 * the first counts arrive (every connection gets them), so the tabs and the list below do not move (issue 22).
 */
export function ChatStatsBar() {
  const stats = usePresenceStore((state) => state.stats);
  const { token } = theme.useToken();
  return (
    <Flex component="dl" gap={8} style={{ margin: 0 }} aria-label="Live chat counters" aria-busy={!stats}>
      {ITEMS.map((item) => (
        <Flex key={item.key} vertical flex={1} style={{ padding: '4px 8px', borderRadius: token.borderRadius, background: token.colorFillQuaternary }}>
          {/* Plain dt/dd: a dl may only hold them (antd's Typography.Text wraps its element in a span). */}
          <dt style={{ fontSize: 12, color: token.colorTextSecondary }}>{item.label}</dt>
          <dd style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>{stats ? stats[item.key] : '–'}</dd>
        </Flex>
      ))}
    </Flex>
  );
}
