import { PageTitle } from '@/components/page-title';
import { LiveChatReport } from '@/features/analytics/reports/live-chat/live-chat-report';

/** /analytics/livechat (spec §2, issue 24). */
export default function LiveChatPage() {
  return <LiveChatReport title={<PageTitle />} />;
}
