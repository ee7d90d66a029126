/**
 * A /webchat socket that keeps sending after being refused (RATE_LIMITED) is disconnected once it has
 * had more refusals than REFUSALS_PER_SOCKET allows, after the refusal's ack; a customer who waits after
 * a refusal keeps their socket. New connections are limited per address.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import { WEBCHAT_NAMESPACE } from '@switchboard/contracts/live-chat/webchat.events';
import { chatMessages } from '@/db/schema/chat-messages';
import type { App } from '@/plugins/type-provider';
import { describeBackends } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';
import { REFUSALS_PER_SOCKET } from './webchat-flood-guard';

type Reply = { seq?: number; errorCode?: string | number; retryAfterSeconds?: number };

describeBackends('webchat: a socket ignoring its refusals', (context) => {
  let harness: LiveChatHarness | undefined;
  afterEach(() => harness?.closeAll());
  const listen = async (app: App) => (harness = await new LiveChatHarness(app).listen());
  const storedCount = async (psid: string) => {
    const [row] = await context.database.db.select({ n: count() }).from(chatMessages)
      .where(and(eq(chatMessages.psid, psid), eq(chatMessages.sender, 'customer')));
    return Number(row?.n);
  };

  it('is disconnected after too many refusals; what it sends after that is neither acked nor stored', async () => {
    const app = await context.buildApp({ WEBCHAT_MESSAGES_PER_MINUTE: '5' });
    const customer = await (await listen(app)).customer();
    for (let i = 0; i < 5; i++) expect(await customer.emit('customerMessage', { text: 'hi', clientMessageId: `ok-${i}` })).toHaveProperty('seq');

    const extra = 20;
    const replies: Reply[] = [];
    for (let i = 0; i < REFUSALS_PER_SOCKET.capacity + 1 + extra; i++) {
      customer.socket.emit('customerMessage', { text: 'flood', clientMessageId: `flood-${i}` }, (reply: Reply) => replies.push(reply));
    }
    expect(await customer.waitFor('disconnect')).toBe('io server disconnect');
    // The refusal that crossed the limit was acked before the disconnect; nothing after it was.
    expect(replies).toHaveLength(REFUSALS_PER_SOCKET.capacity + 1);
    expect(replies.every((reply) => reply.errorCode === ERROR_CODES.rateLimited)).toBe(true);
    await app.services.liveChat.customerChats.idle();
    await app.services.liveChat.messages.drain();
    expect(await storedCount(customer.psid)).toBe(5);
  });

  it('keeps the socket of a customer who waits after a refusal, as the widget does', async () => {
    const app = await context.buildApp({ WEBCHAT_MESSAGES_PER_MINUTE: '60' }); // a token a second
    const customer = await (await listen(app)).customer();
    // The limit reached at once (quick replies tapped fast): a refusal or a few, far from the socket's limit.
    const replies = await Promise.all(Array.from({ length: 65 }, (_, i) => customer.emit<never>('customerMessage', { text: 'hi', clientMessageId: `m-${i}` }))) as Reply[];
    const refused = replies.filter((reply) => reply.errorCode);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({ errorCode: ERROR_CODES.rateLimited, retryAfterSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await customer.emit('customerMessage', { text: 'again', clientMessageId: 'after-wait' })).toHaveProperty('seq');
    expect(customer.socket.connected).toBe(true);
    expect(customer.all('disconnect')).toEqual([]);
  });

  it('refuses new connections from one address past its budget', async () => {
    const app = await context.buildApp({ WEBCHAT_ADDRESS_CONNECTIONS_PER_MINUTE: '1' }); // a burst of 10
    const h = await listen(app);
    const sockets = Array.from({ length: 11 }, () => h.open(WEBCHAT_NAMESPACE, {}));
    const outcomes = await Promise.all(sockets.map((socket) => Promise.race([
      socket.waitFor('visitor').then(() => 'connected'),
      socket.waitFor<string>('connect_error'),
    ])));
    expect(outcomes.filter((outcome) => outcome === 'connected')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome !== 'connected')).toEqual(['Too many connections; please wait a moment.']);
  });
});
