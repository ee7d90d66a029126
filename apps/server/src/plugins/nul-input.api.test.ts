/**
 * NUL characters (U+0000), which PostgreSQL's text and jsonb refuse, are dropped wherever input enters:
 * a JSON body with one is stored without it instead of failing with a 500, and so is a socket event's.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { chatMessages } from '@/db/schema/chat-messages';
import { describeBackends } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';
import { bearer, signIn } from '@/testing/test-app';

describeBackends('input with NUL characters', (ctx) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(ctx.app).listen();
  });
  afterEach(() => harness.closeAll());

  it('a JSON body: stored without them (every string, in arrays too)', async () => {
    const { token } = await signIn(ctx.app, 'admin@demo.brand');
    const created = await ctx.app.inject({
      method: 'POST', url: '/admin/v1/cannedResponses', headers: bearer(token),
      payload: { shortcut: 'nul\u0000x', text: 'hello\u0000 world', tags: ['a\u0000b'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ data: { shortcut: 'nulx', text: 'hello world', tags: ['ab'] } });
  });

  it('a socket event: the customer message is stored without them; one made of NULs only is refused as empty', async () => {
    const customer = await harness.customer();
    const ack = await customer.emit<never>('customerMessage', { text: 'hi\u0000 there', clientMessageId: 'n\u00001' });
    const { chatlogId } = ack as unknown as { chatlogId: string };
    const [stored] = await ctx.database.db.select().from(chatMessages).where(eq(chatMessages.chatlogId, chatlogId));
    expect(stored).toMatchObject({ content: { text: 'hi there' }, clientMessageId: 'n1' });
    expect(await customer.emit('customerMessage', { text: '\u0000\u0000', clientMessageId: 'n2' })).toMatchObject({ message: 'Type a message first' });
  });
});
