/** An element's width, updated once resizing has paused for §9's 750 ms ("Resize handling debounced by 750 ms"). */
import { useEffect, useState, type RefObject } from 'react';
import { TIMING } from '@switchboard/contracts/common/constants';

export function useDebouncedWidth(ref: RefObject<HTMLElement | null>, delayMs: number = TIMING.resizeDebounceMs): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(element.clientWidth), delayMs);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, delayMs]);
  return width;
}
