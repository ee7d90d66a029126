import { useParams } from 'react-router';
import { TicketDetailScreen } from '@/features/tickets/components/ticket-detail-screen';
import { useTicketsRealtime } from '@/features/tickets/hooks/use-tickets-realtime';
import { useTicketViewer } from '@/features/tickets/hooks/use-ticket-viewer';

/** /tickets/{ticketId} (§2): joins the ticket's room on /liveTickets for responses and updates. */
export default function TicketPage() {
  const { ticketId = '' } = useParams();
  const viewer = useTicketViewer();
  useTicketsRealtime(ticketId);
  if (!viewer) return null;
  return <TicketDetailScreen key={ticketId} ticketId={ticketId} viewer={viewer} />;
}
