/**
 * The agent's own figures today in the chats page header (issue 23): chats taken, mean handling time and mean
 * first-response time. One line beside the title on wide screens; on narrow ones a "Today: N chats" button whose
 * popover holds the three figures, so the header never wraps (the chat panes below are sized to a one-line title).
 */
import { Button, Flex, Popover, Skeleton, theme, Tooltip, Typography } from 'antd';
import type { AgentKpis } from '@switchboard/contracts/live-chat/live-kpi.api';
import { useAgentKpisQuery } from '@/features/live-chat/api/live-kpi';
import { formatKpiDuration } from '@/features/live-chat/model/live-kpis';
import { formatTime } from '@/lib/dates/format-date';

const FIGURES = [
  { key: 'chats', label: 'Chats today', help: 'Chats you accepted, took or started today', value: (k: AgentKpis) => String(k.chatsHandled) },
  { key: 'handling', label: 'Avg handling', help: 'From taking a chat to resolving it, over the chats you resolved today', value: (k: AgentKpis) => formatKpiDuration(k.averageHandlingMs) },
  { key: 'response', label: 'Avg first response', help: 'From the customer asking for a person to your first message', value: (k: AgentKpis) => formatKpiDuration(k.averageFirstResponseMs) },
] as const;

function Figures({ kpis, vertical }: { kpis: AgentKpis; vertical: boolean }) {
  const { token } = theme.useToken();
  return (
    <div role="group" aria-label="Your figures today">
      <dl style={{ display: 'flex', flexDirection: vertical ? 'column' : 'row', gap: vertical ? 8 : 20, margin: 0, whiteSpace: 'nowrap' }}>
        {FIGURES.map((figure) => (
          <Tooltip key={figure.key} title={figure.help}>
            <div style={{ display: 'flex', gap: 6, alignItems: 'baseline' }}>
              <dt style={{ fontSize: 12, color: token.colorTextSecondary }}>{figure.label}</dt>
              <dd style={{ margin: 0, fontWeight: 600, color: token.colorText }}>{figure.value(kpis)}</dd>
            </div>
          </Tooltip>
        ))}
      </dl>
    </div>
  );
}

export function AgentKpisHeader({ compact }: { compact: boolean }) {
  const query = useAgentKpisQuery();
  if (query.isPending) return <Skeleton.Input active size="small" style={{ width: compact ? 110 : 360 }} />;
  if (query.isError) return <Typography.Text type="secondary" style={{ fontSize: 12 }}>Your figures are unavailable just now.</Typography.Text>;
  const kpis = query.data;
  const updated = <Typography.Text type="secondary" style={{ fontSize: 12 }}>Updated {formatTime(query.dataUpdatedAt)}</Typography.Text>;
  if (compact) {
    return (
      <Popover trigger="click" placement="bottomRight" title="Your figures today"
        content={<Flex vertical gap={8}><Figures kpis={kpis} vertical />{updated}</Flex>}>
        <Button size="small">{`Today: ${kpis.chatsHandled} ${kpis.chatsHandled === 1 ? 'chat' : 'chats'}`}</Button>
      </Popover>
    );
  }
  return <Figures kpis={kpis} vertical={false} />;
}
