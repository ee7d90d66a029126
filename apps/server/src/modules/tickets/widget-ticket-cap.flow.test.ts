/**
 * Issue 20, finding 3: the widget's open-tickets cap holds per client address too, so reconnecting as
 * new customers does not let one visitor flood the ticket queue.
 */
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { TICKET_TEXTS } from '@switchboard/contracts/tickets/tickets.schemas';
import { WEBCHAT_TICKET_EVENTS } from '@switchboard/contracts/tickets/tickets.events';
import { tickets } from '@/db/schema/tickets';
import { describeBackends } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';

describeBackends('tickets: open widget tickets per address', (context) => {
  let harness: LiveChatHarness | undefined;
  afterEach(() => harness?.closeAll());

  it('refuses a new customer\'s ticket once the address has the maximum open, and allows one again after a resolve', async () => {
    const app = await context.buildApp({ WEBCHAT_ADDRESS_OPEN_TICKETS: '4' });
    harness = await new LiveChatHarness(app).listen();
    const ticket = { email: 'visitor@example.com', text: 'Call me back' };
    const made: string[] = [];
    const replies: Array<{ data?: { ticketId: string }; errorCode?: unknown; message?: string }> = [];
    // Two customers from one address (127.0.0.1), three tickets each (the per-customer cap): the address allows four.
    for (const customer of [await harness.customer(), await harness.customer()]) {
      for (let i = 0; i < 3; i++) {
        const reply = await customer.emit<{ ticketId: string }>(WEBCHAT_TICKET_EVENTS.create, ticket);
        replies.push(reply);
        if (reply.data) made.push(reply.data.ticketId);
      }
    }
    expect(made).toHaveLength(4);
    expect(replies.slice(4).map((reply) => [reply.errorCode, reply.message])).toEqual([[412, TICKET_TEXTS.tooManyOpen], [412, TICKET_TEXTS.tooManyOpen]]);

    const third = await harness.customer();
    expect((await third.emit(WEBCHAT_TICKET_EVENTS.create, ticket)).message).toBe(TICKET_TEXTS.tooManyOpen);
    // A resolved ticket no longer counts (resolved here as an agent's resolve leaves it).
    await context.database.db.update(tickets).set({ chatState: 'Resolved', status: 'resolved' }).where(eq(tickets.ticketId, made[0]!));
    expect((await third.emit<{ ticketId: string }>(WEBCHAT_TICKET_EVENTS.create, ticket)).data?.ticketId).toBeTruthy();
  });
});
