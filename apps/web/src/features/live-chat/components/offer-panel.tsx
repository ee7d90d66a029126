import { BellOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography, theme } from 'antd';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { HandlingClock } from '@/features/live-chat/components/handling-clock';
import { SHORTCUTS } from '@/features/live-chat/model/shortcuts';
import type { OfferActions } from '@/features/live-chat/hooks/use-offer-actions';
import { useOfferStore } from '@/features/live-chat/stores/offer-store';
import { useNow } from '@/hooks/use-now';
import { offerHeading } from '@/features/live-chat/model/offer-heading';

interface Allowed { accept: boolean; reject: boolean }

/** More than this and the notice says how many more wait in the Pending tab. */
const SHOWN = 3;

export interface OfferNoticeProps {
  offers: readonly LiveChat[];
  actions: OfferActions;
  /** Which answers the member's permissions allow. */
  allowed: Allowed;
  /** Single-key shortcuts on: the first offer's buttons show and announce their keys. */
  shortcuts: boolean;
}

/** A key cap in the button's own text colour, so it shows on a filled (Accept) and an outlined (Reject) button alike. */
function Key({ children }: { children: string }) {
  return (
    <kbd aria-hidden style={{ fontFamily: 'inherit', fontSize: 11, padding: '0 4px', marginInlineStart: 6, border: '1px solid currentColor', borderRadius: 3 }}>
      {children}
    </kbd>
  );
}

interface OfferCardProps { chat: LiveChat; first: boolean; actions: OfferActions; allowed: Allowed; shortcuts: boolean; now: number }

function OfferCard({ chat, first, actions, allowed, shortcuts, now }: OfferCardProps) {
  const note = useOfferStore((state) => state.notes[chat.sessionId]);
  const keys = first && shortcuts;
  const busy = actions.pending !== null;
  const running = (action: 'accept' | 'reject') => actions.pending?.sessionId === chat.sessionId && actions.pending.action === action;
  return (
    <Card size="small" role="group" aria-label={`Chat offered: ${chat.customerName}`} styles={{ body: { padding: 12 } }}>
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="baseline" gap={8} wrap>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>{chat.customerName}</Typography.Text>
          <HandlingClock chat={chat} now={now} />
        </Flex>
        {note && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{note}</Typography.Text>}
        {chat.lastMessage && <Typography.Text ellipsis={{ tooltip: chat.lastMessage }}>{chat.lastMessage}</Typography.Text>}
        <Flex gap={8} justify="flex-end">
          {allowed.reject && <Button size="small" danger disabled={busy && !running('reject')} loading={running('reject')}
            aria-keyshortcuts={keys ? SHORTCUTS.reject.key : undefined} onClick={() => void actions.reject(chat)}>
            Reject{keys && <Key>{SHORTCUTS.reject.label}</Key>}
          </Button>}
          {allowed.accept && <Button size="small" type="primary" disabled={busy && !running('accept')} loading={running('accept')}
            aria-keyshortcuts={keys ? SHORTCUTS.accept.key : undefined} onClick={() => void actions.accept(chat)}>
            Accept{keys && <Key>{SHORTCUTS.accept.label}</Key>}
          </Button>}
        </Flex>
      </Flex>
    </Card>
  );
}

/**
 * The visible part of the offers notice (offer-notice.tsx): the heading, a card per offer with Accept and Reject (the
 * longest-waiting first, the one the keys answer), how many more wait, the shortcuts link. Its code and antd's card
 * are fetched when the first offer shows, not with every page (issue 22).
 */
export function OfferPanel({ offers, actions, allowed, shortcuts }: OfferNoticeProps) {
  const { token } = theme.useToken();
  const now = useNow();
  const setHelpOpen = useOfferStore((state) => state.setHelpOpen);
  const more = offers.length - SHOWN;
  const heading = offerHeading(offers.length);
  return (
    <section aria-labelledby="offer-notice-title" className="sb-offer-notice"
      style={{ background: token.colorBgElevated, boxShadow: token.boxShadowSecondary, borderRadius: token.borderRadiusLG, border: `1px solid ${token.colorPrimaryBorder}` }}>
      <Flex justify="space-between" align="center" gap={8} style={{ padding: '8px 8px 0 12px' }}>
        {/* The link colour: the theme keeps it readable on the dark background too (the primary purple is not). */}
        <Typography.Text strong id="offer-notice-title" style={{ color: token.colorLink }}>
          <BellOutlined aria-hidden /> {heading}
        </Typography.Text>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label="Hide chat offers"
          onClick={() => useOfferStore.getState().hide(offers.map((chat) => chat.sessionId))} />
      </Flex>
      <Flex vertical gap={8} style={{ padding: 8 }}>
        {offers.slice(0, SHOWN).map((chat, index) => (
          <OfferCard key={chat.sessionId} chat={chat} first={index === 0} actions={actions} allowed={allowed} shortcuts={shortcuts} now={now} />
        ))}
        {more > 0 && <Typography.Text type="secondary" style={{ fontSize: 12, paddingInline: 4 }}>{`${more} more waiting in Pending`}</Typography.Text>}
        <Button type="link" size="small" className="sb-offer-notice__help" style={{ alignSelf: 'flex-start', paddingInline: 4 }} onClick={() => setHelpOpen(true)}>
          Keyboard shortcuts{shortcuts && <Key>{SHORTCUTS.help.label}</Key>}
        </Button>
      </Flex>
    </section>
  );
}
