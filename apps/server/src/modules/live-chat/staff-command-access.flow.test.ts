/**
 * Issue 20, finding 6: every staff command that names a chat × {the caller's own chat, another agent's
 * chat, an unknown chat}. Own works (or fails only by a business rule); another agent's chat is refused
 * (403/412, or 204 where the console resets), changes nothing and no event about it reaches anyone; an unknown id is refused (404). Never
 * a 500. Supervisors keep their right to supervise and take over other agents' chats (§6).
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { STAFF_COMMANDS, type SocketReply, type StaffCommand } from '@switchboard/contracts/live-chat/live-chat.events';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { groups } from '@/db/schema/groups';
import { describeBackends } from '@/testing/backends';
import { handedOver, LiveChatHarness, type Client, type StaffClient } from '@/testing/live-chat-harness';
import { findSession } from './chat-session.repository';

type Customer = Client & { sessionId: string; psid: string };
type Outcome = 'works' | 412 | 204 | 'FORBIDDEN' | 'NOT_FOUND';
interface Ids { sessionId: string; chatlogId: string; groupId: string; otherAgentId: string }

/** Each command naming a chat: its payload for a chat, and what the chat's own agent (an agent role) gets. */
const TABLE: Record<Exclude<StaffCommand, 'join' | 'joinUntaggedChats' | 'changeAgentState'>, { payload: (ids: Ids) => object; own: Outcome }> = {
  typing: { payload: ({ sessionId }) => ({ sessionId, typing: true }), own: 'works' },
  messageSeen: { payload: ({ sessionId }) => ({ clientPsid: 'c', senderPsid: 's', sessionId, upToSeq: 1 }), own: 'works' },
  updateCustomerMessage: {
    payload: ({ chatlogId }) => ({ readStatus: 'delivered', senderPsid: 's', clientPsid: 'c', chatlogId, timestamp: 1 }), own: 'works',
  },
  sendMessage: { payload: ({ sessionId }) => ({ sessionId, text: 'hello', clientMessageId: randomUUID() }), own: 'works' },
  sendWhisper: { payload: ({ sessionId }) => ({ sessionId, text: 'note', clientMessageId: randomUUID() }), own: 'FORBIDDEN' },
  holdChat: { payload: ({ sessionId }) => ({ sessionId, onHold: true }), own: 'works' },
  raiseHand: { payload: ({ sessionId }) => ({ sessionId, raised: true }), own: 'works' },
  escalateChat: { payload: ({ sessionId }) => ({ sessionId }), own: 'works' },
  updateTags: { payload: ({ sessionId }) => ({ sessionId, selectedTags: ['refund'] }), own: 'works' },
  viewingChat: { payload: ({ sessionId }) => ({ sessionId }), own: 'works' },
  resync: { payload: ({ sessionId }) => ({ chats: [{ sessionId, lastSeq: 0 }] }), own: 'works' },
  inviteAgent: { payload: ({ sessionId, otherAgentId }) => ({ sessionId, agentId: otherAgentId }), own: 'works' },
  answerInvite: { payload: ({ sessionId }) => ({ sessionId, accept: true }), own: 412 }, // nobody invited the agent
  superviseChat: { payload: ({ sessionId }) => ({ sessionId, mode: 'whisper' }), own: 'FORBIDDEN' },
  takeoverChat: { payload: ({ sessionId }) => ({ sessionId }), own: 'FORBIDDEN' },
  acceptChat: { payload: ({ sessionId }) => ({ sessionId }), own: 204 }, // already accepted: no longer offered (a reset)
  rejectChat: { payload: ({ sessionId }) => ({ sessionId }), own: 204 },
  takeChat: { payload: ({ sessionId }) => ({ sessionId }), own: 'works' }, // already theirs: nothing changes
  blockChat: { payload: ({ sessionId }) => ({ sessionId, blocked: false }), own: 'works' },
  // These three hand the chat on: each gets a chat of its own in the test.
  relinquishChat: { payload: ({ sessionId }) => ({ sessionId }), own: 'works' },
  transferChat: { payload: ({ sessionId, groupId }) => ({ sessionId, toGroupId: groupId }), own: 'works' },
  resolveChat: { payload: ({ sessionId }) => ({ sessionId }), own: 'works' },
};
const HANDS_ON = ['relinquishChat', 'transferChat', 'resolveChat'] as const;
const commands = Object.keys(TABLE) as Array<keyof typeof TABLE>;

const outcomeOf = (reply: SocketReply): Outcome | SocketReply =>
  reply.data !== undefined && reply.errorCode === undefined ? 'works'
    : reply.errorCode === 412 || reply.errorCode === 204 || reply.errorCode === 'FORBIDDEN' || reply.errorCode === 'NOT_FOUND' ? reply.errorCode : reply;

