/**
 * Auto-logout (spec §9): after 45 minutes without activity a prompt asks whether the user is still
 * there; without an answer the session ends 120 s later.
 */
import { lazy, Suspense, useCallback, useState } from 'react';
import { TIMING } from '@switchboard/contracts/common/constants';
import { signOut } from '@/features/auth/hooks/use-logout';
import { useCountdown } from '@/hooks/use-countdown';
import { useIdle } from '@/hooks/use-idle';

const PROMPT_SECONDS = Math.round(TIMING.autoLogoutAfterPopupMs / 1000);
const AutoLogoutDialog = lazy(() => import('@/features/auth/components/auto-logout-dialog'));

export function AutoLogoutPrompt() {
  const [open, setOpen] = useState(false);
  const showPrompt = useCallback(() => setOpen(true), []);
  const end = useCallback(() => {
    setOpen(false);
    void signOut();
  }, []);
  useIdle(TIMING.autoLogoutPopupAfterMs, showPrompt, !open);
  // The countdown runs from the moment the prompt is due, whether or not its code has arrived yet.
  const left = useCountdown(PROMPT_SECONDS, open, end);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AutoLogoutDialog secondsLeft={left} onStay={() => setOpen(false)} onLogout={end} />
    </Suspense>
  );
}
