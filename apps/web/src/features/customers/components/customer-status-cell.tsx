/** Blocked, online now, or last seen (relative, the full date on hover). Neutral tag, coloured icon: antd's red tag fails AA contrast. */
import { StopOutlined } from '@ant-design/icons';
import { Badge, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import type { CustomerSummary } from '@switchboard/contracts/customers/customers.schemas';
import { customerStatus } from '@/features/customers/model/customer-status';
import { formatDateTime } from '@/lib/dates/format-date';

export function CustomerStatusCell({ customer }: { customer: CustomerSummary }) {
  const { token } = theme.useToken();
  const status = customerStatus(customer);
  return (
    <Flex gap={4} wrap align="center">
      {status.blocked && <Tag icon={<StopOutlined style={{ color: token.colorError }} />}>Blocked</Tag>}
      {status.online
        ? <Badge status="success" text="Online now" />
        : (
          <Tooltip title={formatDateTime(customer.lastSeenAt)}>
            <Typography.Text type="secondary">{status.lastSeen}</Typography.Text>
          </Tooltip>
        )}
    </Flex>
  );
}
