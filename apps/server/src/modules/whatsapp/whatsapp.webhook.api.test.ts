/** /webhooks/whatsapp: the verify handshake, signatures, replays, out-of-order statuses and every inbound type. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { BOT_TEXTS } from '@/bot/demo-bot';
import { describeBackends } from '@/testing/backends';
import { signatureOf } from './signature';
import { testConfig } from '@/testing/test-app';
import { inbound, messagesChange, statusUpdate } from '@/testing/whatsapp-webhooks';
import {
  countRows, CUSTOMER_WA_ID, customerOf, eventually, messagesOf, newDouble, outbound, WA_SECRET, WA_VERIFY, waCustomers, webhookUrl, whatsappEnv,
} from './whatsapp.test-kit';

const double = newDouble();
beforeAll(async () => { await double.start(); });
afterAll(() => double.close());
beforeEach(() => { double.sent.length = 0; double.refused.length = 0; });

const hello = (id: string, body = 'hello') => inbound(CUSTOMER_WA_ID, id, 'text', { text: { body } });

describeBackends('WhatsApp webhook', (context) => {
  it('answers the verify handshake with hub.challenge only for the verify token', async () => {
    const ask = (token: string, mode = 'subscribe') => context.app.inject({
      method: 'GET', url: `/webhooks/whatsapp?hub.mode=${mode}&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`,
    });
    const good = await ask(WA_VERIFY);
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('1158201444');
    expect(good.headers['content-type']).toContain('text/plain');
    expect((await ask('wrong-token')).statusCode).toBe(403);
    expect((await ask(`${WA_VERIFY}x`)).statusCode).toBe(403);
    expect((await ask(WA_VERIFY, 'unsubscribe')).statusCode).toBe(403);
  });

  it('refuses a missing, wrong or stale signature with 401 and stores nothing', async () => {
    const url = await webhookUrl(context.app);
    const before = await countRows(context.database.db);
    const payload = hello('wamid.unsigned');
    expect((await double.postWebhook(url, payload, { signature: null })).status).toBe(401);
    expect((await double.postWebhook(url, payload, { signature: `sha256=${'0'.repeat(64)}` })).status).toBe(401);
    expect((await double.postWebhook(url, payload, { signature: 'sha256=short' })).status).toBe(401);
    // Signed for one body, sent with another (a changed message text).
    const signedFor = JSON.stringify(payload);
    const other = await double.postWebhook(url, null, { body: signedFor.replace('hello', 'hellO'), signature: signatureOf(Buffer.from(signedFor), WA_SECRET) });
    expect(other.status).toBe(401);
    expect(await countRows(context.database.db)).toEqual(before);
    expect(double.sent).toEqual([]);
  });

  it('answers 400 to a signed body that is not a WhatsApp payload', async () => {
    const url = await webhookUrl(context.app);
    expect((await double.postWebhook(url, { object: 'page', entry: [] })).status).toBe(400);
    expect((await double.postWebhook(url, null, { body: '{not json' })).status).toBe(400);
  });

  it('processes a replayed message once: one customer, one stored message, one bot reply', async () => {
    const url = await webhookUrl(context.app);
    const first = hello('wamid.HBgMOTE5ODEyMzQ1Njc4FQIAEhggQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFB');
    expect((await double.postWebhook(url, first)).status).toBe(200);
    await double.waitForSent((sent) => sent.length === 1);
    expect((await double.postWebhook(url, first)).status).toBe(200);
    // A later message's reply proves the replay was handled (and answered nothing).
    expect((await double.postWebhook(url, hello('wamid.second', 'thanks'))).status).toBe(200);
    await double.waitForSent((sent) => sent.length >= 2);
    expect(double.sent.map((m) => m.body.type === 'text' ? m.body.text.body : m.body.type)).toEqual(['interactive', BOT_TEXTS.thanks]);
    const customer = await customerOf(context.database.db);
    expect(customer).toMatchObject({ channel: 'wa', name: 'Priya Sharma' });
    const stored = await messagesOf(context.database.db, customer!.psid);
    expect(stored.filter((m) => m.sender === 'customer').map((m) => m.content.text)).toEqual(['hello', 'thanks']);
  });

  it('makes one customer of a new number whose first messages arrive together, and ignores other phone numbers', async () => {
    const url = await webhookUrl(context.app);
    const answers = await Promise.all(['wamid.c1', 'wamid.c2', 'wamid.c3'].map((id) => double.postWebhook(url, hello(id, 'thanks'))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await countRows(context.database.db)).contacts).toBe(1);
    expect(await waCustomers(context.database.db)).toBe(1);
    const customer = await customerOf(context.database.db);
    expect((await messagesOf(context.database.db, customer!.psid)).filter((m) => m.sender === 'customer')).toHaveLength(3);
    await double.waitForSent((sent) => sent.length === 3);
    // The bot's replies are stored and their sends recorded after the webhook's answer: the count is taken once they are.
    await eventually(async () => (await countRows(context.database.db)).sent === 3);
    const before = await countRows(context.database.db);
    const elsewhere = messagesChange({
      contacts: [{ profile: { name: 'Other' }, wa_id: '919800000009' }],
      messages: [{ from: '919800000009', id: 'wamid.other', timestamp: '1', type: 'text', text: { body: 'hi' } }],
    }, '999999999999');
    expect((await double.postWebhook(url, elsewhere)).status).toBe(200);
    expect(await countRows(context.database.db)).toEqual({ ...before, sent: (await countRows(context.database.db)).sent });
    expect(await customerOf(context.database.db, '919800000009')).toBeUndefined();
  });

  it('moves a status forward only: read is not undone by a late delivered, failed does not replace read', async () => {
    const url = await webhookUrl(context.app);
    await double.postWebhook(url, hello('wamid.status-1', 'thanks'));
    const [reply] = await double.waitForSent((sent) => sent.length === 1);
    const wamid = reply!.wamid;
    await eventually(async () => (await outbound(context.database.db, wamid)) !== undefined);
    for (const status of ['read', 'delivered', 'sent', 'failed', 'read']) {
      expect((await double.postWebhook(url, statusUpdate(wamid, status, CUSTOMER_WA_ID))).status).toBe(200);
    }
    expect(await outbound(context.database.db, wamid)).toMatchObject({ status: 'read', statusRank: 4 });
    const customer = await customerOf(context.database.db);
    const bot = (await messagesOf(context.database.db, customer!.psid)).find((m) => m.sender === 'chatbot');
    await eventually(async () => (await messagesOf(context.database.db, customer!.psid)).find((m) => m.sender === 'chatbot')?.readStatus === 'seen');
    expect(bot?.chatlogId).toBe((await outbound(context.database.db, wamid))?.chatlogId);
  });

  it('keeps a status that arrives before the send is recorded, and records failures with their code', async () => {
    const url = await webhookUrl(context.app);
    await double.postWebhook(url, statusUpdate('wamid.unknown-yet', 'delivered', CUSTOMER_WA_ID));
    expect(await outbound(context.database.db, 'wamid.unknown-yet')).toMatchObject({ status: 'delivered', chatlogId: null });
    await double.postWebhook(url, statusUpdate('wamid.failing', 'sent', CUSTOMER_WA_ID));
    await double.postWebhook(url, statusUpdate('wamid.failing', 'failed', CUSTOMER_WA_ID, [{ code: 131047, title: 'Re-engagement message' }]));
    expect(await outbound(context.database.db, 'wamid.failing')).toMatchObject({ status: 'failed', errorCode: 131047 });
  });

  it('stores every inbound type as the customer message staff read', async () => {
    const url = await webhookUrl(context.app);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const pdf = Buffer.from('%PDF-1.4 invoice');
    const deliveries = [
      inbound(CUSTOMER_WA_ID, 'wamid.t1', 'text', { text: { body: 'where is my order' } }),
      inbound(CUSTOMER_WA_ID, 'wamid.t2', 'interactive', { interactive: { type: 'button_reply', button_reply: { id: 'order_status', title: 'Order status' } } }),
      inbound(CUSTOMER_WA_ID, 'wamid.t3', 'interactive', { interactive: { type: 'list_reply', list_reply: { id: 'thanks', title: 'Thanks', description: 'Say thanks' } } }),
      inbound(CUSTOMER_WA_ID, 'wamid.t4', 'button', { button: { payload: 'greeting', text: 'Start' } }),
      inbound(CUSTOMER_WA_ID, 'wamid.t5', 'location', { location: { latitude: 12.9716, longitude: 77.5946, name: 'Office', address: 'MG Road, Bengaluru' } }),
      inbound(CUSTOMER_WA_ID, 'wamid.t6', 'image', { image: { id: double.addMedia(png, 'image/png'), mime_type: 'image/png', caption: 'broken lid' } }),
      inbound(CUSTOMER_WA_ID, 'wamid.t7', 'document', { document: { id: double.addMedia(pdf, 'application/pdf'), mime_type: 'application/pdf', filename: 'invoice.pdf' } }),
      inbound(CUSTOMER_WA_ID, 'wamid.t8', 'audio', { audio: { id: double.addMedia(Buffer.from('OggS voice'), 'audio/ogg'), mime_type: 'audio/ogg' } }),
      inbound(CUSTOMER_WA_ID, 'wamid.t9', 'video', { video: { id: double.addMedia(Buffer.from('....ftypmp42'), 'video/mp4'), mime_type: 'video/mp4', caption: 'unboxing' } }),
      inbound(CUSTOMER_WA_ID, 'wamid.t10', 'sticker', { sticker: { id: 'sticker-1', mime_type: 'image/webp' } }),
    ];
    for (const delivery of deliveries) expect((await double.postWebhook(url, delivery)).status).toBe(200);
    const customer = await customerOf(context.database.db);
    const stored = (await messagesOf(context.database.db, customer!.psid)).filter((m) => m.sender === 'customer');
    expect(stored.map((m) => m.content.text)).toEqual([
      'where is my order', 'Order status', 'Thanks', 'Start', 'Office\nMG Road, Bengaluru\n📍 12.9716, 77.5946',
      '[image] broken lid', '[document: invoice.pdf]', '[audio]', '[video] unboxing', '[sticker]',
    ]);
    // The reply ids reached the bot as postbacks (understood with certainty), and every message was answered.
    const nlp = stored.map((m) => m.nlpSnapshot as { intent?: string; confidence?: number } | null);
    expect(nlp[1]).toMatchObject({ intent: nlp[0]?.intent, confidence: 1 });
    await double.waitForSent((sent) => sent.length === deliveries.length);
    // Media were fetched through the double's media endpoint (with the token) and stored byte for byte.
    const folder = join(testConfig().dataDir, 'whatsapp-media');
    const fileOf = (wamid: string, ext: string) => join(folder, `${createHash('sha256').update(wamid).digest('hex').slice(0, 32)}.${ext}`);
    expect(await readFile(fileOf('wamid.t6', 'png'))).toEqual(png);
    expect(await readFile(fileOf('wamid.t7', 'pdf'))).toEqual(pdf);
    expect(double.refused).toEqual([]);
  });
}, () => whatsappEnv(double));

