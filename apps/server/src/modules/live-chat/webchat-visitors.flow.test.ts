/**
 * Issue 20, finding 3: a /webchat connection stores nothing until the visitor starts a chat or writes;
 * the first message creates exactly one customer and one chat; a returning customer resumes as before;
 * bot-handled chats close after the idle time and leave the live lists.
 */
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { LIVE_CHAT_PATHS, liveChatsDataSchema } from '@switchboard/contracts/live-chat/live-chat.api';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { WEBCHAT_NAMESPACE } from '@switchboard/contracts/live-chat/webchat.events';
import { chatSessions } from '@/db/schema/chat-sessions';
import { customers } from '@/db/schema/customers';
import { describeBackends } from '@/testing/backends';
import { handedOver, LiveChatHarness } from '@/testing/live-chat-harness';
import { bearer } from '@/testing/test-app';
import { TEXTS } from './chat-access';

type Session = { psid: string; sessionId: string; chatState: string; lastSeq: number };

describeBackends('webchat: visitors and idle bot chats', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  const totals = async () => {
    const db = context.database.db;
    const [people] = await db.select({ n: count() }).from(customers);
    const [chats] = await db.select({ n: count() }).from(chatSessions);
    return { customers: Number(people?.n), chats: Number(chats?.n) };
  };
  const botHandling = async (token: string) => {
    const response = await context.app.inject({ method: 'GET', url: `${LIVE_CHAT_PATHS.liveChats}?tab=botHandling`, headers: bearer(token) });
    return liveChatsDataSchema.parse(response.json<{ data: unknown }>().data).items.map((chat) => chat.sessionId);
  };

  it('200 sockets that connect and close leave no customer and no live chat', async () => {
    const before = await totals();
    const visitors = Array.from({ length: 200 }, () => harness.open(WEBCHAT_NAMESPACE, {}));
    await Promise.all(visitors.map((visitor) => visitor.waitFor('connect', undefined, 30_000)));
    await Promise.all(visitors.map((visitor) => visitor.waitFor('visitor', undefined, 30_000)));
    visitors.forEach((visitor) => visitor.close());
    // A stale psid (the database forgot it) is a visitor too.
    const stale = harness.open(WEBCHAT_NAMESPACE, { psid: 'web-forgotten', lastSeq: 4 });
    await stale.waitFor('visitor');
    expect(stale.all('session')).toEqual([]);
    expect(await totals()).toEqual(before);
  });

  it('a first message creates exactly one customer and one chat; the returning customer resumes it', async () => {
    const supervisor = await harness.staff('supervisor@demo.brand');
    const before = await totals();
    const visitor = harness.open(WEBCHAT_NAMESPACE, { clientUrl: 'https://demo.brand/shoes' });
    await visitor.waitFor('visitor');
    const acks = await Promise.all([
      visitor.emit<never>('customerMessage', { text: 'hello', clientMessageId: 'first-1' }),
      visitor.emit<never>('customerMessage', { text: 'where is my order', clientMessageId: 'first-2' }),
    ]);
    expect(acks.map((ack) => (ack as { seq?: number }).seq).sort()).toEqual([1, 2]);
    const session = await visitor.waitFor<Session>('session');
    expect(session).toMatchObject({ chatState: 'BotHandling', lastSeq: 0 });
    expect(await totals()).toEqual({ customers: before.customers + 1, chats: before.chats + 1 });
    const added = await supervisor.waitFor<{ newLiveUser: { sessionId: string; psid: string } }>('addition');
    expect(added.newLiveUser).toMatchObject({ sessionId: session.sessionId, psid: session.psid });
    const [row] = await context.database.db.select().from(chatSessions).where(eq(chatSessions.sessionId, session.sessionId));
    expect(row?.clientUrl).toBe('https://demo.brand/shoes');
    await visitor.waitFor('botMessages');
    await context.app.services.liveChat.customerChats.idle();
    visitor.close();

    const back = harness.open(WEBCHAT_NAMESPACE, { psid: session.psid, sessionId: session.sessionId, lastSeq: 1 });
    expect(await back.waitFor<Session>('session')).toMatchObject({ psid: session.psid, sessionId: session.sessionId });
    const { messages } = await back.waitFor<{ messages: Message[] }>('history');
    expect(messages[0]?.seq).toBe(2);
    expect(back.all('visitor')).toEqual([]);
    expect(await totals()).toEqual({ customers: before.customers + 1, chats: before.chats + 1 });
  });

  it('startChat starts one chat however often it is sent', async () => {
    const before = await totals();
    const visitor = harness.open(WEBCHAT_NAMESPACE, {});
    const [one, two] = await Promise.all([visitor.emit<Session>('startChat', {}), visitor.emit<Session>('startChat', {})]);
    expect(one.data?.sessionId).toBeTruthy();
    expect(two.data?.sessionId).toBe(one.data?.sessionId);
    expect(await totals()).toEqual({ customers: before.customers + 1, chats: before.chats + 1 });
    // A blocked customer starts nothing (as their messages are refused).
    await context.app.services.liveChat.customers.setBlocked(one.data!.psid, true);
    expect(await visitor.emit('startChat', {})).toEqual({ message: TEXTS.blocked, errorCode: 412 });
  });

  it('a bot-handled chat closes after the idle time and leaves the live list; a chat with a person stays', async () => {
    const { idleChats } = context.app.services.liveChat;
    const supervisor = await harness.staff('supervisor@demo.brand');
    const alice = await harness.staff('agent@demo.brand');
    const idle = await harness.customer();
    await idle.emit('customerMessage', { text: 'hello', clientMessageId: 'idle-1' });
    await idle.waitFor('botMessages');
    const waiting = await harness.customer();
    await handedOver(waiting, alice);
    expect(await botHandling(supervisor.token)).toContain(idle.sessionId);

    expect(await idleChats.sweep(Date.now())).toBe(0);
    expect(await idleChats.sweep(Date.now() + idleChats.idleMs + 60_000)).toBe(1);
    const removed = await supervisor.waitFor<{ sessionId: string; reason: string }>('deletion', (p) => p.sessionId === idle.sessionId);
    expect(removed.reason).toBe('disconnected');
    expect(await idle.waitFor<{ chatState: string }>('chatState', (p) => p.chatState === 'Resolved')).toBeTruthy();
    expect(await botHandling(supervisor.token)).not.toContain(idle.sessionId);
    const [offered] = await context.database.db.select().from(chatSessions).where(eq(chatSessions.sessionId, waiting.sessionId));
    expect(offered?.chatState).toBe('Pending');

    // Writing again starts a new chat with the bot.
    const again = await idle.emit<never>('customerMessage', { text: 'hello again', clientMessageId: 'idle-2' });
    expect(again).toMatchObject({ seq: 1 });
    expect((await idle.waitFor<Session>('session')).sessionId).not.toBe(idle.sessionId);
  });
});
