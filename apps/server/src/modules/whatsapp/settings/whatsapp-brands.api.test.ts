/**
 * Two brands, each with its own number (no WA_* settings): each number's webhooks are accepted only with its own app's
 * signature, each verify token answers the handshake, and each customer is answered from the number they wrote to.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WHATSAPP_SETTINGS_PATHS } from '@switchboard/contracts/whatsapp/whatsapp.settings';
import type { Database } from '@/db/client';
import { brands } from '@/db/schema/brands';
import { waContacts, waTemplates } from '@/db/schema/whatsapp';
import { waSettings } from '@/db/schema/whatsapp-settings';
import { createSecretBox } from '@/lib/secret-box';
import { describeBackends } from '@/testing/backends';
import { GraphDouble } from '@/testing/whatsapp-graph-double';
import { messagesChange } from '@/testing/whatsapp-webhooks';
import { callerFor } from '@/modules/history/history.test-kit';
import { signatureOf } from '../signature';
import { countRows, eventually, webhookUrl } from '../whatsapp.test-kit';
import { WA_SEALED_AT } from './whatsapp-accounts';

const KEY = 'whatsapp-brands-test-key-of-32-characters-or-more';
const A = { phoneNumberId: '111000111', accessToken: 'token-of-brand-a', appSecret: 'secret-of-brand-a', verifyToken: 'verify-brand-a' };
const B = { phoneNumberId: '222000222', accessToken: 'token-of-brand-b', appSecret: 'secret-of-brand-b', verifyToken: 'verify-brand-b' };
const doubleA = new GraphDouble(A);
const doubleB = new GraphDouble(B);
beforeAll(async () => { await Promise.all([doubleA.start(), doubleB.start()]); });
afterAll(() => Promise.all([doubleA.close(), doubleB.close()]));
beforeEach(() => { for (const double of [doubleA, doubleB]) { double.sent.length = 0; double.refused.length = 0; } });

const hello = (phoneNumberId: string, from: string, id: string) => messagesChange({
  contacts: [{ profile: { name: 'Asha' }, wa_id: from }],
  messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: 'hello' } }],
}, phoneNumberId);

/** A second brand whose admin saved its own number (written as the settings service writes it: secrets sealed to the row). */
async function secondBrand(db: Database): Promise<string> {
  const [brand] = await db.insert(brands).values({ name: 'Second Shop', version: '1.0.0', nlpServiceDetails: { language: 'en', threshold: 0.5 } }).returning({ id: brands.id });
  const box = createSecretBox(KEY);
  await db.insert(waSettings).values({
    brandId: brand!.id, graphUrl: doubleB.graphUrl, phoneNumberId: B.phoneNumberId, verifyToken: B.verifyToken,
    accessToken: box.seal(B.accessToken, WA_SEALED_AT.accessToken(brand!.id)), appSecret: box.seal(B.appSecret, WA_SEALED_AT.appSecret(brand!.id)),
  });
  return brand!.id;
}

