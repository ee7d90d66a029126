import { PageTitle } from '@/components/page-title';
import { SessionFlowReport } from '@/features/analytics/reports/session-flow/session-flow-report';

/** /analytics/sessionflow (spec §2, issue 24). */
export default function SessionFlowPage() {
  return <SessionFlowReport title={<PageTitle />} />;
}
