import { PageTitle } from '@/components/page-title';
import { ChatlogReport } from '@/features/analytics/reports/chatlog/chatlog-report';

/** /analytics/chatlog (spec §2, §7 chatSessionsTimeSeries). */
export default function ChatlogPage() {
  return <ChatlogReport title={<PageTitle />} />;
}