describeBackends('WhatsApp numbers of two brands', (context) => {
  const setUp = async () => {
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const saved = await admin.call('PUT', WHATSAPP_SETTINGS_PATHS.settings, { graphUrl: doubleA.graphUrl, ...A });
    expect(saved.statusCode, saved.body).toBe(200);
    return { brandB: await secondBrand(context.database.db), url: await webhookUrl(context.app) };
  };

  it('accepts each number’s deliveries with its own app’s signature and answers each customer from the number they wrote to', async () => {
    const { brandB, url } = await setUp();
    expect((await doubleA.postWebhook(url, hello(A.phoneNumberId, '919800000001', 'wamid.to-a'))).status).toBe(200);
    expect((await doubleB.postWebhook(url, hello(B.phoneNumberId, '919800000002', 'wamid.to-b'))).status).toBe(200);
    // The bot's answers: each from the number its customer wrote to, with that number's token.
    await doubleA.waitForSent((sent) => sent.length > 0);
    await doubleB.waitForSent((sent) => sent.length > 0);
    expect(doubleA.sent.every((message) => message.body.to === '919800000001')).toBe(true);
    expect(doubleB.sent.every((message) => message.body.to === '919800000002')).toBe(true);
    expect([...doubleA.refused, ...doubleB.refused]).toEqual([]);
    const contacts = await context.database.db.select({ waId: waContacts.waId, brandId: waContacts.brandId }).from(waContacts).orderBy(waContacts.waId);
    expect(contacts.map((contact) => contact.waId)).toEqual(['919800000001', '919800000002']);
    expect(contacts[1]!.brandId).toBe(brandB);
  });

  it('refuses a delivery signed with the other brand’s secret, or for a number it does not serve, and stores nothing', async () => {
    const { url } = await setUp();
    const before = await countRows(context.database.db);
    const toB = hello(B.phoneNumberId, '919800000003', 'wamid.wrong-app');
    expect((await doubleA.postWebhook(url, toB)).status).toBe(401);
    expect((await doubleB.postWebhook(url, hello(A.phoneNumberId, '919800000003', 'wamid.wrong-app-2'))).status).toBe(401);
    // A number no brand has, and no WA_* number to fall back to: no secret can have signed it.
    expect((await doubleA.postWebhook(url, hello('333000333', '919800000003', 'wamid.unknown-number'))).status).toBe(401);
    // One delivery naming both numbers cannot carry both apps' signatures.
    const both = hello(A.phoneNumberId, '919800000003', 'wamid.both');
    both.entry.push(...hello(B.phoneNumberId, '919800000004', 'wamid.both-2').entry);
    expect((await doubleA.postWebhook(url, both)).status).toBe(401);
    expect((await doubleB.postWebhook(url, both)).status).toBe(401);
    expect(await countRows(context.database.db)).toEqual(before);
    // The right secret still gets in.
    expect((await doubleB.postWebhook(url, null, { body: JSON.stringify(toB), signature: signatureOf(Buffer.from(JSON.stringify(toB)), B.appSecret) })).status).toBe(200);
    await eventually(async () => (await countRows(context.database.db)).contacts === before.contacts + 1);
  });

  it('answers the handshake for each brand’s verify token only', async () => {
    await setUp();
    const ask = (token: string) => context.app.inject({ method: 'GET', url: `/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=42` });
    expect((await ask(A.verifyToken)).body).toBe('42');
    expect((await ask(B.verifyToken)).body).toBe('42');
    expect((await ask('verify-brand-c')).statusCode).toBe(403);
  });

  it('applies a template’s status update signed by its brand’s app only', async () => {
    const { brandB } = await setUp();
    const { db } = context.database;
    await db.insert(waTemplates).values({
      brandId: brandB, name: 'order_update', language: 'en', category: 'UTILITY', status: 'PENDING', providerId: '900000001',
      components: [{ type: 'BODY', text: 'Your order is on its way' }],
    });
    const url = await webhookUrl(context.app);
    const update = {
      object: 'whatsapp_business_account',
      entry: [{ id: 'waba-b', changes: [{ field: 'message_template_status_update', value: {
        event: 'APPROVED', message_template_id: 900000001, message_template_name: 'order_update', message_template_language: 'en', reason: 'NONE',
      } }] }],
    };
    const status = async () => (await db.select({ status: waTemplates.status }).from(waTemplates).where(eq(waTemplates.providerId, '900000001')))[0]?.status;
    expect((await doubleA.postWebhook(url, update)).status).toBe(401);
    expect(await status()).toBe('PENDING');
    expect((await doubleB.postWebhook(url, update)).status).toBe(200);
    expect(await status()).toBe('APPROVED');
  });

  it('refuses a brand the number another brand has (409)', async () => {
    await setUp();
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const taken = await admin.call('PUT', WHATSAPP_SETTINGS_PATHS.settings, { graphUrl: doubleA.graphUrl, ...A, phoneNumberId: B.phoneNumberId });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('phoneNumberId');
  });
}, () => ({ ENCRYPTION_KEY: KEY }));
