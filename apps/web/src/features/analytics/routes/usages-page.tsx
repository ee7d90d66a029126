import { PageTitle } from '@/components/page-title';
import { UsagesReport } from '@/features/analytics/reports/usages/usages-report';

/** /analytics/usages (spec §2, §7 userEngagementStats, retentionCohorts). */
export default function UsagesPage() {
  return <UsagesReport title={<PageTitle />} />;
}
