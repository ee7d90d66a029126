/**
 * Tickets end to end over sockets: an agent converts a live chat into a ticket, another agent sees
 * it arrive on /liveTickets, assigns it, responds (the customer's widget gets the agent message) and
 * resolves it; a customer with no agent available leaves a ticket from the widget.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import { ticketListDataSchema, TICKET_PATHS, TICKET_TEXTS, ticketRoomDataSchema, ticketSchema, type Ticket } from '@switchboard/contracts/tickets/tickets.schemas';
import { WEBCHAT_TICKET_EVENTS } from '@switchboard/contracts/tickets/tickets.events';
import { describeBackends } from '@/testing/backends';
import { handedOver, LiveChatHarness } from '@/testing/live-chat-harness';
import { callAs, signIn } from '@/testing/test-app';

describeBackends('tickets flow', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => callAs(context.app, token, method, url, payload);

  it('converts a live chat into a ticket that another agent assigns, answers (reaching the widget) and resolves', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    await customer.emit('customerMessage', { text: 'My parcel never arrived', clientMessageId: 'c-1' });
    await handedOver(customer, alice);
    expect((await alice.emit('acceptChat', { sessionId: customer.sessionId })).data).toBeTruthy();

    const bobLogin = await signIn(context.app, 'agent2@demo.brand');
    const bobTickets = harness.open(NAMESPACES.liveTickets, { token: bobLogin.token });
    await bobTickets.waitFor('connect');
    expect((await bobTickets.emit('joinTicket', {})).data).toEqual({ liveTicketData: { ticketInfo: null } });

    const converted = await call(alice.token, 'POST', TICKET_PATHS.create, { sessionId: customer.sessionId, subject: 'Lost parcel', priority: 'high' });
    expect(converted.status, converted.raw).toBe(201);
    const ticket = ticketSchema.parse(converted.body.data.ticket);
    expect(ticket).toMatchObject({ chatTicketId: customer.sessionId, contactType: 'chat', source: 'liveChat', chatState: 'Inqueue', psid: customer.psid });
    // The live chat is over: the customer is told, and converting it again is refused.
    await customer.waitFor<{ chatState: string }>('chatState', (p) => p.chatState === 'Resolved');
    expect((await call(alice.token, 'POST', TICKET_PATHS.create, { sessionId: customer.sessionId, subject: 'Again' })).status).toBe(412);
    const added = await bobTickets.waitFor<{ newLiveTicket: Ticket }>('addition', (p) => p.newLiveTicket.ticketId === ticket.ticketId);
    expect(added.newLiveTicket.subject).toBe('Lost parcel');

    const assigned = await call(bobLogin.token, 'POST', TICKET_PATHS.assign, { ticketId: ticket.ticketId });
    expect(assigned.body.message).toBe('Ticket has been assigned');
    await bobTickets.waitFor<{ updatedTicket: Ticket }>('updation', (p) => p.updatedTicket.agentId === bobLogin._id);
    expect((await bobTickets.emit('joinTicket', { ticketId: ticket.ticketId })).data).toMatchObject({ liveTicketData: { ticketInfo: { ticketId: ticket.ticketId } } });

    const room = ticketRoomDataSchema.parse((await call(bobLogin.token, 'GET', `${TICKET_PATHS.joinTicketRoom}?ticketId=${ticket.ticketId}`)).body.data);
    expect(room.ticketChatLogs.some((log) => log.origin === 'chat' && log.text === 'My parcel never arrived')).toBe(true);

    const responded = await call(bobLogin.token, 'PUT', TICKET_PATHS.respond, { ticketId: ticket.ticketId, text: 'A new parcel ships today' });
    expect(responded.body.message).toBe('Response Submitted');
    await bobTickets.waitFor<{ ticketId: string; message: { text: string } }>('response', (p) => p.ticketId === ticket.ticketId && p.message.text === 'A new parcel ships today');
    const delivered = await customer.waitFor<{ message: { sender: string; content: { text?: string }; adminName?: string } }>('agentMessage',
      (p) => p.message.content.text === 'A new parcel ships today');
    expect(delivered.message).toMatchObject({ sender: 'admin', adminName: 'Bob Agent' });
    // The response shows once in the ticket's chat, though it is also stored in the customer's chat.
    const after = ticketRoomDataSchema.parse((await call(bobLogin.token, 'GET', `${TICKET_PATHS.joinTicketRoom}?ticketId=${ticket.ticketId}`)).body.data);
    expect(after.ticketChatLogs.filter((log) => log.text === 'A new parcel ships today')).toHaveLength(1);

    const resolved = await call(bobLogin.token, 'PUT', TICKET_PATHS.resolve, { ticketId: ticket.ticketId });
    expect(resolved.body.message).toBe('Ticket updated successfully');
    expect(await bobTickets.waitFor('deletion', (p: { deletedTicketId: string }) => p.deletedTicketId === ticket.ticketId)).toMatchObject({ reason: 'resolved' });
  });

  it('an agent cannot convert a chat that is not theirs', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    await handedOver(customer, alice);
    await alice.emit('acceptChat', { sessionId: customer.sessionId });
    const bob = await signIn(context.app, 'agent2@demo.brand');
    const refused = await call(bob.token, 'POST', TICKET_PATHS.create, { sessionId: customer.sessionId, subject: 'Mine now' });
    expect(refused.status).toBe(412);
    const inQueue = ticketListDataSchema.parse((await call(bob.token, 'GET', `${TICKET_PATHS.list}?tab=inQueue`)).body.data);
    expect(inQueue.tickets.some((t) => t.chatTicketId === customer.sessionId)).toBe(false);
  });

  it('a widget customer with no agent available leaves a ticket', async () => {
    const customer = await harness.customer();
    const availability = await customer.emit<{ agentsAvailable: boolean }>(WEBCHAT_TICKET_EVENTS.availability, {});
    expect(availability.data).toEqual({ agentsAvailable: false });
    const bad = await customer.emit(WEBCHAT_TICKET_EVENTS.create, { email: 'nope', text: 'Hi' });
    expect(bad.errorCode).toBe(ERROR_CODES.validation);
    const made = await customer.emit<{ ticketId: string; message: string }>(WEBCHAT_TICKET_EVENTS.create, {
      name: 'Wendy Widget', email: 'wendy@example.com', text: 'Please call me back about my order',
    });
    expect(made.data?.ticketId).toBeTruthy();

    const alice = await harness.staff('agent@demo.brand');
    expect((await customer.emit<{ agentsAvailable: boolean }>(WEBCHAT_TICKET_EVENTS.availability, {})).data).toEqual({ agentsAvailable: true });
    const inQueue = ticketListDataSchema.parse((await call(alice.token, 'GET', `${TICKET_PATHS.list}?tab=inQueue`)).body.data);
    const ticket = inQueue.tickets.find((t) => t.ticketId === made.data?.ticketId);
    expect(ticket).toMatchObject({ source: 'widget', customerName: 'Wendy Widget', psid: customer.psid, subject: 'Please call me back about my order' });
    const room = ticketRoomDataSchema.parse((await call(alice.token, 'GET', `${TICKET_PATHS.joinTicketRoom}?ticketId=${ticket!.ticketId}`)).body.data);
    expect(room.userProfileDetails.sections[0]?.data).toContainEqual({ subTitle: 'Email', value: 'wendy@example.com', type: 'text' });

    // At most 3 open tickets from one widget customer.
    const more = { email: 'wendy@example.com', text: 'Again' };
    expect((await customer.emit(WEBCHAT_TICKET_EVENTS.create, more)).data).toBeTruthy();
    expect((await customer.emit(WEBCHAT_TICKET_EVENTS.create, more)).data).toBeTruthy();
    const flooded = await customer.emit(WEBCHAT_TICKET_EVENTS.create, more);
    expect([flooded.errorCode, flooded.message]).toEqual([412, TICKET_TEXTS.tooManyOpen]);
  });
});
