/**
 * What staff do to a chat, with the customer on one instance and each member on whichever instance the balancer gave
 * them: a transfer, a supervisor's takeover, the live counts, agent monitoring, a chat converted into a ticket that another agent
 * answers (reaching the customer's widget) and resolves. Then the offer timers: an offer nobody answers is taken back
 * once and offered on, and an offer whose instance was SIGKILLed is taken back by another instance's sweep; a member
 * whose console went with a SIGKILLed instance is marked offline.
 */
import { sql } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { expect, it } from 'vitest';
import { NAMESPACES, STAFF_SOCKET_ROLE } from '@switchboard/contracts/auth/auth.events';
import type { LiveChat, Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { TICKET_PATHS, ticketSchema, type Ticket } from '@switchboard/contracts/tickets/tickets.schemas';
import { rowsOf } from '@/db/client';
import { Client } from '@/testing/live-chat-harness';
import { expectChatIntact } from './chat-checks';
import type { ConsoleStaff } from './clients';
import { describeCluster } from './cluster-suite';
import { acceptedChat, resolved, useClients } from './scenarios';

const OFFER_TIMEOUT_MS = 2_000;
type Notice = { kind: string; sessionId: string };
const offersTo = (staff: ConsoleStaff, sessionId: string) => staff.all<Notice>('notification').filter((p) => p.kind === 'offered' && p.sessionId === sessionId);
const takenBack = (staff: ConsoleStaff, sessionId: string) => staff.all<{ sessionId: string; reason?: string }>('deletion')
  .filter((p) => p.sessionId === sessionId && p.reason === 'rejected');

describeCluster('cluster: staff actions and offer timers across instances', {
  instances: 2,
  // Short offers, and no cooldown, so a timed-out offer can come back to the only agent left.
  env: { OFFER_TIMEOUT_SECONDS: String(OFFER_TIMEOUT_MS / 1000), OFFER_COOLDOWN_SECONDS: '0' },
}, (cluster) => {
  const clients = useClients(cluster);

  it('transfer, takeover and the live counts cross instances; every seq once and in order', async () => {
    const alice = await clients.staff('app2', 'agent@demo.brand');
    const sam = await clients.staff('app2', 'supervisor@demo.brand');
    type Stats = { totalLive: number };
    const { totalLive } = await sam.waitFor<Stats>('detailedChatStats'); // sent on join
    const customer = await clients.customer('app1');
    const sessionId = await acceptedChat(alice, customer);
    // The supervisor's counts (app2) follow a hand-over made on app1.
    await sam.waitFor<Stats>('detailedChatStats', (p) => p.totalLive === totalLive + 1);
    // Bob joins on the customer's instance once Alice has the chat (so the offer was hers).
    const bob = await clients.staff('app1', 'agent2@demo.brand');

    expect((await alice.emit('transferChat', { sessionId, toAgentId: bob.userId })).data).toEqual({ sessionId });
    expect(await alice.waitFor('deletion', (p: { sessionId: string }) => p.sessionId === sessionId)).toMatchObject({ reason: 'transferred' });
    await bob.waitFor('addition', (p: { newLiveUser: LiveChat }) => p.newLiveUser.sessionId === sessionId && p.newLiveUser.agentId === bob.userId);
    expect((await bob.emit('acceptChat', { sessionId })).data).toMatchObject({ chatState: 'AgentHandling' });
    const fromBob = await bob.send(sessionId, 'Bob here', 'b-1');
    await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.seq === fromBob);

    expect((await sam.emit('takeoverChat', { sessionId })).data).toEqual({ sessionId });
    expect(await bob.waitFor('deletion', (p: { sessionId: string }) => p.sessionId === sessionId)).toMatchObject({ reason: 'takenOver' });
    const fromSam = await sam.send(sessionId, 'Sam here', 's-1');
    await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.seq === fromSam && p.message.adminName === 'Sam Supervisor');
    const question = await customer.send('thanks Sam', 'c-2');
    await sam.waitFor('userMessage', (p: { message: Message }) => p.message.seq === question);

    await expectChatIntact(cluster().database.db, customer, [sam]);
    await resolved(sam, sessionId);
    await customer.waitFor('chatState', (p: { chatState: string }) => p.chatState === 'Resolved');
  });

  it('agent monitoring on one instance shows the members whose consoles are on the other', async () => {
    const bob = await clients.staff('app1', 'agent2@demo.brand');
    const { token } = await cluster().signIn('supervisor@demo.brand');
    const monitor = await cluster().on('app2', async () => {
      const socket = new Client(io(`${cluster().url}${NAMESPACES.liveAdmins}`, { transports: ['websocket'], forceNew: true, auth: { token, role: STAFF_SOCKET_ROLE } }));
      await socket.waitFor('connect');
      return socket;
    });
    try {
      type AgentRow = { name: string; online: boolean };
      const { data } = await monitor.waitFor<{ data: { agentList: AgentRow[] } }>('agentLiveStats');
      expect(data.agentList.find((agent) => agent.name === 'Bob Agent')).toMatchObject({ online: true });
      expect(data.agentList.find((agent) => agent.name === 'Alice Agent')).toMatchObject({ online: false });
    } finally {
      monitor.close();
      bob.close();
    }
  });

  it('a chat converted into a ticket on one instance reaches the other\'s ticket list; its answer reaches the widget', async () => {
    const alice = await clients.staff('app1', 'agent@demo.brand');
    const customer = await clients.customer('app1');
    await customer.send('My parcel never arrived', 'c-1');
    const sessionId = await acceptedChat(alice, customer, 'c-2');
    const bobLogin = await cluster().signIn('agent2@demo.brand');
    const bobTickets = await cluster().on('app2', async () => {
      const tickets = new Client(io(`${cluster().url}${NAMESPACES.liveTickets}`, {
        transports: ['websocket'], forceNew: true, auth: { token: bobLogin.token, role: STAFF_SOCKET_ROLE },
      }));
      await tickets.waitFor('connect');
      return tickets;
    });
    try {
      expect((await bobTickets.emit('joinTicket', {})).data).toEqual({ liveTicketData: { ticketInfo: null } });
      const call = (token: string, method: string, path: string, body: object) => fetch(`${cluster().url}${path}`, {
        method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
      });
      const converted = await call(alice.login.token, 'POST', TICKET_PATHS.create, { sessionId, subject: 'Lost parcel', priority: 'high' });
      expect(converted.status).toBe(201);
      const ticket = ticketSchema.parse(((await converted.json()) as { data: { ticket: unknown } }).data.ticket);
      await bobTickets.waitFor<{ newLiveTicket: Ticket }>('addition', (p) => p.newLiveTicket.ticketId === ticket.ticketId, 5_000);

      expect((await call(bobLogin.token, 'POST', TICKET_PATHS.assign, { ticketId: ticket.ticketId })).status).toBe(200);
      await bobTickets.waitFor<{ updatedTicket: Ticket }>('updation', (p) => p.updatedTicket.agentId === bobLogin._id);
      expect((await call(bobLogin.token, 'PUT', TICKET_PATHS.respond, { ticketId: ticket.ticketId, text: 'A new parcel ships today' })).status).toBe(200);
      await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.content.text === 'A new parcel ships today' && p.message.adminName === 'Bob Agent');
      expect((await call(bobLogin.token, 'PUT', TICKET_PATHS.resolve, { ticketId: ticket.ticketId })).status).toBe(200);
      expect(await bobTickets.waitFor('deletion', (p: { deletedTicketId: string }) => p.deletedTicketId === ticket.ticketId)).toMatchObject({ reason: 'resolved' });
    } finally {
      bobTickets.close();
    }
  });

  it('an offer nobody answers is taken back once, by one instance, and offered on', async () => {
    const alice = await clients.staff('app2', 'agent@demo.brand');
    const bob = await clients.staff('app1', 'agent2@demo.brand');
    const customer = await clients.customer('app1');
    await customer.send('Talk to an agent', 'handover', 'handover');
    const sessionId = customer.sessionId ?? '';
    const first = await expect.poll(() => [...offersTo(alice, sessionId), ...offersTo(bob, sessionId)].length, { timeout: 10_000 }).toBe(1)
      .then(() => (offersTo(alice, sessionId).length === 1 ? alice : bob));
    const other = first === alice ? bob : alice;

    // Nobody answers: after the timeout the first agent loses it, once, and the other is offered it, once.
    await expect.poll(() => offersTo(other, sessionId).length, { timeout: 20_000 }).toBe(1);
    expect(takenBack(first, sessionId)).toHaveLength(1);
    expect((await other.emit('acceptChat', { sessionId })).data).toMatchObject({ chatState: 'AgentHandling' });
    // A second release (the other instance's timer or sweep) would have taken it from the other agent again.
    await new Promise((r) => setTimeout(r, OFFER_TIMEOUT_MS * 2));
    expect(takenBack(other, sessionId)).toHaveLength(0);
    expect(takenBack(first, sessionId)).toHaveLength(1);
    const [row] = rowsOf<{ state: string; agent: string }>(await cluster().database.db.execute(sql`
      select chat_state as state, agent_id as agent from chat_sessions where session_id = ${sessionId}`));
    expect(row).toEqual({ state: 'AgentHandling', agent: other.userId });
    await resolved(other, sessionId);
  });

  it('the instance that made an offer is SIGKILLed: another instance takes the offer back within the sweep and offers it on', async () => {
    const alice = await clients.staff('app2', 'agent@demo.brand');
    const customer = await clients.customer('app1');
    // The hand-over runs on app1 (the customer's): its offer timer lives there.
    await customer.send('Talk to an agent', 'handover', 'handover');
    const sessionId = customer.sessionId ?? '';
    await expect.poll(() => offersTo(alice, sessionId).length, { timeout: 10_000 }).toBe(1);
    await cluster().instance('app1').stop('SIGKILL');
    try {
      // app2's sweep finds the offer past its time and releases it; Alice (no cooldown here) is offered it again. (How
      // soon is the cluster bench's to measure: a wall-clock bound here failed on a loaded machine, 6.1 s against 6.)
      await expect.poll(() => takenBack(alice, sessionId).length, { timeout: 20_000, interval: 100 }).toBe(1);
      await expect.poll(() => offersTo(alice, sessionId).length, { timeout: 5_000 }).toBe(2);
      expect((await alice.emit('acceptChat', { sessionId })).data).toMatchObject({ chatState: 'AgentHandling' });
      // The customer, reconnected through the balancer to app2, hears from her.
      const line = await alice.send(sessionId, 'Still here for you', 'a-1');
      await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.seq === line, 15_000);
      await resolved(alice, sessionId);
    } finally {
      // The next test needs both instances, whatever happened here.
      await cluster().restart('app1');
    }
  });

  it('an agent whose instance was SIGKILLed and whose console never came back is marked offline, and offered nothing', async () => {
    const bob = await clients.staff('app1', 'agent2@demo.brand');
    const onlineOf = async (userId: string) => rowsOf<{ online: boolean }>(await cluster().database.db.execute(sql`
      select online from agent_presence where user_id = ${userId}`))[0]?.online;
    expect(await onlineOf(bob.userId)).toBe(true);
    await cluster().instance('app1').stop('SIGKILL');
    try {
      bob.close(); // the laptop closed with it: no reconnect, so app1 never wrote that Bob left

      // app2's sweep finds Bob online with no console on any instance.
      await expect.poll(() => onlineOf(bob.userId), { timeout: 20_000, interval: 100 }).toBe(false);
      // A customer asking for a person now waits in the queue instead of being offered to Bob.
      const customer = await clients.customer('app2');
      await customer.send('Talk to an agent', 'handover', 'handover');
      await customer.waitFor('queueStatus', (p) => p !== null);
      const [row] = rowsOf<{ state: string; agent: string | null }>(await cluster().database.db.execute(sql`
        select chat_state as state, agent_id as agent from chat_sessions where session_id = ${customer.sessionId ?? ''}`));
      expect(row).toEqual({ state: 'Inqueue', agent: null });
    } finally {
      await cluster().restart('app1');
    }
  });
});

