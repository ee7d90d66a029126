/**
 * Issue 20, finding 3 (and finding 1's lone surrogate): /webchat messages are limited per customer
 * and per address, new chats per address; a refused message is acknowledged with RATE_LIMITED, is not
 * stored and gets no bot turn. Text the database cannot store is a validation refusal.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import { LONE_SURROGATE_MESSAGE } from '@switchboard/contracts/common/safe-text';
import { WEBCHAT_NAMESPACE, WEBCHAT_TEXTS } from '@switchboard/contracts/live-chat/webchat.events';
import { chatMessages } from '@/db/schema/chat-messages';
import { customers } from '@/db/schema/customers';
import type { App } from '@/plugins/type-provider';
import { describeBackends } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';

type Reply = { seq?: number; errorCode?: string | number; message?: string };

describeBackends('webchat: rate limits', (context) => {
  let harness: LiveChatHarness | undefined;
  afterEach(() => harness?.closeAll());
  const listen = async (app: App) => (harness = await new LiveChatHarness(app).listen());
  const stored = async (psid: string, sender: 'customer' | 'chatbot') => {
    const [row] = await context.database.db.select({ n: count() }).from(chatMessages)
      .where(and(eq(chatMessages.psid, psid), eq(chatMessages.sender, sender)));
    return Number(row?.n);
  };

  it('one socket flooding is refused after the limit: nothing stored for the refused, no bot turn', async () => {
    const app = await context.buildApp({ WEBCHAT_MESSAGES_PER_MINUTE: '5' });
    const customer = await (await listen(app)).customer();
    const replies: Reply[] = [];
    for (let i = 0; i < 8; i++) replies.push(await customer.emit<never>('customerMessage', { text: 'hello', clientMessageId: `flood-${i}` }) as Reply);
    expect(replies.slice(0, 5).map((reply) => reply.seq)).toEqual([1, 3, 5, 7, 9]);
    for (const refused of replies.slice(5)) {
      expect(refused).toMatchObject({ errorCode: ERROR_CODES.rateLimited, message: WEBCHAT_TEXTS.slowDown });
    }
    await app.services.liveChat.customerChats.idle();
    await app.services.liveChat.messages.drain();
    expect(await stored(customer.psid, 'customer')).toBe(5);
    expect(await stored(customer.psid, 'chatbot')).toBe(5);
  });

  it('caps the new chats and the messages of one address', async () => {
    const app = await context.buildApp({ WEBCHAT_ADDRESS_NEW_CHATS_PER_HOUR: '3', WEBCHAT_ADDRESS_MESSAGES_PER_MINUTE: '6' });
    const h = await listen(app);
    const [people] = await context.database.db.select({ n: count() }).from(customers);
    const visitors = Array.from({ length: 5 }, () => h.open(WEBCHAT_NAMESPACE, {}));
    await Promise.all(visitors.map((visitor) => visitor.waitFor('visitor')));
    const firsts = await Promise.all(visitors.map((visitor, i) => visitor.emit<never>('customerMessage', { text: 'hi', clientMessageId: `a-${i}` }))) as Reply[];
    expect(firsts.filter((reply) => reply.seq === 1)).toHaveLength(3);
    expect(firsts.filter((reply) => reply.errorCode === ERROR_CODES.rateLimited && reply.message === WEBCHAT_TEXTS.tooManyChats)).toHaveLength(2);
    const [after] = await context.database.db.select({ n: count() }).from(customers);
    expect(Number(after?.n)).toBe(Number(people?.n) + 3);

    // Five messages took five of the address's six tokens (the refused count too): one more passes, then none.
    const chatting = visitors[firsts.findIndex((reply) => reply.seq === 1)]!;
    expect(await chatting.emit<never>('customerMessage', { text: 'more', clientMessageId: 'a-more' })).toHaveProperty('seq');
    const refused = await chatting.emit<never>('customerMessage', { text: 'again', clientMessageId: 'a-again' }) as Reply;
    expect(refused).toMatchObject({ errorCode: ERROR_CODES.rateLimited, message: WEBCHAT_TEXTS.slowDown });
  });

  it('starts and seen receipts beyond 20 in 10 s from one socket are refused', async () => {
    // The clock stands still, so a slow machine cannot refill the bucket between the events.
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    try {
      const customer = await (await listen(context.app)).customer(); // its startChat is the first of the 20
      const replies = await Promise.all(Array.from({ length: 25 }, () => customer.emit<never>('messagesSeen', { upToSeq: 0 }))) as Reply[];
      expect(replies.filter((reply) => reply.errorCode === ERROR_CODES.rateLimited)).toHaveLength(6);
      expect(await customer.emit('startChat', {})).toMatchObject({ errorCode: ERROR_CODES.rateLimited });
    } finally {
      now.mockRestore();
    }
  });

  it('a lone surrogate is a validation refusal, not a server error', async () => {
    const customer = await (await listen(context.app)).customer();
    const reply = await customer.emit('customerMessage', { text: 'x\ud800y', clientMessageId: 'surrogate' });
    expect(reply).toMatchObject({ errorCode: ERROR_CODES.validation, message: LONE_SURROGATE_MESSAGE });
    expect(await stored(customer.psid, 'customer')).toBe(0);
    expect(await customer.emit<never>('customerMessage', { text: 'x😀y', clientMessageId: 'pair' })).toMatchObject({ seq: 1 });
  });
});
