import { PageTitle } from '@/components/page-title';
import { GenAiReport } from '@/features/analytics/reports/genai/genai-report';

/** /analytics/genai (spec §2, issue 24). */
export default function GenAiPage() {
  return <GenAiReport title={<PageTitle />} />;
}
