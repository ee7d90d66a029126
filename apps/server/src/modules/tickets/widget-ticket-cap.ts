/**
 * The widget's open-tickets cap per client address (issue 20): a visitor reconnecting as new
 * customers could otherwise leave MAX_OPEN_WIDGET_TICKETS tickets per customer, without end. The
 * open widget tickets of each address are remembered in memory (per process; the address is not
 * stored with the ticket) and checked against the database before a new one is allowed.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '@/db/client';
import { businessRule } from '@/plugins/http-errors';
import { TICKET_TEXTS } from '@switchboard/contracts/tickets/tickets.schemas';
import { openTicketIds } from './ticket.repository';

export const DEFAULT_OPEN_TICKETS_PER_ADDRESS = 5;
const PENDING = 'pending:';

export class WidgetTicketCap {
  private readonly byAddress = new Map<string, Set<string>>();

  constructor(private readonly db: Database, private readonly max = DEFAULT_OPEN_TICKETS_PER_ADDRESS) {}

  /**
   * Runs `create` when the address has fewer than `max` open widget tickets (else a 412); the check and
   * the reservation happen without an await between them, so parallel requests cannot both pass.
   */
  async within<T extends { ticketId: string }>(address: string, create: () => Promise<T>): Promise<T> {
    const ids = this.byAddress.get(address) ?? new Set<string>();
    this.byAddress.set(address, ids);
    if (ids.size >= this.max) {
      const known = [...ids].filter((id) => !id.startsWith(PENDING));
      const open = new Set(await openTicketIds(this.db, known));
      for (const id of known) if (!open.has(id)) ids.delete(id);
    }
    if (ids.size >= this.max) throw businessRule(TICKET_TEXTS.tooManyOpen);
    const reservation = `${PENDING}${randomUUID()}`;
    ids.add(reservation);
    try {
      const made = await create();
      ids.add(made.ticketId);
      return made;
    } finally {
      ids.delete(reservation);
      if (ids.size === 0) this.byAddress.delete(address);
    }
  }
}
