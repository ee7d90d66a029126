import { PageTitle } from '@/components/page-title';
import { FeedbackReport } from '@/features/analytics/reports/feedback/feedback-report';

/** /analytics/feedback (spec §2, issue 24). */
export default function FeedbackPage() {
  return <FeedbackReport title={<PageTitle />} />;
}
