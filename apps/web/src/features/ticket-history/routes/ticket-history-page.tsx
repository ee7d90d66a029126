import { TicketHistoryScreen } from '@/features/ticket-history/components/ticket-history-screen';

/** /tickethistory (§2, §9): ticket history with filters and transcripts. */
export default function TicketHistoryPage() {
  return <TicketHistoryScreen />;
}
