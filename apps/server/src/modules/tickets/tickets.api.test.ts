/** The ticket calls of §7 "Tickets": create, list tabs/filters/paging, room, assign, respond, resolve, transfer, stats, chart. */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  agentsForTicketTransferDataSchema, ticketChartDataSchema, ticketListDataSchema, ticketRoomDataSchema, ticketSchema,
  TICKET_PATHS, TICKET_TEXTS, ticketStatsDataSchema, type CreateTicketBody, type Ticket,
} from '@switchboard/contracts/tickets/tickets.schemas';
import { groups } from '@/db/schema/groups';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn } from '@/testing/test-app';
import type { App } from '@/plugins/type-provider';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

function client(app: App, token: string) {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: response.statusCode, body: response.json<{ data?: Record<string, unknown>; message?: string; field?: string }>(), raw: response.body };
  };
  return {
    call,
    create: (body: Partial<CreateTicketBody>) => call('POST', TICKET_PATHS.create, { subject: 'Help', customerName: 'Ann Customer', ...body }),
    list: (query: string) => call('GET', `${TICKET_PATHS.list}?${query}`),
    assign: (ticketId: string) => call('POST', TICKET_PATHS.assign, { ticketId }),
    respond: (ticketId: string, text: string) => call('PUT', TICKET_PATHS.respond, { ticketId, text }),
    resolve: (ticketId: string, status?: string) => call('PUT', TICKET_PATHS.resolve, { ticketId, ...(status ? { status } : {}) }),
  };
}

const ticketOf = (body: { data?: Record<string, unknown> }): Ticket => ticketSchema.parse(body.data?.ticket ?? body.data?.updatedTicket);

