import { PageTitle } from '@/components/page-title';
import { QueryReport } from '@/features/analytics/reports/query/query-report';

/** /analytics/query (spec §2, issue 24). */
export default function QueryPage() {
  return <QueryReport title={<PageTitle />} />;
}
