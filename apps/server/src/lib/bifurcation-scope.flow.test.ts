/**
 * Issue 21, point 10: a member scoped to one region never receives another region's records — live list,
 * live events (socket.io), counts, history, its download, customers, tickets, ticket history and the
 * ticket channel — and routing offers a chat only to agents allowed its values.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { AUTH_PATHS } from '@switchboard/contracts/auth/auth.schemas';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { CUSTOMER_PATHS } from '@switchboard/contracts/customers/customers.schemas';
import { HISTORY_PATHS } from '@switchboard/contracts/history/history.schemas';
import { LIVE_CHAT_PATHS } from '@switchboard/contracts/live-chat/live-chat.api';
import { CONFIGURATION_PATHS } from '@switchboard/contracts/members/configuration.schemas';
import { MEMBERS_PATHS, pathWith } from '@switchboard/contracts/members/team.schemas';
import { TICKET_HISTORY_PATHS } from '@switchboard/contracts/tickets/ticket-history.schemas';
import { TICKET_PATHS } from '@switchboard/contracts/tickets/tickets.schemas';
import { describeBackends } from '@/testing/backends';
import { Client, handedOver, LiveChatHarness } from '@/testing/live-chat-harness';
import { bearer, signIn } from '@/testing/test-app';
import type { App } from '@/plugins/type-provider';

const today = new Date().toISOString().slice(0, 10);

async function call(app: App, token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const response = await app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: response.statusCode, body: response.body, json: response.json<{ data: Record<string, unknown>; message?: string; field?: string }>() };
}

/** The admin gives the south-shop site its region and narrows members' allow-lists. */
async function setUp(app: App) {
  const admin = await signIn(app, 'admin@demo.brand');
  const config = await call(app, admin.token, 'GET', CONFIGURATION_PATHS.configuration);
  const saved = await call(app, admin.token, 'PUT', CONFIGURATION_PATHS.configuration,
    { ...config.json.data, widgetSites: [{ key: 'south-shop', values: { region: 'south' } }] });
  expect(saved.status, saved.body).toBe(200);
  const allow = async (email: string, allowedBifurcation: Record<string, string[]>) => {
    const member = await signIn(app, email);
    const reply = await call(app, admin.token, 'PUT', pathWith(MEMBERS_PATHS.teamMemberBifurcation, { memberId: member._id }), { allowedBifurcation });
    expect(reply.status, reply.body).toBe(200);
    return reply;
  };
  await allow('supervisor@demo.brand', { region: ['north'] });
  await allow('agent@demo.brand', { region: ['north'] });
  await allow('manager@demo.brand', { region: ['south'] });
  return { admin };
}

