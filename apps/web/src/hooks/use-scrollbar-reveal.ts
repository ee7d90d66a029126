/**
 * §9 "Scrollbar shows for 800 ms after scrolling": a scroll area marked `sb-auto-scrollbar` (styles.css) keeps its bar
 * faint until it scrolls, then shows it for TIMING.scrollbarVisibleMs after the last scroll event. Returns the scroll
 * handler to put on the element (besides its own, if any).
 */
import { useCallback, useEffect, useRef } from 'react';
import { TIMING } from '@switchboard/contracts/common/constants';

export const SCROLLING_CLASS = 'sb-scrolling';

export function useScrollbarReveal(): (event: { currentTarget: HTMLElement }) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((event: { currentTarget: HTMLElement }) => {
    const element = event.currentTarget;
    element.classList.add(SCROLLING_CLASS);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => element.classList.remove(SCROLLING_CLASS), TIMING.scrollbarVisibleMs);
  }, []);
}
