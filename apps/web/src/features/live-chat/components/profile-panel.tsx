import { Empty, Flex, Tag, Typography, theme } from 'antd';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { useChatRoomQuery } from '@/features/live-chat/api/join-chat-room';
import { formatProfileValue, safeUrl, type ProfileValueType } from '@/lib/profile-format';

function ProfileValue({ value, type }: { value: string; type: ProfileValueType }) {
  const href = type === 'url' ? safeUrl(value) : null;
  if (href) return <Typography.Link href={href} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>{value}</Typography.Link>;
  return <Typography.Text style={{ overflowWrap: 'anywhere' }}>{formatProfileValue(value, type)}</Typography.Text>;
}

/** Right pane: the customer's profile sections (§3), tags and session language. */
export function ProfilePanel({ chat, adminPsid }: { chat: LiveChat; adminPsid: string }) {
  const { token } = theme.useToken();
  const room = useChatRoomQuery(chat, adminPsid);
  const tags = room.data?.selectedTags ?? chat.selectedTags;
  const language = room.data?.session_language || chat.session_language;
  const sections = room.data?.profile ?? [];
  return (
    <Flex vertical gap={16} style={{ padding: 16 }} role="complementary" aria-label="Customer profile">
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>Customer profile</Typography.Title>
      {chat.clientUrl && <ProfileValue value={chat.clientUrl} type="url" />}
      {sections.length === 0 && !room.isPending && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No profile details" />}
      {sections.map((section) => (
        <section key={section.sectionTitle} aria-label={section.sectionTitle}>
          <Typography.Title level={3} style={{ fontSize: 14, margin: '0 0 8px' }}>{section.sectionTitle}</Typography.Title>
          <dl style={{ margin: 0, display: 'grid', gap: 6 }}>
            {section.data.map((item) => (
              <div key={item.subTitle} style={{ display: 'grid', gap: 0 }}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }} component="dt">{item.subTitle}</Typography.Text>
                <dd style={{ margin: 0 }}><ProfileValue value={item.value} type={item.type} /></dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section aria-label="Tags" style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: 12 }}>
        <Typography.Title level={3} style={{ fontSize: 14, margin: '0 0 8px' }}>Tags</Typography.Title>
        {tags.length === 0 ? <Typography.Text type="secondary">No tags</Typography.Text> : (
          <Flex wrap gap={4}>{tags.map((tag) => <Tag key={tag} style={{ marginInlineEnd: 0 }}>{tag}</Tag>)}</Flex>
        )}
      </section>
      <section aria-label="Session language">
        <Typography.Title level={3} style={{ fontSize: 14, margin: '0 0 4px' }}>Session language</Typography.Title>
        <Typography.Text>{language || 'Not set'}</Typography.Text>
      </section>
    </Flex>
  );
}
