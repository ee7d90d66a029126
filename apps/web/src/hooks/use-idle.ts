/** Calls onIdle after `timeoutMs` without pointer, key, scroll or touch activity, while `enabled`. */
import { useEffect, useRef } from 'react';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;
const THROTTLE_MS = 1_000;

export function useIdle(timeoutMs: number, onIdle: () => void, enabled: boolean): void {
  const idle = useRef(onIdle);

  useEffect(() => {
    idle.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    if (!enabled) return;
    let timer = setTimeout(() => idle.current(), timeoutMs);
    let last = Date.now();
    const onActivity = () => {
      const now = Date.now();
      if (now - last < THROTTLE_MS) return;
      last = now;
      clearTimeout(timer);
      timer = setTimeout(() => idle.current(), timeoutMs);
    };
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, { passive: true, capture: true }));
    return () => {
      clearTimeout(timer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity, { capture: true }));
    };
  }, [timeoutMs, enabled]);
}
