/** Counts whole seconds down from `seconds` while `running`; calls onDone at zero. */
import { useEffect, useRef, useState } from 'react';

export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const [run, setRun] = useState({ seconds, running });
  if (run.seconds !== seconds || run.running !== running) {
    // A new countdown starts full.
    setRun({ seconds, running });
    setLeft(seconds);
  }
  const done = useRef(onDone);

  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (!running) return;
    const endsAt = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        done.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, running]);

  return left;
}