describeBackends('tickets API', (context) => {
  const as = async (email: string) => {
    const login = await signIn(context.app, email);
    return { ...client(context.app, login.token), userId: login._id };
  };

  it('the demo brand starts with tickets in every state', async () => {
    const alice = await as('agent@demo.brand');
    const stats = ticketStatsDataSchema.parse((await alice.call('GET', TICKET_PATHS.stats)).body.data).stats;
    expect(stats).toMatchObject({ open: 2, pending: 1, resolved: 1, closed: 1, total: 5, myTickets: 1 });
    const queue = ticketListDataSchema.parse((await alice.list('tab=inQueue')).body.data);
    expect(queue.tickets.map((t) => t.priority)).toEqual(['high', 'medium']);
  });

  it("customerTickets answers a customer's tickets newest first, for their profile", async () => {
    const alice = await as('agent@demo.brand');
    const mine = await alice.call('GET', `${TICKET_PATHS.customerTickets}?psid=demo-ticket-1`);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const list = z.object({ tickets: z.array(ticketSchema) }).parse(mine.body.data).tickets;
    expect(list.map((ticket) => ticket.psid)).toEqual(['demo-ticket-1']);
    expect(z.object({ tickets: z.array(ticketSchema) }).parse((await alice.call('GET', `${TICKET_PATHS.customerTickets}?psid=nobody`)).body.data).tickets).toEqual([]);
    expect((await alice.call('GET', TICKET_PATHS.customerTickets)).status).toBe(400);
  });

  it('creates tickets with contact type, priority and group, and refuses bad input with the field', async () => {
    const alice = await as('agent@demo.brand');
    const [general] = await context.database.db.select().from(groups).where(eq(groups.name, 'General'));
    const created = await alice.create({ contactType: 'email', priority: 'urgent', group: general!.id, email: 'ann@example.com', description: 'Broken' });
    expect(created.status, created.raw).toBe(201);
    const ticket = ticketOf(created.body);
    expect(ticket).toMatchObject({
      contactType: 'email', priority: 'urgent', group: general!.id, groupName: 'General', status: 'open', chatState: 'Inqueue',
      agentId: null, customerName: 'Ann Customer', subject: 'Help', source: 'console', chatTicketId: null,
    });
    // A second ticket for the same (now known) customer by psid.
    const again = await alice.create({ psid: ticket.psid, customerName: undefined, contactType: 'call' });
    expect(again.status, again.raw).toBe(201);
    expect(ticketOf(again.body)).toMatchObject({ psid: ticket.psid, contactType: 'call', priority: 'medium' });

    const bad: Array<[Partial<CreateTicketBody> | Record<string, unknown>, number, string]> = [
      [{ priority: 'critical' }, 400, 'priority'],
      [{ contactType: 'fax' }, 400, 'contactType'],
      [{ subject: '' }, 400, 'subject'],
      [{ subject: 'x'.repeat(201) }, 400, 'subject'],
      [{ group: 'not-a-uuid' }, 400, 'group'],
      [{ group: UNKNOWN }, 400, 'group'],
      [{ customerName: undefined }, 400, 'customerName'],
      [{ psid: 'nobody-has-this-psid', customerName: undefined }, 400, 'psid'],
      [{ email: 'not-an-address' }, 400, 'email'],
    ];
    for (const [body, status, field] of bad) {
      const response = await alice.create(body as Partial<CreateTicketBody>);
      expect(response.status, `${JSON.stringify(body)}: ${response.raw}`).toBe(status);
      expect(response.body.field).toBe(field);
    }
    const unknownChat = await alice.create({ sessionId: UNKNOWN });
    expect(unknownChat.status).toBe(404);
  });

  it('lists the three tabs sorted by priority, filtered by group and priority, 10 a page with totalCount', async () => {
    const alice = await as('agent@demo.brand');
    const bob = await as('agent2@demo.brand');
    const before = ticketListDataSchema.parse((await alice.list('tab=inQueue')).body.data);
    const priorities = ['low', 'urgent', 'medium', 'high', 'low', 'medium', 'urgent', 'high', 'low', 'medium', 'high', 'low'] as const;
    const made: Ticket[] = [];
    for (const [index, priority] of priorities.entries()) made.push(ticketOf((await alice.create({ priority, subject: `T${index}` })).body));
    const firstPage = ticketListDataSchema.parse((await alice.list('tab=inQueue')).body.data);
    expect(firstPage.totalCount).toBe(before.totalCount + priorities.length);
    expect(firstPage.tickets).toHaveLength(10);
    const rank = (t: Ticket) => ['low', 'medium', 'high', 'urgent'].indexOf(t.priority);
    const all = [...firstPage.tickets, ...ticketListDataSchema.parse((await alice.list('tab=inQueue&page=2')).body.data).tickets];
    expect(all.map(rank)).toEqual([...all.map(rank)].sort((a, b) => b - a));
    expect(all.length).toBe(firstPage.totalCount);

    const urgent = ticketListDataSchema.parse((await alice.list('tab=inQueue&priority=urgent')).body.data);
    expect(urgent.tickets.every((t) => t.priority === 'urgent')).toBe(true);
    expect(urgent.totalCount).toBe(all.filter((t) => t.priority === 'urgent').length);
    const noGroup = ticketListDataSchema.parse((await alice.list(`tab=inQueue&group=${UNKNOWN}`)).body.data);
    expect(noGroup).toMatchObject({ tickets: [], totalCount: 0 });
    expect(noGroup.groups.map((group) => group.name)).toContain('General');
    const allGroups = ticketListDataSchema.parse((await alice.list(`tab=inQueue&group=${encodeURIComponent('All Groups')}`)).body.data);
    expect(allGroups.totalCount).toBe(firstPage.totalCount);

    // Bob takes one: it leaves the queue, is in Bob's "my tickets" and in Alice's "agent tickets".
    const target = made[3]!;
    const mineBefore = ticketListDataSchema.parse((await bob.list('tab=myTickets')).body.data).totalCount;
    expect((await bob.assign(target.ticketId)).status).toBe(200);
    const bobs = ticketListDataSchema.parse((await bob.list('tab=myTickets')).body.data);
    expect(bobs.totalCount).toBe(mineBefore + 1);
    expect(bobs.tickets.some((t) => t.ticketId === target.ticketId)).toBe(true);
    const others = ticketListDataSchema.parse((await alice.list('tab=agentTickets')).body.data);
    expect(others.tickets.find((t) => t.ticketId === target.ticketId)).toMatchObject({ agentId: bob.userId, agentName: 'Bob Agent', chatState: 'Assigned' });
    expect(ticketListDataSchema.parse((await alice.list('tab=inQueue')).body.data).totalCount).toBe(firstPage.totalCount - 1);

    for (const query of ['tab=everything', 'page=0', 'priority=critical', 'group=General']) {
      expect((await alice.list(query)).status, query).toBe(400);
    }
  });

  it('assigns, responds, resolves with the spec texts and updatedTicket, and refuses what the rules forbid', async () => {
    const alice = await as('agent@demo.brand');
    const bob = await as('agent2@demo.brand');
    const ticket = ticketOf((await alice.create({ priority: 'high' })).body);

    // Nobody works on a ticket in the queue before assigning it.
    expect((await bob.respond(ticket.ticketId, 'Hi')).body.message).toBe(TICKET_TEXTS.assignFirst);
    const assigned = await bob.assign(ticket.ticketId);
    expect(assigned.status).toBe(200);
    expect(assigned.body.message).toBe('Ticket has been assigned');
    expect(ticketOf(assigned.body)).toMatchObject({ agentId: bob.userId, chatState: 'Assigned', status: 'pending' });
    const twice = await alice.assign(ticket.ticketId);
    expect([twice.status, twice.body.message]).toEqual([412, TICKET_TEXTS.alreadyAssigned]);

    const responded = await bob.respond(ticket.ticketId, 'We are on it');
    expect([responded.status, responded.body.message]).toEqual([200, 'Response Submitted']);
    const notYours = await alice.respond(ticket.ticketId, 'Me too');
    expect([notYours.status, notYours.body.message]).toEqual([412, TICKET_TEXTS.notYours]);
    expect((await bob.respond(ticket.ticketId, '')).status).toBe(400);

    const room = ticketRoomDataSchema.parse((await bob.call('GET', `${TICKET_PATHS.joinTicketRoom}?ticketId=${ticket.ticketId}`)).body.data);
    expect(room.ticketChatLogs.filter((log) => log.sender === 'admin').map((log) => [log.text, log.adminName])).toEqual([['We are on it', 'Bob Agent']]);
    expect(room.userProfileDetails.sections[0]?.data[0]).toEqual({ subTitle: 'Name', value: 'Ann Customer', type: 'text' });
    const profile = await bob.call('GET', `${TICKET_PATHS.userProfile}?ticketId=${ticket.ticketId}`);
    expect(profile.body.data).toMatchObject({ changedUserProfileDetails: { ticketId: ticket.ticketId, userProfileDetails: { sections: room.userProfileDetails.sections } } });

    expect((await alice.resolve(ticket.ticketId)).status).toBe(412);
    expect((await bob.resolve(ticket.ticketId, 'reopened')).status).toBe(400);
    const resolved = await bob.resolve(ticket.ticketId);
    expect([resolved.status, resolved.body.message]).toEqual([200, 'Ticket updated successfully']);
    expect(ticketOf(resolved.body)).toMatchObject({ status: 'resolved', chatState: 'Resolved' });
    expect(ticketOf(resolved.body).resolvedAt).not.toBeNull();
    const again = await bob.resolve(ticket.ticketId);
    expect([again.status, again.body.message]).toEqual([412, TICKET_TEXTS.finished]);
    expect((await bob.respond(ticket.ticketId, 'late')).status).toBe(412);

    // A supervisor may close a queued ticket directly.
    const queued = ticketOf((await alice.create({})).body);
    const supervisor = await as('supervisor@demo.brand');
    expect(ticketOf((await supervisor.resolve(queued.ticketId, 'closed')).body)).toMatchObject({ status: 'closed' });

    for (const [method, url, payload] of [
      ['POST', TICKET_PATHS.assign, { ticketId: UNKNOWN }], ['PUT', TICKET_PATHS.respond, { ticketId: UNKNOWN, text: 'x' }],
      ['PUT', TICKET_PATHS.resolve, { ticketId: UNKNOWN }], ['GET', `${TICKET_PATHS.joinTicketRoom}?ticketId=${UNKNOWN}`, undefined],
      ['GET', `${TICKET_PATHS.userProfile}?ticketId=${UNKNOWN}`, undefined],
    ] as const) {
      expect((await bob.call(method, url, payload)).status, url).toBe(404);
    }
    expect((await bob.assign('42')).status).toBe(400);
  });

  it('transfers to an agent with tickets enabled only (admin/v2/agentsForTicketTransfer answers data.agentList)', async () => {
    const alice = await as('agent@demo.brand');
    const bob = await as('agent2@demo.brand');
    const ticket = ticketOf((await alice.create({})).body);
    await alice.assign(ticket.ticketId);
    const agents = agentsForTicketTransferDataSchema.parse((await alice.call('GET', `${TICKET_PATHS.agentsForTransfer}?ticketId=${ticket.ticketId}`)).body.data);
    const names = agents.agentList.map((agent) => agent.name);
    expect(names).toContain('Bob Agent');
    expect(names).not.toContain('Alice Agent');
    // QA and Trainer have neither ticketsEnabled nor /tickets.
    expect(names).not.toContain('Quinn Analyst');
    expect(names).not.toContain('Tara Trainer');

    const qa = await signIn(context.app, 'qa@demo.brand');
    const refused = await alice.call('POST', TICKET_PATHS.transfer, { ticketId: ticket.ticketId, agentId: qa._id });
    expect([refused.status, refused.body.message]).toEqual([412, TICKET_TEXTS.agentUnavailable]);
    expect((await alice.call('POST', TICKET_PATHS.transfer, { ticketId: ticket.ticketId, agentId: UNKNOWN })).status).toBe(412);
    expect((await alice.call('POST', TICKET_PATHS.transfer, { ticketId: UNKNOWN, agentId: bob.userId })).status).toBe(404);
    expect((await alice.call('POST', TICKET_PATHS.transfer, { ticketId: ticket.ticketId })).status).toBe(400);
    expect((await alice.call('GET', `${TICKET_PATHS.agentsForTransfer}?ticketId=${UNKNOWN}`)).status).toBe(404);

    const moved = await alice.call('POST', TICKET_PATHS.transfer, { ticketId: ticket.ticketId, agentId: bob.userId });
    expect(moved.status, moved.raw).toBe(200);
    expect(ticketOf(moved.body)).toMatchObject({ agentId: bob.userId, agentName: 'Bob Agent', chatState: 'Assigned' });
    // Alice no longer holds it.
    expect((await alice.respond(ticket.ticketId, 'x')).status).toBe(412);
    expect((await bob.respond(ticket.ticketId, 'Taking over')).status).toBe(200);
  });

  it('answers stats and the resolved-tickets chart (15 days by default, at most 30)', async () => {
    const alice = await as('agent@demo.brand');
    const before = ticketStatsDataSchema.parse((await alice.call('GET', TICKET_PATHS.stats)).body.data).stats;
    const ticket = ticketOf((await alice.create({})).body);
    await alice.assign(ticket.ticketId);
    await alice.resolve(ticket.ticketId);
    const after = ticketStatsDataSchema.parse((await alice.call('GET', TICKET_PATHS.stats)).body.data).stats;
    expect(after).toEqual({ ...before, resolved: before.resolved + 1, total: before.total + 1 });

    const chart = ticketChartDataSchema.parse((await alice.call('GET', TICKET_PATHS.chart)).body.data).ticketChartData;
    expect(chart).toHaveLength(15);
    const today = new Date().toISOString().slice(0, 10);
    expect(chart.at(-1)?.date).toBe(today);
    const yesterdayAndToday = ticketChartDataSchema.parse((await alice.call('GET', `${TICKET_PATHS.chart}?from=${chart.at(-2)?.date}&to=${today}`)).body.data);
    expect(yesterdayAndToday.ticketChartData).toEqual(chart.slice(-2));
    expect(chart.at(-1)!.resolved).toBeGreaterThanOrEqual(1);

    expect((await alice.call('GET', `${TICKET_PATHS.chart}?from=2026-01-01&to=2026-03-01`)).status).toBe(400);
    expect((await alice.call('GET', `${TICKET_PATHS.chart}?from=2026-03-02&to=2026-03-01`)).status).toBe(400);
    expect((await alice.call('GET', `${TICKET_PATHS.chart}?from=yesterday`)).status).toBe(400);
  });
});
