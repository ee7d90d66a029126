/**
 * The seeded demo bot's FAQ on the customer channel: the seeded version carries the FAQ model trained
 * from the FAQ builder's rows, so an alternate phrasing gets the FAQ's answer, a question the returns
 * policy document covers gets its passage, and something unrelated gets the fallback.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as P } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { Faq } from '@switchboard/contracts/bot-builder/faq.schemas';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { BOT_TEXTS } from '@/bot/demo-bot';
import { DEMO_DOCUMENT, DEMO_FAQS } from '@/seed/bot-faq-seed';
import { describeBackends } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';
import { callerFor, dataOf } from './bot-builder.test-kit';

type Customer = Awaited<ReturnType<LiveChatHarness['customer']>>;
const shipping = DEMO_FAQS.find((faq) => faq.question === 'How long does shipping take?')!;
const payments = DEMO_FAQS.find((faq) => faq.question === 'Which payment methods do you accept?')!;

describeBackends('bot runtime: the seeded FAQ answers customers', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  let sent = 0;
  async function say(customer: Customer, text: string): Promise<Message> {
    const ack = await customer.emit<never>('customerMessage', { text, clientMessageId: `faq-${++sent}` }) as unknown as { seq: number };
    const reply = await customer.waitFor<{ messages: Message[] }>('botMessages', (p) => p.messages[0]?.seq === ack.seq + 1);
    return reply.messages[0]!;
  }

  it('the FAQ builder shows the seeded FAQs and document', async () => {
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    const faqs = dataOf<{ items: Faq[]; totalCount: number }>(await trainer.get(P.faqs));
    expect(faqs.totalCount).toBe(DEMO_FAQS.length);
    expect(faqs.items.find((faq) => faq.question === shipping.question)).toMatchObject({ alternates: shipping.alternates, answer: shipping.answer, enabled: true });
    const documents = dataOf<{ items: { title: string; passageCount: number }[] }>(await trainer.get(P.generativeFaqs));
    expect(documents.items).toEqual([expect.objectContaining({ title: DEMO_DOCUMENT.title, passageCount: expect.any(Number) })]);
    expect(documents.items[0]!.passageCount).toBeGreaterThan(1);
  });

  it('answers FAQ phrasings with the FAQ, the returns policy from its passage, and anything else with the fallback', async () => {
    const customer = await harness.customer();
    const asked = await say(customer, 'how long does shipping take');
    expect(asked).toMatchObject({ type: 'text', content: { text: shipping.answer } });
    expect(asked.NLPSnapshot).toMatchObject({ intent: 'None', modelVersion: 1 });
    // An alternate phrasing that is not stored word for word.
    expect((await say(customer, 'How many days does shipping take?')).content.text).toBe(shipping.answer);
    expect((await say(customer, 'can I pay with PayPal?')).content.text).toBe(payments.answer);
    // Not an FAQ: the document's passage answers.
    expect((await say(customer, 'can I return opened earphones')).content.text).toContain('opened earphones and headphones for hygiene reasons');
    // The intents still win over the FAQ.
    expect((await say(customer, 'thank you')).content.text).toBe(BOT_TEXTS.thanks);
    const unrelated = await say(customer, 'what is the weather in Paris');
    expect(unrelated).toMatchObject({ type: 'text_with_buttons', content: { text: BOT_TEXTS.fallback } });
    expect(unrelated.NLPSnapshot).toMatchObject({ intent: 'None' });
  });
});
