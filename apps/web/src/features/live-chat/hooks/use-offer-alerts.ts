/**
 * What an offer does besides the notice: a chime when a new one arrives (if the member keeps the
 * sound on) and the count in the page title while any wait. Forgets notice state of answered offers.
 */
import { useEffect, useRef } from 'react';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { useTitleCount } from '@/features/live-chat/hooks/use-title-count';
import { arrivedOffers } from '@/features/live-chat/model/offers';
import { useOfferStore } from '@/features/live-chat/stores/offer-store';
import { alertPreferences } from '@/lib/alerts/alert-preferences';
import { playChime } from '@/lib/alerts/chime';

export function useOfferAlerts(offers: readonly LiveChat[]): void {
  const seen = useRef<Set<string>>(new Set());
  useEffect(() => {
    const arrived = arrivedOffers(seen.current, offers);
    seen.current = new Set(offers.map((chat) => chat.sessionId));
    useOfferStore.getState().keepOnly([...seen.current]);
    if (arrived.length > 0 && alertPreferences().sound) void playChime();
  }, [offers]);
  useTitleCount(offers.length);
}
