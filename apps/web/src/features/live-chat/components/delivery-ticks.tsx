import { CheckOutlined, ClockCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { DeliveryStatus } from '@switchboard/contracts/live-chat/live-chat.schemas';

export type TickStatus = DeliveryStatus | 'sending';

const LABELS: Record<TickStatus, string> = { sending: 'Sending', sent: 'Sent', delivered: 'Delivered', seen: 'Seen', failed: 'Failed' };

/** sent ✓, delivered ✓✓, seen ✓✓ in colour; always with its word for screen readers and on hover. */
export function DeliveryTicks({ status }: { status: TickStatus }) {
  const { token } = theme.useToken();
  const label = LABELS[status];
  const icon = (() => {
    switch (status) {
      case 'sending':
        return <ClockCircleOutlined />;
      case 'failed':
        return <ExclamationCircleOutlined style={{ color: token.colorError }} />;
      case 'sent':
        return <CheckOutlined />;
      default:
        return (
          <span style={{ color: status === 'seen' ? token.colorPrimaryText : undefined, letterSpacing: -6 }}>
            <CheckOutlined /><CheckOutlined />
          </span>
        );
    }
  })();
  return (
    <span title={label} style={{ display: 'inline-flex', alignItems: 'center', gap: 4, paddingInlineEnd: status === 'sent' || status === 'sending' || status === 'failed' ? 0 : 6 }}>
      <span aria-hidden>{icon}</span>
      <span className="sb-visually-hidden">{label}</span>
    </span>
  );
}
