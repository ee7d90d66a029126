/**
 * Messages the viewer sent that the server has not acknowledged yet (shown as 'sending'), or that
 * failed (shown with Retry). Each carries the clientMessageId sent with it.
 */
import { create } from 'zustand';
import type { MessageFormat } from '@switchboard/contracts/common/rich-text';
import { onSessionReset } from '@/lib/session/reset-session';

export interface OutboxItem {
  clientMessageId: string;
  sessionId: string;
  text: string;
  kind: 'message' | 'whisper';
  status: 'sending' | 'failed';
  createdAt: number;
  /** userTyped, or cannedResponse when the text came from the "/" picker (§3 Message origin). */
  origin?: 'userTyped' | 'cannedResponse';
  /** 'html' when text is rich text from the editor (§5 formats). */
  format?: MessageFormat;
}

interface OutboxState {
  items: OutboxItem[];
  add: (item: OutboxItem) => void;
  setStatus: (clientMessageId: string, status: OutboxItem['status']) => void;
  remove: (clientMessageId: string) => void;
  forgetChat: (sessionId: string) => void;
}

export const useOutboxStore = create<OutboxState>()((set) => ({
  items: [],
  add: (item) => set((state) => ({ items: [...state.items, item] })),
  setStatus: (id, status) =>
    set((state) => ({ items: state.items.map((item) => (item.clientMessageId === id ? { ...item, status } : item)) })),
  remove: (id) => set((state) => ({ items: state.items.filter((item) => item.clientMessageId !== id) })),
  forgetChat: (sessionId) => set((state) => ({ items: state.items.filter((item) => item.sessionId !== sessionId) })),
}));

onSessionReset(() => useOutboxStore.setState({ items: [] }));
