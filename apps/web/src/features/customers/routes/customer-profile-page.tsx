/** /users/id={cId}&type={cIdType}: a customer's profile sections, tags, chats and (with ticketsEnabled) tickets (§2, §3). */
import { Alert, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { CustomerStatusCell } from '@/features/customers/components/customer-status-cell';
import { useParams } from 'react-router';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { isRouteAllowed } from '@switchboard/contracts/permissions';
import { ProfileSections } from '@/components/profile-sections';
import { StartChatButton } from '@/components/start-chat/start-chat-button';
import { useCustomerProfileQuery } from '@/features/customers/api/customers';
import { CustomerChats } from '@/features/customers/components/customer-chats';
import { CustomerTickets } from '@/features/customers/components/customer-tickets';
import { parseCustomerRef } from '@/features/customers/model/customer-ref';
import { useSession } from '@/lib/session/session-store';

function CustomerProfile({ cId, type }: { cId: string; type: 'psid' }) {
  const query = useCustomerProfileQuery(cId, type);
  const session = useSession();
  const ticketsAllowed = session ? isRouteAllowed(session.user_info.permissions, '/tickets') : false;
  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.error) return <Alert type="error" showIcon title={query.error.message || TEXTS.errorTitle} />;
  const { customer, userProfileDetails, tags } = query.data;
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} align="center" wrap>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>{customer.name}</Typography.Title>
        <CustomerStatusCell customer={customer} />
        <span style={{ marginInlineStart: 'auto' }}><StartChatButton customer={customer} /></span>
      </Flex>
      <Flex gap={16} wrap align="flex-start">
        <Card style={{ flex: '1 1 280px' }} title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>Profile</Typography.Title>}>
          <Flex vertical gap={12}><ProfileSections sections={userProfileDetails.sections} /></Flex>
        </Card>
        <Flex vertical gap={16} style={{ flex: '2 1 420px', minWidth: 0 }}>
          <Card title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>Tags</Typography.Title>}>
            {tags.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tags" /> : (
              <Flex wrap gap={4}>{tags.map(({ tag, count }) => <Tag key={tag}>{tag} ({count})</Tag>)}</Flex>
            )}
          </Card>
          <Card title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>Chats ({customer.chatCount})</Typography.Title>}>
            <CustomerChats cId={cId} type={type} />
          </Card>
          {ticketsAllowed && (
            <Card title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>Tickets</Typography.Title>}>
              <CustomerTickets psid={customer.psid} />
            </Card>
          )}
        </Flex>
      </Flex>
    </Flex>
  );
}

export default function CustomerProfilePage() {
  const ref = parseCustomerRef(useParams().customerRef);
  if (!ref) return <Alert type="error" showIcon title="This customer link is not valid." />;
  return <CustomerProfile key={`${ref.type}:${ref.cId}`} cId={ref.cId} type={ref.type} />;
}
