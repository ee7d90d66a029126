import { Button, Flex, theme } from 'antd';
import { CountBadge } from '@/components/count-badge';
import type { KeyboardEvent } from 'react';
import { CHAT_TAB_TITLES, type ChatTab } from '@switchboard/contracts/live-chat/live-chat.schemas';

interface ChatTabsBarProps {
  tabs: readonly ChatTab[];
  counts: Record<ChatTab, number>;
  active: ChatTab;
  onChange: (tab: ChatTab) => void;
}

/** The chat tabs of §4 with live counts; wraps in a narrow pane, arrow keys move between tabs. */
export function ChatTabsBar({ tabs, counts, active, onChange }: ChatTabsBarProps) {
  const { token } = theme.useToken();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(active) + step + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };
  return (
    <Flex role="tablist" aria-label="Chat lists" wrap gap={4} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab === active;
        return (
          <Button
            key={tab}
            role="tab"
            data-tab={tab}
            id={`chat-tab-${tab}`}
            aria-selected={selected}
            aria-controls="chat-list-panel"
            tabIndex={selected ? 0 : -1}
            size="small"
            type={selected ? 'primary' : 'default'}
            onClick={() => onChange(tab)}
          >
            {CHAT_TAB_TITLES[tab]}
            <CountBadge count={counts[tab]} showZero
              style={{ background: selected ? token.colorWhite : token.colorPrimary, color: selected ? token.colorPrimaryText : token.colorWhite, boxShadow: 'none' }} />
            <span className="sb-visually-hidden">{`, ${counts[tab]} ${counts[tab] === 1 ? 'chat' : 'chats'}`}</span>
          </Button>
        );
      })}
    </Flex>
  );
}
