/** Opt-out: STOP (or UNSUBSCRIBE, any case) marks the number opted out and is confirmed; START opts back in; neither reaches the bot. */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { WHATSAPP_TEXTS } from '@switchboard/contracts/whatsapp/whatsapp.window';
import { describeBackends } from '@/testing/backends';
import { inbound } from '@/testing/whatsapp-webhooks';
import { OptOut } from './opt-out';
import { CUSTOMER_WA_ID, customerOf, messagesOf, newDouble, webhookUrl, whatsappEnv } from './whatsapp.test-kit';

const double = newDouble();
beforeAll(async () => { await double.start(); });
afterAll(() => double.close());
beforeEach(() => { double.sent.length = 0; });

const say = (id: string, body: string) => inbound(CUSTOMER_WA_ID, id, 'text', { text: { body } });
const textOf = (m: (typeof double.sent)[number]) => (m.body.type === 'text' ? m.body.text.body : m.body.type);

describeBackends('WhatsApp opt-out', (context) => {
  const optOut = () => new OptOut({
    db: context.database.db,
    optOutKeywords: ['STOP'], optInKeywords: ['START'],
  });

  it('opts out on STOP with a confirmation, back in on START, and the bot answers neither', async () => {
    const url = await webhookUrl(context.app);
    expect((await double.postWebhook(url, say('wamid.o1', 'hello'))).status).toBe(200);
    await double.waitForSent((sent) => sent.length === 1);
    const phone = `+${CUSTOMER_WA_ID.slice(0, 2)} ${CUSTOMER_WA_ID.slice(2, 7)} ${CUSTOMER_WA_ID.slice(7)}`;
    expect(await optOut().isOptedOut('brand', phone)).toBe(false);

    expect((await double.postWebhook(url, say('wamid.o2', '  stop '))).status).toBe(200);
    await double.waitForSent((sent) => sent.some((m) => textOf(m) === WHATSAPP_TEXTS.optedOut));
    expect(await optOut().isOptedOut('brand', phone)).toBe(true);
    // Meta replays the delivery, and the customer writes UNSUBSCRIBE too: still opted out, confirmed only once.
    expect((await double.postWebhook(url, say('wamid.o2', '  stop '))).status).toBe(200);
    expect((await double.postWebhook(url, say('wamid.o3', 'UNSUBSCRIBE'))).status).toBe(200);
    expect(await optOut().isOptedOut('brand', phone)).toBe(true);

    expect((await double.postWebhook(url, say('wamid.o4', 'Start'))).status).toBe(200);
    await double.waitForSent((sent) => sent.some((m) => textOf(m) === WHATSAPP_TEXTS.optedIn));
    expect(double.sent.filter((m) => textOf(m) === WHATSAPP_TEXTS.optedOut)).toHaveLength(1);
    expect(await optOut().isOptedOut('brand', phone)).toBe(false);

    // Only the greeting came from the bot; the keywords were not stored as chat messages for it to answer.
    expect(double.sent.map(textOf).filter((t) => t !== WHATSAPP_TEXTS.optedOut && t !== WHATSAPP_TEXTS.optedIn)).toHaveLength(1);
    const customer = await customerOf(context.database.db);
    expect((await messagesOf(context.database.db, customer!.psid)).filter((m) => m.sender === 'customer').map((m) => m.content.text)).toEqual(['hello']);
  });

  it('treats a keyword inside a sentence as a message', async () => {
    const url = await webhookUrl(context.app);
    expect((await double.postWebhook(url, say('wamid.o5', 'please stop the order'))).status).toBe(200);
    await double.waitForSent((sent) => sent.length >= 1);
    expect(await optOut().isOptedOut('brand', CUSTOMER_WA_ID)).toBe(false);
  });
}, () => whatsappEnv(double));
