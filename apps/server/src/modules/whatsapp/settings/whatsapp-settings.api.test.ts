/**
 * Members › Configuration › WhatsApp: the brand's own number saved with its secrets sealed and never answered, bad
 * input refused by the shared schema, Test connection against the double, and the channel following the saved number.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WHATSAPP_SETTINGS_PATHS, WHATSAPP_SETTINGS_TEXTS, type WhatsAppSettingsView } from '@switchboard/contracts/whatsapp/whatsapp.settings';
import { TEMPLATE_PATHS, WHATSAPP_NOT_CONFIGURED } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { describeBackends } from '@/testing/backends';
import { callerFor, dataOf } from '@/modules/history/history.test-kit';
import { waSettings } from '@/db/schema/whatsapp-settings';
import { auditLog } from '@/db/schema/audit-log';
import { createSecretBox, isSealed } from '@/lib/secret-box';
import { TEST_PHONE_NUMBER_ID } from '@/testing/whatsapp-webhooks';
import { GraphDouble } from '@/testing/whatsapp-graph-double';
import { WA_SEALED_AT } from './whatsapp-accounts';

const KEY = 'whatsapp-settings-test-key-of-32-characters-or-more';
const TOKEN = 'EAAG-brand-access-token-7f3a';
const SECRET = 'brand-app-secret-91c2';
const double = new GraphDouble({ accessToken: TOKEN, phoneNumberId: TEST_PHONE_NUMBER_ID, appSecret: SECRET, displayPhoneNumber: '+91 90000 11111', verifiedName: 'Demo Shop' });
beforeAll(async () => { await double.start(); });
afterAll(() => double.close());
beforeEach(() => { double.refused.length = 0; });

const good = () => ({ graphUrl: `${double.graphUrl}/`, phoneNumberId: TEST_PHONE_NUMBER_ID, accessToken: TOKEN, appSecret: SECRET, verifyToken: 'verify-me-please' });

describeBackends('WhatsApp settings', (context) => {
  it('starts not connected, refuses bad input field by field, and asks for the secrets the first time', async () => {
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const first = await admin.call('GET', WHATSAPP_SETTINGS_PATHS.settings);
    expect(first.statusCode).toBe(200);
    expect(dataOf<WhatsAppSettingsView>(first)).toMatchObject({ source: 'none', accessTokenSet: false, appSecretSet: false, webhookUrl: expect.stringMatching(/\/webhooks\/whatsapp$/) });
    expect((await admin.call('GET', TEMPLATE_PATHS.templates)).json<{ message: string }>().message).toBe(WHATSAPP_NOT_CONFIGURED);

    const refused = async (body: Record<string, unknown>, field: string, message: RegExp) => {
      const response = await admin.call('PUT', WHATSAPP_SETTINGS_PATHS.settings, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(field);
      expect(response.json<{ message: string }>().message).toMatch(message);
    };
    await refused({ ...good(), graphUrl: 'http://graph.example.com/v23.0' }, 'graphUrl', /https/);
    await refused({ ...good(), graphUrl: 'not a url' }, 'graphUrl', /Graph API URL/);
    await refused({ ...good(), phoneNumberId: '+91 98' }, 'phoneNumberId', /digits/);
    await refused({ ...good(), verifyToken: 'short' }, 'verifyToken', /8 characters/);
    await refused({ ...good(), verifyToken: 'has a space' }, 'verifyToken', /no spaces/);
    await refused({ ...good(), appId: 'app-1' }, 'appId', /app id/);
    const { accessToken: _token, ...noToken } = good();
    await refused(noToken, 'accessToken', new RegExp(WHATSAPP_SETTINGS_TEXTS.tokenRequired));
    const { appSecret: _secret, ...noSecret } = good();
    await refused(noSecret, 'appSecret', new RegExp(WHATSAPP_SETTINGS_TEXTS.secretRequired));
    expect(await context.database.db.$count(waSettings)).toBe(0);

    const agent = await callerFor(context.app, 'agent@demo.brand');
    expect((await agent.call('GET', WHATSAPP_SETTINGS_PATHS.settings)).statusCode).toBe(403);
    expect((await agent.call('PUT', WHATSAPP_SETTINGS_PATHS.settings, good())).statusCode).toBe(403);
  });

  it('saves the number with its secrets sealed, never answers them, keeps them when left out, and audits no secret', async () => {
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const saved = await admin.call('PUT', WHATSAPP_SETTINGS_PATHS.settings, good());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(dataOf<WhatsAppSettingsView>(saved)).toMatchObject({
      source: 'brand', graphUrl: double.graphUrl, phoneNumberId: TEST_PHONE_NUMBER_ID, appId: '', verifyToken: 'verify-me-please', accessTokenSet: true, appSecretSet: true,
    });
    const read = await admin.call('GET', WHATSAPP_SETTINGS_PATHS.settings);
    for (const body of [saved.body, read.body]) {
      expect(body).not.toContain(TOKEN);
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain('sealed:');
    }
    const [row] = await context.database.db.select().from(waSettings);
    expect(isSealed(row!.accessToken) && isSealed(row!.appSecret)).toBe(true);
    const box = createSecretBox(KEY);
    expect(box.open(row!.accessToken, WA_SEALED_AT.accessToken(row!.brandId))).toBe(TOKEN);
    expect(box.open(row!.appSecret, WA_SEALED_AT.appSecret(row!.brandId))).toBe(SECRET);
    // Bound to the row: the token's sealed value does not open as another brand's.
    expect(() => box.open(row!.accessToken, WA_SEALED_AT.accessToken(crypto.randomUUID()))).toThrow();

    // The channel now works for the brand: Template Master reads its (empty) list instead of 412.
    expect((await admin.call('GET', TEMPLATE_PATHS.templates)).statusCode).toBe(200);

    // A save without the secrets keeps the stored ones (the sealed values are unchanged).
    const again = await admin.call('PUT', WHATSAPP_SETTINGS_PATHS.settings, { graphUrl: double.graphUrl, phoneNumberId: TEST_PHONE_NUMBER_ID, verifyToken: 'verify-me-again' });
    expect(again.statusCode, again.body).toBe(200);
    const [kept] = await context.database.db.select().from(waSettings);
    expect([kept!.accessToken, kept!.appSecret, kept!.verifyToken]).toEqual([row!.accessToken, row!.appSecret, 'verify-me-again']);

    const audit = await context.database.db.select().from(auditLog).where(eq(auditLog.action, 'whatsapp'));
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain(TOKEN);
    expect(JSON.stringify(audit)).not.toContain(SECRET);
    expect(audit.map((entry) => (entry.after as { accessTokenChanged: boolean }).accessTokenChanged).sort()).toEqual([false, true]);
  });

  it('tests the connection with the typed token or the stored one, and says what the Graph API refused', async () => {
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const typed = await admin.call('POST', WHATSAPP_SETTINGS_PATHS.test, { graphUrl: double.graphUrl, phoneNumberId: TEST_PHONE_NUMBER_ID, accessToken: TOKEN });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(dataOf(typed)).toEqual({ displayPhoneNumber: '+91 90000 11111', verifiedName: 'Demo Shop', qualityRating: 'GREEN' });

    const wrong = await admin.call('POST', WHATSAPP_SETTINGS_PATHS.test, { graphUrl: double.graphUrl, phoneNumberId: TEST_PHONE_NUMBER_ID, accessToken: 'wrong' });
    expect(wrong.statusCode).toBe(412);
    expect(wrong.json<{ message: string }>().message).toContain('Invalid OAuth access token');
    // No token typed and none stored yet.
    const none = await admin.call('POST', WHATSAPP_SETTINGS_PATHS.test, { graphUrl: double.graphUrl, phoneNumberId: TEST_PHONE_NUMBER_ID });
    expect(none.statusCode).toBe(400);
    const unreachable = await admin.call('POST', WHATSAPP_SETTINGS_PATHS.test, { graphUrl: 'http://127.0.0.1:1/v23.0', phoneNumberId: '1', accessToken: TOKEN });
    expect(unreachable.statusCode).toBe(412);

    expect((await admin.call('PUT', WHATSAPP_SETTINGS_PATHS.settings, good())).statusCode).toBe(200);
    const stored = await admin.call('POST', WHATSAPP_SETTINGS_PATHS.test, { graphUrl: double.graphUrl, phoneNumberId: TEST_PHONE_NUMBER_ID });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(double.refused.filter((call) => call.status === 401)).toHaveLength(1);
  });

  it('removes the brand’s number: the channel is off again for it', async () => {
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const remove = () => context.app.inject({ method: 'DELETE', url: WHATSAPP_SETTINGS_PATHS.settings, headers: { authorization: `Bearer ${admin.token}` } });
    expect((await remove()).statusCode).toBe(404);
    expect((await admin.call('PUT', WHATSAPP_SETTINGS_PATHS.settings, good())).statusCode).toBe(200);
    const removed = await remove();
    expect(removed.statusCode, removed.body).toBe(200);
    expect(dataOf<WhatsAppSettingsView>(removed).source).toBe('none');
    expect(await context.database.db.$count(waSettings)).toBe(0);
    expect((await admin.call('GET', TEMPLATE_PATHS.templates)).statusCode).toBe(412);
  });
}, () => ({ ENCRYPTION_KEY: KEY }));
