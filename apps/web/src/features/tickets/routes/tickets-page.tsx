import { TicketsScreen } from '@/features/tickets/components/tickets-screen';
import { useTicketsRealtime } from '@/features/tickets/hooks/use-tickets-realtime';

/** /tickets (§2, §4): the ticket lists, kept fresh by /liveTickets while open. */
export default function TicketsPage() {
  useTicketsRealtime();
  return <TicketsScreen />;
}
