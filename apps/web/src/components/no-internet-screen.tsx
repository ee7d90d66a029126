import { WifiOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { StatusScreen } from '@/components/status-screen';

interface NoInternetScreenProps {
  /** The connectivity card with its retry countdown. */
  children?: ReactNode;
}

/** Spec §2 'No Internet' screen; laid over the app so open work stays mounted underneath. */
export function NoInternetScreen({ children }: NoInternetScreenProps) {
  const { token } = theme.useToken();
  return (
    <div className="sb-overlay" role="alertdialog" aria-modal="true" aria-labelledby="no-internet-title">
      <StatusScreen
        icon={<WifiOutlined style={{ color: token.colorWarning }} />}
        title="No Internet"
        titleId="no-internet-title"
        description={TEXTS.noInternet}
      >
        <div style={{ display: 'flex', justifyContent: 'center' }}>{children}</div>
      </StatusScreen>
    </div>
  );
}
