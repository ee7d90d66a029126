/**
 * UI state of the offer notice: offers the member hid (they stay in the Pending tab and the title
 * count until answered or timed out), why an offer came ("Sam transferred a chat to you", from the
 * channel's `offered` notification) and whether the shortcuts dialog is open.
 */
import { create } from 'zustand';
import { onSessionReset } from '@/lib/session/reset-session';

interface OfferState {
  hidden: readonly string[];
  notes: Readonly<Record<string, string>>;
  helpOpen: boolean;
  hide: (sessionIds: readonly string[]) => void;
  note: (sessionId: string, text: string) => void;
  setHelpOpen: (open: boolean) => void;
  /** Drops state of sessions no longer offered. */
  keepOnly: (sessionIds: readonly string[]) => void;
  reset: () => void;
}

const initial = { hidden: [], notes: {}, helpOpen: false };

export const useOfferStore = create<OfferState>()((set, get) => ({
  ...initial,
  hide: (sessionIds) => set({ hidden: [...new Set([...get().hidden, ...sessionIds])] }),
  note: (sessionId, text) => set({ notes: { ...get().notes, [sessionId]: text } }),
  setHelpOpen: (helpOpen) => set({ helpOpen }),
  keepOnly: (sessionIds) => {
    const keep = new Set(sessionIds);
    const { hidden, notes } = get();
    const nextHidden = hidden.filter((id) => keep.has(id));
    const noteIds = Object.keys(notes);
    const nextNotes = Object.fromEntries(Object.entries(notes).filter(([id]) => keep.has(id)));
    if (nextHidden.length !== hidden.length || Object.keys(nextNotes).length !== noteIds.length) set({ hidden: nextHidden, notes: nextNotes });
  },
  reset: () => set(initial),
}));

onSessionReset(() => useOfferStore.getState().reset());
