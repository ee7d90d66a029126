/**
 * Keyboard use of a listbox (ArrowUp/Down, Home/End move focus between options; Enter or Space
 * opens the focused one). Options carry data-index; the container handles the keys.
 */
import { useCallback, type KeyboardEvent } from 'react';

export function useRovingList(count: number, onOpen: (index: number) => void) {
  return useCallback((event: KeyboardEvent<HTMLElement>) => {
    const options = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]'));
    const current = options.findIndex((option) => option === document.activeElement);
    const target = {
      ArrowDown: Math.min(count - 1, current + 1),
      ArrowUp: Math.max(0, current - 1),
      Home: 0,
      End: count - 1,
    }[event.key];
    if (target !== undefined) {
      event.preventDefault();
      options[target]?.focus();
      return;
    }
    if ((event.key === 'Enter' || event.key === ' ') && current >= 0) {
      event.preventDefault();
      onOpen(current);
    }
  }, [count, onOpen]);
}
