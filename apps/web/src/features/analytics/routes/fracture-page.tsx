import { PageTitle } from '@/components/page-title';
import { FractureReport } from '@/features/analytics/reports/fracture/fracture-report';

/** /analytics/fracture (spec §2, issue 24). */
export default function FracturePage() {
  return <FractureReport title={<PageTitle />} />;
}
