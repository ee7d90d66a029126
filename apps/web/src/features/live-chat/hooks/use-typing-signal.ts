/**
 * Tells the customer the agent is typing (typing command): true at most every 3 s while keys are
 * pressed, false after 4 s without input or on send. Quiet: typing is best effort.
 */
import { useCallback, useEffect, useRef } from 'react';
import { emitCommand } from '@/features/live-chat/api/live-chat-socket';

const REPEAT_MS = 3_000;
const IDLE_MS = 4_000;

export function useTypingSignal(sessionId: string, enabled: boolean) {
  const lastSent = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(idle.current);
    if (lastSent.current === 0) return;
    lastSent.current = 0;
    void emitCommand('typing', { sessionId, typing: false }, { quiet: true });
  }, [sessionId]);

  const onInput = useCallback(() => {
    if (!enabled) return;
    const now = Date.now();
    if (now - lastSent.current > REPEAT_MS) {
      lastSent.current = now;
      void emitCommand('typing', { sessionId, typing: true }, { quiet: true });
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stop, IDLE_MS);
  }, [enabled, sessionId, stop]);

  useEffect(() => stop, [stop]);
  return { onInput, stop };
}
