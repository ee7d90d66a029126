/**
 * The canned-response picker's state for a composer: open while the text ends with "/letters",
 * arrows move, Enter (or Tab) inserts, Escape closes until the trigger changes. `fromCanned` tells
 * the send that the text came from a canned response (message origin 'cannedResponse').
 */
import { useState, type KeyboardEvent } from 'react';
import type { CannedResponse } from '@switchboard/contracts/members/members.schemas';
import { useCannedResponsesQuery } from '@/features/live-chat/api/canned-responses';
import { cannedSearchOf, insertCanned } from '@/features/live-chat/model/canned-trigger';

export function useCannedPicker(text: string, setText: (next: string) => void) {
  const search = cannedSearchOf(text);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [fromCanned, setFromCanned] = useState(false);
  const open = search !== null && dismissed !== text;
  const query = useCannedResponsesQuery(search ?? '', open);
  const items = open ? (query.data ?? []) : [];
  const current = Math.min(active, Math.max(items.length - 1, 0));

  const pick = (item: CannedResponse) => {
    setText(insertCanned(text, item.text));
    setFromCanned(true);
    setActive(0);
  };

  /** True when the key was the picker's (the composer must not act on it). */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>): boolean => {
    if (!open) return false;
    if (event.key === 'Escape') {
      setDismissed(text);
      return true;
    }
    if (items.length === 0) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + items.length) % items.length);
      return true;
    }
    if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
      // The list still shows the previous search's answer: wait rather than insert a stale match.
      if (query.isPlaceholderData) return true;
      const item = items[current];
      if (item) pick(item);
      return true;
    }
    return false;
  };

  const onTextChange = (next: string) => {
    if (next.trim() === '') setFromCanned(false);
    if (cannedSearchOf(next) !== search) setActive(0);
  };

  return {
    open, items, active: current, pick, onKeyDown, onTextChange,
    loading: open && query.isFetching && items.length === 0,
    failed: open && query.isError,
    fromCanned,
    /** After a send: the next message starts as typed again. */
    reset: () => setFromCanned(false),
  };
}

export type CannedPickerState = ReturnType<typeof useCannedPicker>;
