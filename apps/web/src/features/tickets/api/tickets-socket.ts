/**
 * The tickets channel /liveTickets (§7): joinTicket (callback data.liveTicketData.ticketInfo); a
 * failure shows the server's message, otherwise 'joinTicket event error occured' (§8).
 */
import type { Socket } from 'socket.io-client';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { TIMING } from '@switchboard/contracts/common/constants';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { toast } from '@/lib/feedback/feedback';
import { getNamespaceSocket } from '@/lib/socket/namespace-socket';

export const ticketSocket = (): Promise<Socket> => getNamespaceSocket(NAMESPACES.liveTickets);

export async function joinTicket(ticketId?: string): Promise<boolean> {
  let reply: { data?: unknown; message?: string } | undefined;
  try {
    const socket = await ticketSocket();
    reply = (await socket.timeout(TIMING.apiTimeoutMs).emitWithAck('joinTicket', ticketId ? { ticketId } : {})) as typeof reply;
  } catch {
    reply = undefined;
  }
  if (reply?.data) return true;
  toast.error(reply?.message ?? TEXTS.joinTicketError);
  return false;
}
