/**
 * Tickets need ticketsEnabled (§6): a member whose flag is off gets 403 on every ticket call and
 * FORBIDDEN on the /liveTickets events, even with a role that has /tickets; actions are checked too.
 */
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import { TICKET_HISTORY_PATHS } from '@switchboard/contracts/tickets/ticket-history.schemas';
import { TICKET_PATHS } from '@switchboard/contracts/tickets/tickets.schemas';
import { roles } from '@/db/schema/roles';
import { tickets } from '@/db/schema/tickets';
import { users } from '@/db/schema/users';
import { describeBackends } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';
import { bearer, signIn } from '@/testing/test-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const TICKET_URLS = new Set<string>(Object.values(TICKET_PATHS));

describeBackends('tickets permissions', (context) => {
  let harness: LiveChatHarness | undefined;
  afterEach(() => harness?.closeAll());

  /** Every registered ticket route, called with a plausible body. */
  const ticketRoutes = () => context.app.registeredRoutes.filter((route) => TICKET_URLS.has(route.url) && route.method !== 'HEAD');

  async function someTicketId() {
    const [row] = await context.database.db.select({ ticketId: tickets.ticketId }).from(tickets).limit(1);
    if (!row) throw new Error('The seed has no tickets');
    return row.ticketId;
  }

  async function callAll(token: string) {
    const ticketId = await someTicketId();
    const statuses: Record<string, number> = {};
    for (const route of ticketRoutes()) {
      const body = { ticketId, agentId: UNKNOWN, text: 'hello', subject: 'S', customerName: 'C' };
      const response = await context.app.inject({
        method: route.method as 'GET' | 'POST' | 'PUT',
        url: route.method === 'GET' ? `${route.url}?ticketId=${ticketId}` : route.url,
        headers: bearer(token),
        ...(route.method === 'GET' ? {} : { payload: body }),
      });
      statuses[`${route.method} ${route.url}`] = response.statusCode;
    }
    return statuses;
  }

  it('every ticket route is registered behind the /tickets feature', () => {
    const routes = ticketRoutes();
    // 12 paths, joinTicketRoom has GET and POST.
    expect(routes).toHaveLength(13);
    // The writes also name their action (tickets.<action>), checked before the body (issue 20, finding 9).
    const feature = (guard: (typeof routes)[number]['guard']) => (typeof guard === 'object' && 'feature' in guard ? guard.feature : undefined);
    expect(routes.every((route) => feature(route.guard) === '/tickets')).toBe(true);
  });

  it('an agent without ticketsEnabled gets 403 on every ticket call; with it, none is refused', async () => {
    await context.database.db.update(users).set({ ticketsEnabled: false }).where(eq(users.email, 'agent2@demo.brand'));
    const without = await signIn(context.app, 'agent2@demo.brand');
    expect(without.user.permissions.ticketsEnabled).toBe(false);
    const refused = await callAll(without.token);
    expect(Object.values(refused).every((status) => status === 403), JSON.stringify(refused)).toBe(true);
    const qa = await signIn(context.app, 'qa@demo.brand');
    const qaRefused = await callAll(qa.token);
    expect(Object.values(qaRefused).every((status) => status === 403), JSON.stringify(qaRefused)).toBe(true);

    const allowed = await callAll((await signIn(context.app, 'agent@demo.brand')).token);
    expect(Object.entries(allowed).filter(([, status]) => status === 403 || status === 401)).toEqual([]);
  });

  it('refuses a ticket action the role denies (tickets.assign) with 403', async () => {
    const db = context.database.db;
    const [agentRole] = await db.select().from(roles).where(eq(roles.name, 'Agent'));
    await db.update(roles).set({ permissions: { ...agentRole!.permissions, actions: { ...agentRole!.permissions.actions, tickets: { assign: false } } } })
      .where(eq(roles.id, agentRole!.id));
    const alice = await signIn(context.app, 'agent@demo.brand');
    const response = await context.app.inject({ method: 'POST', url: TICKET_PATHS.assign, headers: bearer(alice.token), payload: { ticketId: await someTicketId() } });
    expect(response.statusCode).toBe(403);
  });

  it('ticket history follows /tickethistory: QA reads it, a Trainer does not', async () => {
    const qa = await signIn(context.app, 'qa@demo.brand');
    const trainer = await signIn(context.app, 'trainer@demo.brand');
    const call = (token: string) => context.app.inject({ method: 'POST', url: TICKET_HISTORY_PATHS.filtersQuery, headers: bearer(token), payload: {} });
    expect((await call(qa.token)).statusCode).toBe(200);
    expect((await call(trainer.token)).statusCode).toBe(403);
  });

  it('/liveTickets joinTicket answers FORBIDDEN without ticketsEnabled and joins a ticket with it', async () => {
    await context.database.db.update(users).set({ ticketsEnabled: false }).where(eq(users.email, 'agent2@demo.brand'));
    harness = await new LiveChatHarness(context.app).listen();
    const ticketId = await someTicketId();
    const off = await signIn(context.app, 'agent2@demo.brand');
    const offSocket = harness.open(NAMESPACES.liveTickets, { token: off.token });
    await offSocket.waitFor('connect');
    expect((await offSocket.emit('joinTicket', {})).errorCode).toBe(ERROR_CODES.forbidden);
    expect((await offSocket.emit('joinTicket', { ticketId })).errorCode).toBe(ERROR_CODES.forbidden);

    const alice = await signIn(context.app, 'agent@demo.brand');
    const socket = harness.open(NAMESPACES.liveTickets, { token: alice.token });
    await socket.waitFor('connect');
    const ok = await socket.emit<{ liveTicketData: { ticketInfo: { ticketId: string } } }>('joinTicket', { ticketId });
    expect(ok.data?.liveTicketData.ticketInfo.ticketId).toBe(ticketId);
    expect((await socket.emit('joinTicket', { ticketId: UNKNOWN })).errorCode).toBe(ERROR_CODES.notFound);
    expect((await socket.emit('joinTicket', { ticketId: 'nope' })).errorCode).toBe(ERROR_CODES.validation);
  });
});
