/**
 * §6/§7 to the letter (issue 23): join's liveTicketsData, tickets coming and going on the chat channel
 * (addition newLiveTicket, deletion deletedTicketId), errorCode 204 for refusals the console resets on,
 * and the staff handshake's role admin.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { NAMESPACES, STAFF_SOCKET_ROLE } from '@switchboard/contracts/auth/auth.events';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import { joinReplySchema } from '@switchboard/contracts/live-chat/live-chat.events';
import { TICKET_PATHS, ticketSchema, type Ticket } from '@switchboard/contracts/tickets/tickets.schemas';
import { describeBackends } from '@/testing/backends';
import { handedOver, LiveChatHarness } from '@/testing/live-chat-harness';
import { bearer, signIn } from '@/testing/test-app';
import { ROLE_REFUSED } from '@/realtime/realtime';
import { TEXTS } from './chat-access';

describeBackends('live chat: the realtime contract of §6 and §7', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  const call = async (token: string, method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await context.app.inject({ method, url, headers: bearer(token), payload });
    return { status: response.statusCode, data: response.json<{ data: Record<string, unknown> }>().data, raw: response.body };
  };

  it("join carries the member's live tickets; assigning, transferring and resolving move them on the chat channel", async () => {
    const alice = await harness.staff('agent@demo.brand');
    const created = await call(alice.token, 'POST', TICKET_PATHS.create, { customerName: 'Rita Ticket', subject: 'Broken kettle' });
    expect(created.status, created.raw).toBe(201);
    const ticket = ticketSchema.parse(created.data.ticket);
    // In the queue it is nobody's yet.
    expect(joinReplySchema.parse((await alice.emit('join', {})).data).liveTicketsData.map((t) => t.ticketId)).not.toContain(ticket.ticketId);

    expect((await call(alice.token, 'POST', TICKET_PATHS.assign, { ticketId: ticket.ticketId })).status).toBe(200);
    await alice.waitFor<{ newLiveTicket?: Ticket }>('addition', (p) => p.newLiveTicket?.ticketId === ticket.ticketId);
    const joined = joinReplySchema.parse((await alice.emit('join', {})).data);
    expect(joined.liveTicketsData.find((t) => t.ticketId === ticket.ticketId)).toMatchObject({ agentId: alice.userId, subject: 'Broken kettle' });

    const bob = await harness.staff('agent2@demo.brand');
    expect((await call(alice.token, 'POST', TICKET_PATHS.transfer, { ticketId: ticket.ticketId, agentId: bob.userId })).status).toBe(200);
    await bob.waitFor<{ newLiveTicket?: Ticket }>('addition', (p) => p.newLiveTicket?.ticketId === ticket.ticketId);
    expect(await alice.waitFor('deletion', (p: { deletedTicketId?: string }) => p.deletedTicketId === ticket.ticketId)).toMatchObject({ reason: 'transferred' });
    expect(joinReplySchema.parse((await alice.emit('join', {})).data).liveTicketsData.map((t) => t.ticketId)).not.toContain(ticket.ticketId);

    expect((await call(bob.token, 'PUT', TICKET_PATHS.resolve, { ticketId: ticket.ticketId, status: 'closed' })).status).toBe(200);
    expect(await bob.waitFor('deletion', (p: { deletedTicketId?: string }) => p.deletedTicketId === ticket.ticketId)).toMatchObject({ reason: 'resolved' });
    expect(joinReplySchema.parse((await bob.emit('join', {})).data).liveTicketsData.map((t) => t.ticketId)).not.toContain(ticket.ticketId);
  });

  it('answers errorCode 204 with the message when the chat is resolved elsewhere, taken by another or gone; 412 otherwise', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    await handedOver(customer, alice);
    expect((await alice.emit('acceptChat', { sessionId: customer.sessionId })).data).toBeTruthy();
    const bob = await harness.staff('agent2@demo.brand');
    // Taken: Bob may not take a chat Alice handles.
    expect(await bob.emit('takeChat', { sessionId: customer.sessionId })).toEqual({ message: TEXTS.takenByOther, errorCode: ERROR_CODES.socketReset });
    expect(await bob.emit('sendMessage', { sessionId: customer.sessionId, text: 'hi', clientMessageId: 'b1' }))
      .toEqual({ message: TEXTS.notYours, errorCode: ERROR_CODES.socketReset });
    // Resolved elsewhere: Alice resolves in one tab; the other tab's commands are refused with a reset.
    expect((await alice.emit('resolveChat', { sessionId: customer.sessionId })).data).toBeTruthy();
    expect(await alice.emit('resolveChat', { sessionId: customer.sessionId })).toEqual({ message: TEXTS.closed, errorCode: ERROR_CODES.socketReset });
    expect(await alice.emit('holdChat', { sessionId: customer.sessionId, onHold: true })).toMatchObject({ errorCode: 204 });
    // Not a stale picture: a plain business rule stays 412 (no agent with room), a bad payload VALIDATION.
    const sam = await harness.staff('supervisor@demo.brand');
    const other = await harness.customer();
    await handedOver(other, alice);
    expect((await alice.emit('acceptChat', { sessionId: other.sessionId })).data).toBeTruthy();
    const offline = '00000000-0000-4000-8000-000000000000';
    expect(await sam.emit('transferChat', { sessionId: other.sessionId, toAgentId: offline })).toMatchObject({ errorCode: 412 });
    expect(await sam.emit('resolveChat', { sessionId: 'nope' })).toMatchObject({ errorCode: ERROR_CODES.validation });
  });

  it('staff sockets identify themselves with role admin; any other role is refused at the handshake', async () => {
    const login = await signIn(context.app, 'agent@demo.brand');
    const admin = harness.open(NAMESPACES.liveConversations, { token: login.token, role: STAFF_SOCKET_ROLE });
    await admin.waitFor('connect');
    const customer = harness.open(NAMESPACES.liveConversations, { token: login.token, role: 'customer' });
    expect(await customer.waitFor('connect_error')).toBe(ROLE_REFUSED);
    const tickets = harness.open(NAMESPACES.liveTickets, { token: login.token, role: 42 });
    expect(await tickets.waitFor('connect_error')).toBe(ROLE_REFUSED);
  });
});
