import { DisconnectOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { TEXTS } from '@switchboard/contracts/common/texts';

interface ConnectivityCardProps {
  /** navigator.onLine */
  browserOnline: boolean;
  connecting: boolean;
  /** Shown as 'Retrying in …' while waiting; omitted when no retry is scheduled. */
  countdown?: string;
  onReconnect: () => void;
}

/** Spec §2: 'Device not connected' when the browser is offline, otherwise 'Very slow/No Connection'. */
export function ConnectivityCard({ browserOnline, connecting, countdown, onReconnect }: ConnectivityCardProps) {
  const { token } = theme.useToken();
  const heading = browserOnline ? TEXTS.slowConnection : TEXTS.deviceNotConnected;
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        maxWidth: 360, width: '100%', padding: 16, display: 'flex', flexDirection: 'column', gap: 8, textAlign: 'left',
        background: token.colorBgElevated, color: token.colorText, boxShadow: token.boxShadowSecondary,
        border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG,
      }}
    >
      <strong>
        <DisconnectOutlined aria-hidden style={{ marginRight: 8 }} />
        {heading}
      </strong>
      {connecting ? <span>{TEXTS.connecting}</span> : countdown !== undefined && (
        <span style={{ color: token.colorTextSecondary }}>Retrying in {countdown}</span>
      )}
      <Button onClick={onReconnect} disabled={connecting} loading={connecting}>
        {TEXTS.reconnect}
      </Button>
    </div>
  );
}
