/**
 * Auto-logout (spec §9): after 45 minutes without activity a prompt asks whether the user is still
 * there; without an answer the session ends 120 s later.
 */
import { Button, Modal, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { TIMING } from '@switchboard/contracts/common/constants';
import { signOut } from '@/features/auth/hooks/use-logout';
import { useCountdown } from '@/hooks/use-countdown';
import { useIdle } from '@/hooks/use-idle';
import { formatCountdown } from '@/lib/connectivity/retry-backoff';

const PROMPT_SECONDS = Math.round(TIMING.autoLogoutAfterPopupMs / 1000);

export function AutoLogoutPrompt() {
  const [open, setOpen] = useState(false);
  const showPrompt = useCallback(() => setOpen(true), []);
  const end = useCallback(() => {
    setOpen(false);
    void signOut();
  }, []);
  useIdle(TIMING.autoLogoutPopupAfterMs, showPrompt, !open);
  const left = useCountdown(PROMPT_SECONDS, open, end);

  return (
    <Modal
      open={open}
      title="Are you still there?"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="logout" onClick={end}>Log out</Button>,
        <Button key="stay" type="primary" onClick={() => setOpen(false)} autoFocus>Stay signed in</Button>,
      ]}
    >
      <Typography.Paragraph>
        You have been inactive for a while. For your security you will be logged out in{' '}
        <strong aria-live="polite">{formatCountdown(left)}</strong>.
      </Typography.Paragraph>
    </Modal>
  );
}
