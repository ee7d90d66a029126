import { PageTitle } from '@/components/page-title';
import { ConversionReport } from '@/features/analytics/reports/conversions/conversion-report';

/** /analytics/conversions (spec §2, issue 24). */
export default function ConversionsPage() {
  return <ConversionReport title={<PageTitle />} />;
}
