/**
 * Blocked, online now, or last seen (relative, the full date on hover). Neutral tag, coloured icon: antd's red tag
 * fails AA contrast. Plain elements (the light table's cell styles): ten a page.
 */
import { StopOutlined } from '@ant-design/icons';
import type { CustomerSummary } from '@switchboard/contracts/customers/customers.schemas';
import { LightTag } from '@/components/light-tag';
import { customerStatus } from '@/features/customers/model/customer-status';
import { formatDateTime } from '@/lib/dates/format-date';

export function CustomerStatusCell({ customer }: { customer: CustomerSummary }) {
  const status = customerStatus(customer);
  return (
    <span className="sb-cell-marks">
      {status.blocked && <LightTag icon={<StopOutlined className="sb-tone-error" />}>Blocked</LightTag>}
      {status.online
        ? <span className="sb-status-dot">Online now</span>
        : <span className="sb-cell-secondary" title={formatDateTime(customer.lastSeenAt)}>{status.lastSeen}</span>}
    </span>
  );
}
