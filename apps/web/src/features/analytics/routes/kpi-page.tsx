import { PageTitle } from '@/components/page-title';
import { KpiReport } from '@/features/analytics/reports/kpi/kpi-report';

/** /analytics/kpi (spec §2, issue 24). */
export default function KpiPage() {
  return <KpiReport title={<PageTitle />} />;
}
