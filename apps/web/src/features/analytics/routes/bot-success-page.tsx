import { PageTitle } from '@/components/page-title';
import { BotSuccessReport } from '@/features/analytics/reports/bot-success/bot-success-report';

/** /analytics/botsuccessmetrics (spec §2, issue 24). */
export default function BotSuccessPage() {
  return <BotSuccessReport title={<PageTitle />} />;
}
