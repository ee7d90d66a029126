import { PageTitle } from '@/components/page-title';
import { EventReport } from '@/features/analytics/reports/events/event-report';

/** /analytics/event (spec §2, issue 24). */
export default function EventPage() {
  return <EventReport title={<PageTitle />} />;
}
