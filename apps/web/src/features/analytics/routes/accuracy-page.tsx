import { PageTitle } from '@/components/page-title';
import { AccuracyReport } from '@/features/analytics/reports/accuracy/accuracy-report';

/** /analytics/accuracy (spec §2, issue 24). */
export default function AccuracyPage() {
  return <AccuracyReport title={<PageTitle />} />;
}
