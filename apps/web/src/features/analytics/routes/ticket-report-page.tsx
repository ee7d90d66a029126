import { PageTitle } from '@/components/page-title';
import { TicketReport } from '@/features/analytics/reports/ticket/ticket-report';

/** /analytics/ticket (spec §2, issue 24). */
export default function TicketReportPage() {
  return <TicketReport title={<PageTitle />} />;
}
