import { Flex, Typography, theme } from 'antd';
import { usePresenceStore } from '@/features/live-chat/stores/presence-store';

const ITEMS = [
  { key: 'totalLive', label: 'Live' },
  { key: 'totalRequireAttention', label: 'Need attention' },
  { key: 'totalOvertaken', label: 'Taken over' },
] as const;

/** detailedChatStats counters (§7): live chats, chats needing attention, chats taken over. */
export function ChatStatsBar() {
  const stats = usePresenceStore((state) => state.stats);
  const { token } = theme.useToken();
  if (!stats) return null;
  return (
    <Flex component="dl" gap={8} style={{ margin: 0 }} aria-label="Live chat counters">
      {ITEMS.map((item) => (
        <Flex key={item.key} vertical flex={1} style={{ padding: '4px 8px', borderRadius: token.borderRadius, background: token.colorFillQuaternary }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} component="dt">{item.label}</Typography.Text>
          <Typography.Text strong style={{ fontSize: 16 }} component="dd">{stats[item.key]}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
