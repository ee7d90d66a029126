import { CloseCircleFilled } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useEffect } from 'react';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { StatusScreen } from '@/components/status-screen';
import { reportError } from '@/lib/monitoring';
import { reloadPage } from '@/lib/navigation';
import { clearTokenCookie } from '@/lib/session/session-storage';

interface ErrorScreenProps {
  error: unknown;
}

/** Spec §8 render failure: the error is reported, the token is cleared and the reload screen shows. */
export function ErrorScreen({ error }: ErrorScreenProps) {
  const { token } = theme.useToken();
  useEffect(() => {
    reportError(error);
    clearTokenCookie();
  }, [error]);

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <StatusScreen icon={<CloseCircleFilled style={{ color: token.colorError }} />} title={TEXTS.errorTitle} description={TEXTS.errorDescription}>
        <Button type="primary" onClick={reloadPage}>Reload</Button>
      </StatusScreen>
    </main>
  );
}
