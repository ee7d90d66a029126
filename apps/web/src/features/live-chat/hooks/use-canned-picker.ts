/**
 * The canned-response picker's state for a composer: open while the text ends with "/letters",
 * arrows move, Enter (or Tab) inserts, Escape closes until the trigger changes. `fromCanned` tells
 * the send that the text came from a canned response (message origin 'cannedResponse').
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { CannedResponse } from '@switchboard/contracts/members/members.schemas';
import { cannedResponsesQuery, useCannedResponsesQuery } from '@/features/live-chat/api/canned-responses';
import { cannedSearchOf, insertCanned } from '@/features/live-chat/model/canned-trigger';

export function useCannedPicker(text: string, setText: (next: string) => void) {
  const search = cannedSearchOf(text);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [fromCanned, setFromCanned] = useState(false);
  const queryClient = useQueryClient();
  /** The text as last rendered: an Enter waiting for its search's answer is dropped once the agent typed on. */
  const latestText = useRef(text);
  useEffect(() => {
    latestText.current = text;
  });
  const open = search !== null && dismissed !== text;
  const query = useCannedResponsesQuery(search ?? '', open);
  const items = open ? (query.data ?? []) : [];
  const current = Math.min(active, Math.max(items.length - 1, 0));

  const pick = (item: CannedResponse) => {
    setText(insertCanned(text, item.text));
    setFromCanned(true);
    setActive(0);
  };

  /** Enter while the list still shows the previous search's answer: this search's first match, once it arrives. */
  const pickWhenAnswered = (typed: string, forSearch: string) => {
    void queryClient.fetchQuery(cannedResponsesQuery(forSearch)).then((answer) => {
      const item = answer[0];
      if (item && latestText.current === typed) pick(item);
    }, () => undefined); // the list shows the failure
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
      // The list still shows the previous search's answer: insert this search's first match once it arrives, not a stale one.
      if (query.isPlaceholderData) {
        pickWhenAnswered(text, search);
        return true;
      }
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