describeBackends('live chat: staff commands check access to the chat they name', (context) => {
  it('own chat works, another agent’s chat is refused with nothing changed or told, an unknown chat is 404 — never 500', async () => {
    // A command added to STAFF_COMMANDS must be added to the table (or to the three that name no chat).
    expect([...commands, 'join', 'joinUntaggedChats', 'changeAgentState'].sort()).toEqual(Object.keys(STAFF_COMMANDS).sort());
    const harness = await new LiveChatHarness(context.app).listen();
    try {
      const alice = await harness.staff('agent@demo.brand');
      const bob = await harness.staff('agent2@demo.brand');
      const [group] = await context.database.db.select({ id: groups.id }).from(groups).limit(1);
      const acceptedChat = async (): Promise<Customer> => {
        const customer = await harness.customer();
        await handedOver(customer, alice);
        expect((await alice.emit('acceptChat', { sessionId: customer.sessionId })).data).toBeTruthy();
        await customer.emit('customerMessage', { text: 'my order is late', clientMessageId: randomUUID() });
        await alice.waitFor('userMessage', (p: { message: Message }) => p.message.content.text === 'my order is late');
        return customer;
      };
      const idsOf = async (customer: Customer, otherAgentId: string): Promise<Ids> => {
        const seen = alice.all<{ message: Message }>('userMessage').find((p) => p.message.sessionId === customer.sessionId);
        return { sessionId: customer.sessionId, chatlogId: seen?.message.chatlogId ?? '', groupId: group?.id ?? '', otherAgentId };
      };
      const customer = await acceptedChat();
      const own = await idsOf(customer, bob.userId);
      const snapshot = async () => {
        const row = await findSession(context.database.db, own.sessionId);
        return row && { ...row, updatedAt: undefined };
      };
      const before = await snapshot();
      const marks = [alice, bob, customer].map((client) => client.events.length);

      // Another agent's chat: bob names alice's chat.
      const other: Record<string, Outcome | SocketReply> = {};
      for (const command of commands) other[command] = outcomeOf(await bob.emit(command, TABLE[command].payload({ ...own, otherAgentId: alice.userId })));
      // resync leaves out what the member may not see (a reconnect must still recover the rest): nothing of it comes back.
      expect(other.resync).toBe('works');
      expect((await bob.emit<{ chats: unknown[] }>('resync', TABLE.resync.payload(own))).data?.chats).toEqual([]);
      for (const command of commands.filter((c) => c !== 'resync')) expect([command, other[command]]).toEqual([command, expect.toBeOneOf([412, 204, 'FORBIDDEN'])]);
      expect(await snapshot()).toEqual(before);
      // Nothing about the chat reached anyone: alice's own typing, sent now, is the first event about it each of them gets.
      expect((await alice.emit('typing', { sessionId: own.sessionId, typing: false })).data).toEqual({ typing: false });
      await alice.waitFor('typingStatus', (p: { typingInfo: { by: string } }) => p.typingInfo.by === alice.userId);
      await customer.waitFor('typingStatus');
      const leaked = (client: Client, mark: number) => client.events.slice(mark).filter((e) => {
        const text = JSON.stringify(e.payload ?? null);
        const sentinel = e.event === 'typingStatus' && text.includes(alice.userId);
        return !sentinel && (text.includes(own.sessionId) || text.includes(bob.userId));
      });
      expect(leaked(alice, marks[0]!)).toEqual([]);
      expect(leaked(bob, marks[1]!)).toEqual([]);
      expect(customer.events.slice(marks[2]).filter((e) => e.event !== 'typingStatus' || JSON.stringify(e.payload).includes('Bob'))).toEqual([]);

      // An unknown chat.
      const unknown = { ...own, sessionId: randomUUID(), chatlogId: randomUUID() };
      for (const command of commands) {
        const outcome = outcomeOf(await bob.emit(command, TABLE[command].payload(unknown)));
        if (command === 'resync') expect(outcome).toBe('works');
        // An unknown chat is a chat gone: NOT_FOUND, or 204 where the console resets on it (command-guard's RESET_REFUSALS).
        else expect([command, outcome]).toEqual([command, expect.toBeOneOf(other[command] === 'FORBIDDEN' ? ['FORBIDDEN', 'NOT_FOUND', 204] : ['NOT_FOUND', 204])]);
      }

      // The own chat: the agent's own commands work (or a business rule says no); the hand-ons each on a chat of their own.
      for (const command of commands.filter((c) => !(HANDS_ON as readonly string[]).includes(c))) {
        expect([command, outcomeOf(await alice.emit(command, TABLE[command].payload(own)))]).toEqual([command, TABLE[command].own]);
      }
      // From here every new chat goes to alice.
      expect((await bob.emit('changeAgentState', { selectedState: "don't accept chats" })).errorCode).toBeUndefined();
      for (const command of HANDS_ON) {
        const chat = command === 'resolveChat' ? own : await idsOf(await acceptedChat(), bob.userId);
        expect([command, outcomeOf(await alice.emit(command, TABLE[command].payload(chat)))]).toEqual([command, TABLE[command].own]);
      }
    } finally {
      harness.closeAll();
    }
  });

  it('a supervisor still supervises and takes over an agent’s chat; typing needs a part in the chat', async () => {
    const harness = await new LiveChatHarness(context.app).listen();
    try {
      const alice: StaffClient = await harness.staff('agent@demo.brand');
      const sam = await harness.staff('supervisor@demo.brand');
      const customer = await harness.customer();
      await handedOver(customer, alice);
      expect((await alice.emit('acceptChat', { sessionId: customer.sessionId })).data).toBeTruthy();
      // A background signal: refused (412), never a reset of the supervisor's screen.
      expect(await sam.emit('typing', { sessionId: customer.sessionId, typing: true })).toMatchObject({ errorCode: 412 });
      expect((await sam.emit('superviseChat', { sessionId: customer.sessionId, mode: 'barge' })).data).toMatchObject({ mode: 'barge' });
      expect((await sam.emit('typing', { sessionId: customer.sessionId, typing: true })).data).toEqual({ typing: true });
      await alice.waitFor('typingStatus', (p: { typingInfo: { by: string } }) => p.typingInfo.by === sam.userId);
      expect((await sam.emit('takeoverChat', { sessionId: customer.sessionId })).data).toEqual({ sessionId: customer.sessionId });
      expect(await alice.waitFor('deletion')).toMatchObject({ sessionId: customer.sessionId, reason: 'takenOver' });
    } finally {
      harness.closeAll();
    }
  });
});
