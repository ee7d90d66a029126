import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useLiveChatsQuery } from '@/features/live-chat/api/join-live-chats';
import { OfferNotice } from '@/features/live-chat/components/offer-notice';
import { useOfferActions } from '@/features/live-chat/hooks/use-offer-actions';
import { useOfferAlerts } from '@/features/live-chat/hooks/use-offer-alerts';
import { offersFor } from '@/features/live-chat/model/offers';
import { SHORTCUTS } from '@/features/live-chat/model/shortcuts';
import { mayUse, type Viewer } from '@/features/live-chat/model/viewer';
import { useLiveChatStore } from '@/features/live-chat/stores/live-chat-store';
import { useOfferStore } from '@/features/live-chat/stores/offer-store';
import { useKeyShortcuts } from '@/hooks/use-key-shortcuts';
import { useAlertPreferences } from '@/lib/alerts/alert-preferences';

const CHATS_PATH = '/chats';
/** Fetched the first time it opens: antd's Modal is not part of every page's first load (issue 22). */
const ShortcutsHelp = lazy(() => import('@/features/live-chat/components/shortcuts-help').then((module) => ({ default: module.ShortcutsHelp })));

/**
 * Offers on every console page (issue 21 point 5): the notice with Accept and Reject, the chime and
 * title count, the A / R / ? keys and the shortcuts dialog. On /chats the offer already open in the
 * chat pane (with its own Accept and Reject) is left out of the notice, and is the one the keys answer.
 */
export function OfferLayer({ viewer }: { viewer: Viewer }) {
  const chats = useLiveChatsQuery().data;
  const offers = useMemo(() => offersFor(chats, viewer), [chats, viewer]);
  useOfferAlerts(offers);
  const actions = useOfferActions();
  const { shortcuts } = useAlertPreferences();
  const hidden = useOfferStore((state) => state.hidden);
  const selected = useLiveChatStore((state) => state.selectedSessionId);
  // Once opened the dialog stays mounted, so that it closes with its animation.
  const helpOpen = useOfferStore((state) => state.helpOpen);
  const [helpWanted, setHelpWanted] = useState(helpOpen);
  if (helpOpen && !helpWanted) setHelpWanted(true);
  const onChats = useLocation().pathname === CHATS_PATH;
  const openOffer = onChats ? offers.find((chat) => chat.sessionId === selected) : undefined;
  const shown = useMemo(
    () => offers.filter((chat) => !hidden.includes(chat.sessionId) && chat.sessionId !== openOffer?.sessionId),
    [offers, hidden, openOffer],
  );
  const target = openOffer ?? shown[0];
  // §5: a member whose map forbids answering sees the offer but gets no buttons or keys for it.
  const allowed = useMemo(() => ({ accept: mayUse(viewer.permissions, 'acceptChat'), reject: mayUse(viewer.permissions, 'rejectChat') }), [viewer]);

  const keys = useMemo(() => ({
    [SHORTCUTS.accept.key]: () => void (target && allowed.accept && actions.accept(target)),
    [SHORTCUTS.reject.key]: () => void (target && allowed.reject && actions.reject(target)),
    [SHORTCUTS.help.key]: () => useOfferStore.getState().setHelpOpen(true),
  }), [target, actions, allowed]);
  useKeyShortcuts(keys, shortcuts);

  return (
    <>
      <OfferNotice offers={shown} actions={actions} allowed={allowed} shortcuts={shortcuts} />
      {helpWanted && (
        <Suspense fallback={null}>
          <ShortcutsHelp enabled={shortcuts} />
        </Suspense>
      )}
    </>
  );
}
