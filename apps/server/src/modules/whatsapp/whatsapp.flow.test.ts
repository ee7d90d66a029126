/** A WhatsApp customer (driven through the Graph API double) → the bot → a hand-over → an agent's reply at the double. */
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeBackends } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';
import { inbound } from '@/testing/whatsapp-webhooks';
import { CUSTOMER_WA_ID, customerOf, newDouble, webhookUrl, whatsappEnv } from './whatsapp.test-kit';

const double = newDouble();
beforeAll(async () => { await double.start(); });
afterAll(() => double.close());

type Sent = ReturnType<typeof newDouble>['sent'][number];
const textOf = (m: Sent) => (m.body.type === 'text' ? m.body.text.body : m.body.type === 'interactive' ? m.body.interactive.body.text : '');

describeBackends('WhatsApp customer journey', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    double.sent.length = 0;
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  it('the bot answers through the Graph API; after a hand-over the agent’s reply reaches the customer there', async () => {
    const url = await webhookUrl(context.app);
    const agent = await harness.staff('agent@demo.brand');

    expect((await double.postWebhook(url, inbound(CUSTOMER_WA_ID, 'wamid.j1', 'text', { text: { body: 'Hello' } }))).status).toBe(200);
    const [greeting] = await double.waitForSent((sent) => sent.length === 1);
    expect(greeting!.body.to).toBe(CUSTOMER_WA_ID);
    // The published bot's greeting with its quick replies, as reply buttons WhatsApp accepts.
    expect(greeting!.body).toMatchObject({ type: 'interactive', interactive: { type: 'button' } });
    const buttons = greeting!.body.type === 'interactive' && greeting!.body.interactive.type === 'button' ? greeting!.body.interactive.action.buttons : [];
    const handover = buttons.find((b) => b.reply.id === 'handover');
    expect(handover).toBeDefined();
    const customer = await customerOf(context.database.db);
    const seen = await agent.waitFor<{ psid: string }>('userMessage', (p) => p.psid === customer?.psid);
    expect(seen.psid).toBe(customer?.psid);

    // The customer taps "Talk to an agent": the same hand-over as the widget's.
    await double.postWebhook(url, inbound(CUSTOMER_WA_ID, 'wamid.j2', 'interactive', {
      interactive: { type: 'button_reply', button_reply: { id: handover!.reply.id, title: handover!.reply.title } },
    }));
    const offer = await agent.waitFor<{ kind: string; sessionId: string }>('notification', (p) => p.kind === 'offered');
    expect((await agent.emit('acceptChat', { sessionId: offer.sessionId })).data).toMatchObject({ chatState: 'AgentHandling' });

    const reply = await agent.emit<{ seq: number }>('sendMessage', { sessionId: offer.sessionId, text: 'How can I help?', clientMessageId: 'a-1' });
    expect(reply.data?.seq).toBeGreaterThan(0);
    const sent = await double.waitForSent((all) => all.some((m) => textOf(m) === 'How can I help?'));
    // In order: the greeting, the bot's hand-over line, (the joined notice,) the agent's reply; nothing sent twice.
    const texts = sent.map(textOf);
    expect(texts[0]).toBe(textOf(greeting!));
    expect(texts.at(-1)).toBe('How can I help?');
    expect(new Set(sent.map((m) => m.wamid)).size).toBe(sent.length);
    expect(sent.every((m) => m.body.to === CUSTOMER_WA_ID)).toBe(true);
  });
}, () => whatsappEnv(double));
