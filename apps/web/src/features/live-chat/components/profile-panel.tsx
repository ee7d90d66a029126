import { Empty, Flex, Typography, theme } from 'antd';
import { customerProfilePath } from '@switchboard/contracts/customers/customers.schemas';
import type { LiveChat, ProfileSection } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { ProfileWidgetForm } from '@switchboard/contracts/live-chat/profile-widgets';
import { useChatRoomQuery } from '@/features/live-chat/api/join-chat-room';
import { AgentNotes } from '@/features/live-chat/components/agent-notes';
import { ChatTagsEditor } from '@/features/live-chat/components/chat-tags-editor';
import { CustomerLanguage } from '@/features/live-chat/components/customer-language';
import { ProfileWidgetCard } from '@/features/live-chat/components/profile-widget-card';
import { ProfileSections, ProfileValue } from '@/components/profile-sections';

type WithWidget = ProfileSection & { widget: ProfileWidgetForm };

/** Right pane: the customer's profile sections (§3), the chat's tags, notes about the customer, session language. */
export function ProfilePanel({ chat, adminPsid }: { chat: LiveChat; adminPsid: string }) {
  const { token } = theme.useToken();
  const room = useChatRoomQuery(chat, adminPsid);
  const tags = room.data?.selectedTags ?? chat.selectedTags;
  const language = room.data?.session_language || chat.session_language;
  const all = room.data?.profile ?? [];
  // Profile widgets (form sections) get their form; the other sections are read-only facts.
  const sections = all.filter((section) => !section.widget);
  const widgets = all.filter((section): section is WithWidget => section.widget !== undefined);
  return (
    <Flex vertical gap={16} style={{ padding: 16 }} role="complementary" aria-label="Customer profile">
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>Customer profile</Typography.Title>
        {/* The customer's record with every chat they had (a visitor linked by e-mail opens the record it belongs
            to), in a new tab so the chat stays open here. */}
        <Typography.Link href={customerProfilePath(chat.psid)} target="_blank" rel="noopener noreferrer">Chat history</Typography.Link>
      </Flex>
      {chat.clientUrl && <ProfileValue value={chat.clientUrl} type="url" />}
      {all.length === 0 && !room.isPending && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No profile details" />}
      <ProfileSections sections={sections} />
      {widgets.map((section) => <ProfileWidgetCard key={section.widget.id} sessionId={chat.sessionId} section={section} />)}
      <section aria-label="Tags" style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: 12 }}>
        <Typography.Title level={3} style={{ fontSize: 14, margin: '0 0 8px' }}>Tags</Typography.Title>
        <ChatTagsEditor sessionId={chat.sessionId} tags={tags} />
      </section>
      <section aria-label="Notes" style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: 12 }}>
        <Typography.Title level={3} style={{ fontSize: 14, margin: '0 0 8px' }}>Notes</Typography.Title>
        <AgentNotes sessionId={chat.sessionId} />
      </section>
      <CustomerLanguage sessionId={chat.sessionId} language={language} />
    </Flex>
  );
}
