/**
 * The 24-hour customer-service window: outside it an agent's free-form reply to a WhatsApp chat is refused (nothing
 * stored or sent) and an approved template goes instead (sendTemplateFromChatHistory), from the live chat or /history.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { HISTORY_PATHS } from '@switchboard/contracts/history/history.schemas';
import { WHATSAPP_TEXTS } from '@switchboard/contracts/whatsapp/whatsapp.window';
import { TEMPLATE_TEXTS } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { and, eq } from 'drizzle-orm';
import { waTemplates } from '@/db/schema/whatsapp';
import { describeBackends } from '@/testing/backends';
import { LiveChatHarness, type StaffClient } from '@/testing/live-chat-harness';
import { buttonPress, inbound } from '@/testing/whatsapp-webhooks';
import { CTA_PATHS, type CtaListData } from '@switchboard/contracts/whatsapp/whatsapp.cta';
import { callerFor, dataOf } from '@/modules/history/history.test-kit';
import { approvedTemplate, CUSTOMER_WA_ID, customerOf, messagesOf, newDouble, webhookUrl, whatsappEnv } from './whatsapp.test-kit';

const double = newDouble();
beforeAll(async () => {
  await double.start();
  double.approve('order_update', 'en_US', 'UTILITY');
  double.approve('feedback_request', 'en');
});
afterAll(() => double.close());

const HOUR = 3_600_000;
/** A customer's message written `msAgo` (the webhook's timestamp is when the customer wrote). */
function written(id: string, text: string, msAgo: number, extra: Record<string, unknown> = { text: { body: text } }, type = 'text') {
  const payload = inbound(CUSTOMER_WA_ID, id, type, extra);
  const message = payload.entry[0]!.changes[0]!.value.messages![0] as { timestamp: string };
  message.timestamp = String(Math.floor((Date.now() - msAgo) / 1000));
  return payload;
}

type Sent = ReturnType<typeof newDouble>['sent'][number];
const textOf = (m: Sent) => (m.body.type === 'text' ? m.body.text.body : m.body.type);