describeBackends('bifurcation scopes what a member sees', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  it('offers only the allowed values and refuses another one', async () => {
    const { admin } = await setUp(context.app);
    const supervisor = await signIn(context.app, 'supervisor@demo.brand');
    expect(supervisor.bifurcationFilters.find((f) => f.valueKey === 'region')?.options.map((o) => o.value)).toEqual(['north']);
    const manager = await signIn(context.app, 'manager@demo.brand');
    // The brand's default (north) is not allowed: the first allowed value is theirs.
    expect(manager.selectedBifurcation.region?.value).toBe('south');
    const refused = await call(context.app, supervisor.token, 'POST', AUTH_PATHS.updateUserFilterSelection,
      { adminPsid: supervisor.adminId, selectedBifurcation: { region: { value: 'south' } } });
    expect(refused.status).toBe(400);
    expect(refused.json.field).toBe('selectedBifurcation');
    const unknown = await call(context.app, admin.token, 'PUT', pathWith(MEMBERS_PATHS.teamMemberBifurcation, { memberId: supervisor._id }),
      { allowedBifurcation: { region: ['mars'] } });
    expect(unknown.status).toBe(400);
    const detail = await call(context.app, admin.token, 'GET', pathWith(MEMBERS_PATHS.teamMember, { memberId: supervisor._id }));
    expect(detail.json.data).toMatchObject({ allowedBifurcation: { region: ['north'] } });
  });

  it('keeps another region out of the live list, its events, history, customers and tickets', async () => {
    const { admin } = await setUp(context.app);
    const north = await harness.staff('supervisor@demo.brand');
    const south = await harness.staff('manager@demo.brand');
    const northCustomer = await harness.customer();
    const southCustomer = await harness.customer({ site: 'south-shop' });
    await northCustomer.emit('customerMessage', { text: 'hello from the north', clientMessageId: 'n-1' });
    await southCustomer.emit('customerMessage', { text: 'hello from the south', clientMessageId: 's-1' });
    await north.waitFor('userMessage', (p: { psid: string }) => p.psid === northCustomer.psid);
    await south.waitFor('userMessage', (p: { psid: string }) => p.psid === southCustomer.psid);
    await north.waitFor('response', (p: { psid: string }) => p.psid === northCustomer.psid);
    await south.waitFor('response', (p: { psid: string }) => p.psid === southCustomer.psid);

    // Live: the join snapshot, the tabs and the counts.
    const joined = await north.emit<never>('join', {});
    const snapshot = JSON.stringify(joined.data);
    expect(snapshot).toContain(northCustomer.sessionId);
    expect(snapshot).not.toContain(southCustomer.sessionId);
    // join sends the counts before it answers: the last ones are of the north only.
    expect(north.all<{ totalLive: number }>('detailedChatStats').at(-1)?.totalLive).toBe(1);
    expect(south.all<{ totalLive: number }>('detailedChatStats').every((stats) => stats.totalLive <= 1)).toBe(true);
    const northToken = (await signIn(context.app, 'supervisor@demo.brand')).token;
    const tab = await call(context.app, northToken, 'GET', `${LIVE_CHAT_PATHS.liveChats}?tab=botHandling`);
    expect(tab.body).toContain(northCustomer.sessionId);
    expect(tab.body).not.toContain(southCustomer.sessionId);
    const room = await call(context.app, northToken, 'POST', LIVE_CHAT_PATHS.joinChatRoom,
      { socketId: 'x', timestamp: Date.now(), clientPsid: southCustomer.psid, adminPsid: 'x', sessionId: southCustomer.sessionId });
    expect(room.status).toBe(403);

    // History and its download.
    const history = await call(context.app, northToken, 'POST', HISTORY_PATHS.filtersQuery, { startDate: today, endDate: today });
    expect(history.body).toContain(northCustomer.sessionId);
    expect(history.body).not.toContain(southCustomer.sessionId);
    expect((await call(context.app, northToken, 'POST', HISTORY_PATHS.chatLogsBySessionId, { sessionId: southCustomer.sessionId })).status).toBe(404);
    expect((await call(context.app, northToken, 'POST', HISTORY_PATHS.downloadChatlog, { sessionId: southCustomer.sessionId, format: 'csv' })).status).toBe(404);
    expect((await call(context.app, northToken, 'POST', HISTORY_PATHS.downloadChatlog, { sessionId: northCustomer.sessionId, format: 'csv' })).status).toBe(200);

    // Customers.
    const customers = await call(context.app, northToken, 'GET', CUSTOMER_PATHS.list);
    expect(customers.body).toContain(northCustomer.psid);
    expect(customers.body).not.toContain(southCustomer.psid);
    expect((await call(context.app, northToken, 'GET', `${CUSTOMER_PATHS.profile}?cId=${southCustomer.psid}`)).status).toBe(404);

    // Tickets: made by the admin for each customer; the list, history and the ticket channel stay north.
    const tickets = connect(`${harness.url}${NAMESPACES.liveTickets}`, { auth: { token: northToken }, transports: ['websocket'], forceNew: true });
    const ticketEvents = new Client(tickets);
    await ticketEvents.waitFor('connect');
    await ticketEvents.emit('joinTicket', {});
    const made: Record<string, string> = {};
    for (const [name, psid] of [['north', northCustomer.psid], ['south', southCustomer.psid]] as const) {
      const created = await call(context.app, admin.token, 'POST', TICKET_PATHS.create, { psid, subject: `Ticket of the ${name}` });
      expect(created.status, created.body).toBe(201);
      made[name] = (created.json.data.ticket as { ticketId: string }).ticketId;
    }
    await ticketEvents.waitFor('addition', (p: { newLiveTicket: { ticketId: string } }) => p.newLiveTicket.ticketId === made.north);
    const list = await call(context.app, northToken, 'GET', `${TICKET_PATHS.list}?tab=inQueue`);
    expect(list.body).toContain(made.north);
    expect(list.body).not.toContain(made.south);
    const ticketHistory = await call(context.app, northToken, 'POST', TICKET_HISTORY_PATHS.filtersQuery, {});
    expect(ticketHistory.body).toContain(made.north);
    expect(ticketHistory.body).not.toContain(made.south);
    expect((await call(context.app, northToken, 'POST', TICKET_HISTORY_PATHS.byTicketId, { ticketId: made.south })).status).toBe(404);

    // Nothing of the south reached the north's sockets, and the south got its own.
    const heard = JSON.stringify([...north.events, ...ticketEvents.events].map((entry) => entry.payload));
    expect(heard).not.toContain(southCustomer.sessionId);
    expect(heard).not.toContain(southCustomer.psid);
    expect(heard).not.toContain(made.south);
    expect(JSON.stringify(south.events.map((entry) => entry.payload))).not.toContain(northCustomer.sessionId);
    ticketEvents.close();
  });

  it('offers a chat only to an agent allowed its values', async () => {
    await setUp(context.app);
    const northAgent = await harness.staff('agent@demo.brand');
    const anyAgent = await harness.staff('agent2@demo.brand');
    const southCustomer = await harness.customer({ site: 'south-shop' });
    await handedOver(southCustomer, anyAgent);
    expect(JSON.stringify(northAgent.events.map((entry) => entry.payload))).not.toContain(southCustomer.sessionId);
  });
});
