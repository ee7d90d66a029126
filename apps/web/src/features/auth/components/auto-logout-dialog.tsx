import { Button, Modal } from 'antd';
import { formatCountdown } from '@/lib/connectivity/retry-backoff';

interface AutoLogoutDialogProps {
  secondsLeft: number;
  onStay: () => void;
  onLogout: () => void;
}

/** The auto-logout question (auto-logout-prompt.tsx loads it when it shows: antd's Modal stays out of the shell). */
export default function AutoLogoutDialog({ secondsLeft, onStay, onLogout }: AutoLogoutDialogProps) {
  return (
    <Modal
      open
      title="Are you still there?"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="logout" onClick={onLogout}>Log out</Button>,
        <Button key="stay" type="primary" onClick={onStay} autoFocus>Stay signed in</Button>,
      ]}
    >
      <p>
        You have been inactive for a while. For your security you will be logged out in{' '}
        <strong aria-live="polite">{formatCountdown(secondsLeft)}</strong>.
      </p>
    </Modal>
  );
}