describeBackends('WhatsApp 24-hour window and templates from a chat', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    double.sent.length = 0;
    double.refused.length = 0;
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  /** The customer wrote `msAgo`, asked for an agent, and the agent accepted: the chat's session id. */
  async function handedOver(agent: StaffClient, msAgo: number): Promise<string> {
    const url = await webhookUrl(context.app);
    expect((await double.postWebhook(url, written('wamid.w1', 'Hello', msAgo))).status).toBe(200);
    await double.waitForSent((sent) => sent.length === 1);
    const reply = { interactive: { type: 'button_reply', button_reply: { id: 'handover', title: 'Talk to an agent' } } };
    expect((await double.postWebhook(url, written('wamid.w2', '', msAgo, reply, 'interactive'))).status).toBe(200);
    const offer = await agent.waitFor<{ kind: string; sessionId: string }>('notification', (p) => p.kind === 'offered');
    expect((await agent.emit('acceptChat', { sessionId: offer.sessionId })).data).toMatchObject({ chatState: 'AgentHandling' });
    return offer.sessionId;
  }

  it('refuses a free-form reply 24 hours after the customer’s last message and stores and sends nothing; a new message opens it again', async () => {
    const agent = await harness.staff('agent@demo.brand');
    const sessionId = await handedOver(agent, 25 * HOUR);
    const customer = await customerOf(context.database.db);
    const before = await messagesOf(context.database.db, customer!.psid);
    const sentBefore = double.sent.length;

    const refused = await agent.emit('sendMessage', { sessionId, text: 'Sorry for the wait', clientMessageId: 'late-1' });
    expect(refused).toMatchObject({ message: WHATSAPP_TEXTS.windowClosed });
    expect(refused.data).toBeUndefined();
    const after = await messagesOf(context.database.db, customer!.psid);
    expect(after.filter((m) => m.sender === 'admin')).toEqual(before.filter((m) => m.sender === 'admin'));

    // The customer writes again: the window is open for 24 hours from now.
    const url = await webhookUrl(context.app);
    expect((await double.postWebhook(url, written('wamid.w3', 'Still there?', 0))).status).toBe(200);
    const ok = await agent.emit<{ seq: number }>('sendMessage', { sessionId, text: 'Yes, here I am', clientMessageId: 'late-2' });
    expect(ok.data?.seq).toBeGreaterThan(0);
    await double.waitForSent((sent) => sent.some((m) => textOf(m) === 'Yes, here I am'));
    // One queue per customer: what was sent before this reply includes no refused message.
    expect(double.sent.slice(sentBefore).map(textOf)).not.toContain('Sorry for the wait');
  });

  it('lets a reply through within the window, and a redelivered old message does not close it', async () => {
    const agent = await harness.staff('agent@demo.brand');
    const sessionId = await handedOver(agent, 23 * HOUR);
    const url = await webhookUrl(context.app);
    // Meta redelivers an older message late: the window still counts from the latest.
    expect((await double.postWebhook(url, written('wamid.w0', 'Earlier', 30 * HOUR))).status).toBe(200);
    const ok = await agent.emit<{ seq: number }>('sendMessage', { sessionId, text: 'Within the window', clientMessageId: 'in-1' });
    expect(ok.data?.seq, ok.message).toBeGreaterThan(0);
  });

  it('sends an approved template outside the window from the live chat and from /history, stored once as the member’s message, sent once', async () => {
    await approvedTemplate(context.database.db, 'order_update', 'en_US');
    await approvedTemplate(context.database.db, 'feedback_request', 'en');
    const agent = await harness.staff('agent@demo.brand');
    const sessionId = await handedOver(agent, 25 * HOUR);
    const customer = await customerOf(context.database.db);
    const sentBefore = double.sent.length;

    const agentApi = await callerFor(context.app, 'agent@demo.brand');
    const response = await agentApi.call('POST', HISTORY_PATHS.sendTemplateFromChatHistory, {
      sessionId, templateName: 'order_update', language: 'en_US', variables: ['Priya', '#4521'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: WHATSAPP_TEXTS.templateSent });
    const data = dataOf<{ chatlogId: string; wamid: string }>(response);
    // (The "joined the chat" line may still be on its way: only templates are counted.)
    const template = double.sent.slice(sentBefore).filter((m) => m.body.type === 'template');
    expect(template).toHaveLength(1);
    expect(template[0]!.wamid).toBe(data.wamid);
    expect(template[0]!.body).toEqual({
      messaging_product: 'whatsapp', recipient_type: 'individual', to: CUSTOMER_WA_ID, type: 'template',
      template: { name: 'order_update', language: { code: 'en_US' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'Priya' }, { type: 'text', text: '#4521' }] }] },
    });
    const stored = (await messagesOf(context.database.db, customer!.psid)).filter((m) => m.sender === 'admin');
    expect(stored.map((m) => m.chatlogId)).toEqual([data.chatlogId]);
    expect(stored[0]!.content.text).toContain('order_update');
    // The staff see it in the chat; the WhatsApp delivery does not send it a second time.
    await agent.waitFor<{ updatedAdminMessage?: { chatlogId: string } }>('updateMessage', (p) => p.updatedAdminMessage?.chatlogId === data.chatlogId);
    // The customer answers the template; the agent's reply comes after it in the customer's queue, so by the time
    // it reaches the double a second send of the template would have too.
    expect((await double.postWebhook(await webhookUrl(context.app), written('wamid.w4', 'Yes please', 0))).status).toBe(200);
    expect((await agent.emit('sendMessage', { sessionId, text: 'After the template', clientMessageId: 'after-1' })).data).toBeDefined();
    await double.waitForSent((sent) => sent.some((m) => textOf(m) === 'After the template'));
    expect(double.sent.filter((m) => m.body.type === 'template')).toHaveLength(1);
    expect(double.sent.map(textOf).filter((text) => text.includes('order_update'))).toEqual([]);

    // From /history: a reviewer who is not the chat's agent, on the same chat.
    const qa = await callerFor(context.app, 'qa@demo.brand');
    const fromHistory = await qa.call('POST', HISTORY_PATHS.sendTemplateFromChatHistory, { sessionId, templateName: 'feedback_request', language: 'en' });
    expect(fromHistory.statusCode, fromHistory.body).toBe(200);
    expect(double.sent.at(-1)!.body).toMatchObject({ type: 'template', template: { name: 'feedback_request', language: { code: 'en' } } });
    expect((double.sent.at(-1)!.body as { template: { components?: unknown } }).template.components).toBeUndefined();

    // The customer presses a quick-reply button of the first template: a CTA record of that template, sent from a chat.
    expect((await double.postWebhook(await webhookUrl(context.app), buttonPress(CUSTOMER_WA_ID, 'wamid.w5', data.wamid, 'Reschedule'))).status).toBe(200);
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const records = dataOf<CtaListData>(await admin.call('GET', CTA_PATHS.records));
    expect(records.items.map((r) => [r.phone, r.button, r.template, r.broadcast])).toEqual([
      [CUSTOMER_WA_ID, 'Reschedule', { name: 'order_update', language: 'en_US' }, null],
    ]);
  });

  it('refuses, before asking WhatsApp, a template the console does not hold approved in that language; and says what WhatsApp answered to one it no longer has', async () => {
    const { db } = context.database;
    const agent = await harness.staff('agent@demo.brand');
    const sessionId = await handedOver(agent, 25 * HOUR);
    const customer = await customerOf(db);
    const storedBefore = (await messagesOf(db, customer!.psid)).length;
    const qa = await callerFor(context.app, 'qa@demo.brand');
    const send = (templateName: string, language: string) => qa.call('POST', HISTORY_PATHS.sendTemplateFromChatHistory, { sessionId, templateName, language });
    await approvedTemplate(db, 'order_update', 'en_US');
    // Known in another language only, and unknown altogether.
    const otherLanguage = await send('order_update', 'hi');
    expect(otherLanguage.statusCode).toBe(412);
    expect(otherLanguage.json()).toMatchObject({ message: TEMPLATE_TEXTS.unknown('order_update', 'hi') });
    expect((await send('no_such_template', 'en')).json()).toMatchObject({ message: TEMPLATE_TEXTS.unknown('no_such_template', 'en') });
    // Known but not approved (in review, or paused by WhatsApp).
    await db.update(waTemplates).set({ status: 'PENDING' });
    const pending = await send('order_update', 'en_US');
    expect(pending.statusCode).toBe(412);
    expect(pending.json()).toMatchObject({ message: TEMPLATE_TEXTS.notApproved('order_update', 'en_US', 'PENDING') });
    expect(pending.json<{ message: string }>().message).toBe('The template "order_update" (English (US)) is in review: WhatsApp only sends approved templates.');
    await db.update(waTemplates).set({ status: 'PAUSED' });
    expect((await send('order_update', 'en_US')).json()).toMatchObject({ message: TEMPLATE_TEXTS.notApproved('order_update', 'en_US', 'PAUSED') });
    expect(double.sent.filter((m) => m.body.type === 'template')).toEqual([]);
    expect(double.refused).toEqual([]);

    // Approved in the console but gone at WhatsApp (deleted in WhatsApp Manager): Meta's 132001, said to the member; nothing stored.
    await approvedTemplate(db, 'gone_template', 'en');
    const gone = await send('gone_template', 'en');
    expect(gone.statusCode).toBe(412);
    expect(gone.json<{ message: string }>().message).toBe(`${WHATSAPP_TEXTS.templateRefused} (#132001) Template name does not exist in the translation`);
    expect(double.refused.map((r) => r.status)).toEqual([404]);
    expect(double.sent.filter((m) => m.body.type === 'template')).toEqual([]);
    expect((await messagesOf(db, customer!.psid)).length).toBe(storedBefore);
  });

  it('sends a template with an image header with its link, and refuses it without one (or a link to a template without a media header)', async () => {
    const { db } = context.database;
    const agent = await harness.staff('agent@demo.brand');
    const sessionId = await handedOver(agent, 25 * HOUR);
    const components = [
      { type: 'HEADER' as const, format: 'IMAGE' as const, example: { header_handle: ['4::aW1hZ2U=:ARa'] } },
      { type: 'BODY' as const, text: 'Hi {{1}}, our Diwali sale starts today.', example: { body_text: [['Priya']] } },
    ];
    const brandId = await approvedTemplate(db, 'diwali_banner', 'en');
    await db.update(waTemplates).set({ components }).where(and(eq(waTemplates.brandId, brandId), eq(waTemplates.name, 'diwali_banner')));
    double.templates.push({ name: 'diwali_banner', language: 'en', category: 'MARKETING', components, id: 'tpl-diwali-banner', status: 'APPROVED' });
    const qa = await callerFor(context.app, 'qa@demo.brand');
    const send = (extra: object) => qa.call('POST', HISTORY_PATHS.sendTemplateFromChatHistory, { sessionId, templateName: 'diwali_banner', language: 'en', variables: ['Priya'], ...extra });

    const without = await send({});
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ field: 'headerLink', message: WHATSAPP_TEXTS.headerLinkNeeded('image') });
    expect((await send({ headerLink: 'http://cdn.example.com/diwali.jpg' })).statusCode).toBe(400);
    await approvedTemplate(db, 'feedback_request', 'en');
    const unused = await qa.call('POST', HISTORY_PATHS.sendTemplateFromChatHistory, { sessionId, templateName: 'feedback_request', language: 'en', headerLink: 'https://cdn.example.com/x.jpg' });
    expect(unused.statusCode).toBe(400);
    expect(unused.json()).toMatchObject({ field: 'headerLink', message: WHATSAPP_TEXTS.headerLinkUnused });
    expect(double.sent.filter((m) => m.body.type === 'template')).toEqual([]);

    const sent = await send({ headerLink: 'https://cdn.example.com/diwali.jpg' });
    expect(sent.statusCode, sent.body).toBe(200);
    const templates = double.sent.filter((m) => m.body.type === 'template');
    expect(templates.map((m) => (m.body.type === 'template' ? m.body.template.components : null))).toEqual([[
      { type: 'header', parameters: [{ type: 'image', image: { link: 'https://cdn.example.com/diwali.jpg' } }] },
      { type: 'body', parameters: [{ type: 'text', text: 'Priya' }] },
    ]]);
    expect(double.refused).toEqual([]);
    const stored = (await messagesOf(db, (await customerOf(db))!.psid)).filter((m) => m.sender === 'admin');
    expect(stored.map((m) => m.content.text)).toEqual(['Template diwali_banner (en)\nHeader file https://cdn.example.com/diwali.jpg\n{{1}} Priya']);
  });

  it('answers 400 to a bad template request, 404 to an unknown chat and 412 to a chat that is not on WhatsApp', async () => {
    const qa = await callerFor(context.app, 'qa@demo.brand');
    const bad = await qa.call('POST', HISTORY_PATHS.sendTemplateFromChatHistory, { sessionId: randomUUID(), templateName: 'Order Update', language: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('templateName');
    const unknown = await qa.call('POST', HISTORY_PATHS.sendTemplateFromChatHistory, { sessionId: randomUUID(), templateName: 'order_update', language: 'en' });
    expect(unknown.statusCode).toBe(404);

    const { sessionId } = await harness.customer();
    const website = await qa.call('POST', HISTORY_PATHS.sendTemplateFromChatHistory, { sessionId, templateName: 'order_update', language: 'en' });
    expect(website.statusCode).toBe(412);
    expect(website.json()).toMatchObject({ message: WHATSAPP_TEXTS.notWhatsApp });
    expect(double.sent.filter((m) => m.body.type === 'template')).toEqual([]);
  });
}, () => whatsappEnv(double));
