/**
 * The agent's own figures today in the chats page header (issue 23): chats taken, mean handling time and mean
 * first-response time. One line beside the title on wide screens; on narrow ones a "Today: N chats" button whose
 * popover holds the three figures, so the header never wraps (the chat panes below are sized to a one-line title).
 */
import { Button, Flex, Skeleton, theme, Typography } from 'antd';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import type { AgentKpis } from '@switchboard/contracts/live-chat/live-kpi.api';
import { useAgentKpisQuery } from '@/features/live-chat/api/live-kpi';
import { formatKpiDuration } from '@/features/live-chat/model/live-kpis';
import { useDismiss } from '@/hooks/use-dismiss';
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
          // The browser's tooltip (title): antd's Tooltip and Popover brought a 13 KiB file to /chats' cold load (issue 22).
          <div key={figure.key} title={figure.help} style={{ display: 'flex', gap: 6, alignItems: 'baseline' }}>
            <dt style={{ fontSize: 12, color: token.colorTextSecondary }}>{figure.label}</dt>
            <dd style={{ margin: 0, fontWeight: 600, color: token.colorText }}>{figure.value(kpis)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The narrow screens' button and the panel it opens below it, at its right edge, as antd's Popover drew it: Escape or a
 * press outside closes it (Escape gives the focus back to the button).
 */
function FiguresDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, panel, opener);
  return (
    <span style={{ position: 'relative', display: 'inline-block' }}>
      <Button ref={opener} size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>{label}</Button>
      {open && (
        <div ref={panel} id={id} role="group" aria-labelledby={`${id}-title`} className="sb-popover">
          <div id={`${id}-title`} className="sb-popover__title">Your figures today</div>
          {children}
        </div>
      )}
    </span>
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
      <FiguresDisclosure label={`Today: ${kpis.chatsHandled} ${kpis.chatsHandled === 1 ? 'chat' : 'chats'}`}>
        <Flex vertical gap={8}><Figures kpis={kpis} vertical />{updated}</Flex>
      </FiguresDisclosure>
    );
  }
  return <Figures kpis={kpis} vertical={false} />;
}
