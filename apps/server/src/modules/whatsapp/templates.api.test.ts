/**
 * Message templates: WhatsApp's limits (shared schema, 400 by field, nothing submitted), the submission to the Graph API
 * double in Meta's shape (PENDING), the list's search, filters and paging, and status and quality by signed webhook.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { TEMPLATE_PATHS, TEMPLATE_TEXTS, type Template, type TemplateInput } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { describeBackends } from '@/testing/backends';
import { callerFor, dataOf } from '@/modules/history/history.test-kit';
import { broadcastRow, runningBroadcast } from './broadcasts/broadcasts.test-kit';
import { newDouble, webhookUrl, whatsappEnv } from './whatsapp.test-kit';

const double = newDouble();
beforeAll(async () => { await double.start(); });
afterAll(() => double.close());
beforeEach(() => { double.templates.length = 0; double.refused.length = 0; });

const full: TemplateInput = {
  name: 'order_shipped', language: 'en_US', category: 'UTILITY',
  components: [
    { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}', example: { header_text: ['#4521'] } },
    { type: 'BODY', text: 'Hi {{1}}, your order ships on {{2}}.', example: { body_text: [['Priya', '2 December']] } },
    { type: 'FOOTER', text: 'Reply STOP to opt out' },
    { type: 'BUTTONS', buttons: [
      { type: 'QUICK_REPLY', text: 'Thanks' },
      { type: 'URL', text: 'Track', url: 'https://shop.example/track/{{1}}', example: ['https://shop.example/track/4521'] },
      { type: 'PHONE_NUMBER', text: 'Call us', phone_number: '+919812345678' },
      { type: 'COPY_CODE', example: 'SAVE10' },
    ] },
  ],
};
const body = (text: string, examples: string[] = []) => ({ type: 'BODY' as const, text, ...(examples.length ? { example: { body_text: [examples] } } : {}) });
const withComponents = (components: TemplateInput['components'], name = 'a_template') => ({ ...full, name, components });
const quick = (text: string) => ({ type: 'QUICK_REPLY' as const, text });
const url = (n: number) => ({ type: 'URL' as const, text: `Link ${n}`, url: `https://shop.example/${n}` });
const phone = { type: 'PHONE_NUMBER' as const, text: 'Call', phone_number: '+919812345678' };
const code = { type: 'COPY_CODE' as const, example: 'SAVE10' };

/** A template status or quality change as the Cloud API delivers it. */
const templateChange = (field: string, value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account', entry: [{ id: '102290129340398', time: 1_764_000_000, changes: [{ field, value }] }],
});

describeBackends('WhatsApp message templates', (context) => {
  it('submits a template in Meta’s shape and keeps it PENDING; the list finds it', async () => {
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const created = await admin.call('POST', TEMPLATE_PATHS.templates, full);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ message: TEMPLATE_TEXTS.created });
    const template = dataOf<Template>(created);
    expect(template).toMatchObject({ name: 'order_shipped', language: 'en_US', category: 'UTILITY', status: 'PENDING', quality: null, rejectedReason: null });
    expect(double.templates).toHaveLength(1);
    expect(double.templates[0]).toMatchObject({ ...full, id: template.providerId, status: 'PENDING' });

    const list = await admin.call('GET', `${TEMPLATE_PATHS.templates}?search=SHIPPED`);
    expect(dataOf(list)).toMatchObject({ totalCount: 1, items: [{ id: template.id, components: full.components }] });

    // The same name and language again: refused here, not submitted twice.
    const again = await admin.call('POST', TEMPLATE_PATHS.templates, full);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: TEMPLATE_TEXTS.duplicate, field: 'name' });
    expect(double.templates).toHaveLength(1);
  });

  it('refuses what WhatsApp would, by field, and submits nothing', async () => {
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const cases: Array<[string, unknown]> = [
      ['name', { ...full, name: 'Order Shipped' }],
      ['name', { ...full, name: 'a'.repeat(513) }],
      ['category', { ...full, category: 'PROMOTION' }],
      ['body too long', withComponents([body('x'.repeat(1025))])],
      ['gap in variables', withComponents([body('Hi {{1}}, {{3}}', ['a', 'b'])])],
      ['missing examples', withComponents([body('Hi {{1}} and {{2}}', ['a'])])],
      ['no body', withComponents([{ type: 'FOOTER', text: 'x' }])],
      ['footer', withComponents([body('Hi'), { type: 'FOOTER', text: 'f'.repeat(61) }])],
      ['eleven buttons', withComponents([body('Hi'), { type: 'BUTTONS', buttons: Array.from({ length: 11 }, (_, i) => quick(`Option ${i}`)) }])],
      ['quick reply text', withComponents([body('Hi'), { type: 'BUTTONS', buttons: [quick('q'.repeat(26))] }])],
      ['three URL buttons', withComponents([body('Hi'), { type: 'BUTTONS', buttons: [url(1), url(2), url(3)] }])],
      ['two phone buttons', withComponents([body('Hi'), { type: 'BUTTONS', buttons: [phone, phone] }])],
      ['two copy codes', withComponents([body('Hi'), { type: 'BUTTONS', buttons: [code, code] }])],
      ['header with two variables', withComponents([{ type: 'HEADER', format: 'TEXT', text: '{{1}} {{2}}', example: { header_text: ['a'] } }, body('Hi')])],
      ['image header without example', withComponents([{ type: 'HEADER', format: 'IMAGE' }, body('Hi')])],
    ];
    for (const [label, payload] of cases) {
      const response = await admin.call('POST', TEMPLATE_PATHS.templates, payload);
      expect(response.statusCode, label).toBe(400);
    }
    const gap = await admin.call('POST', TEMPLATE_PATHS.templates, withComponents([body('Hi {{1}}, {{3}}', ['a', 'b'])]));
    expect(gap.body).toContain('components');
    expect(double.templates).toEqual([]);
    // Within the limits (10 buttons, 25-character quick replies, 2 URL, 1 phone, 1 copy code, a 60-character footer): accepted.
    const edge = await admin.call('POST', TEMPLATE_PATHS.templates, withComponents([
      body('x'.repeat(1024)), { type: 'FOOTER', text: 'f'.repeat(60) },
      { type: 'BUTTONS', buttons: [url(1), url(2), phone, code, ...Array.from({ length: 6 }, (_, i) => quick(`${i}`.padEnd(25, 'q')))] },
    ], 'edge_template'));
    expect(edge.statusCode, edge.body).toBe(200);
  });

  it('follows the status and quality webhooks (REJECTED with its reason, APPROVED, PAUSED, quality), signed only', async () => {
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const template = dataOf<Template>(await admin.call('POST', TEMPLATE_PATHS.templates, full));
    const url = await webhookUrl(context.app);
    const update = (event: string, reason = 'NONE') => templateChange('message_template_status_update', {
      event, message_template_id: Number(template.providerId), message_template_name: full.name, message_template_language: full.language, reason,
    });
    const read = async () => dataOf<{ items: Template[] }>(await admin.call('GET', TEMPLATE_PATHS.templates)).items[0]!;

    expect((await double.postWebhook(url, update('REJECTED', 'INVALID_FORMAT'), { signature: null })).status).toBe(401);
    expect(await read()).toMatchObject({ status: 'PENDING' });
    expect((await double.postWebhook(url, update('REJECTED', 'INVALID_FORMAT'))).status).toBe(200);
    expect(await read()).toMatchObject({ status: 'REJECTED', rejectedReason: 'INVALID_FORMAT' });
    expect((await double.postWebhook(url, update('APPROVED'))).status).toBe(200);
    expect(await read()).toMatchObject({ status: 'APPROVED', rejectedReason: null });
    // Events the console does not track change nothing.
    expect((await double.postWebhook(url, update('FLAGGED'))).status).toBe(200);
    expect(await read()).toMatchObject({ status: 'APPROVED' });
    const quality = templateChange('message_template_quality_update', {
      previous_quality_score: 'GREEN', new_quality_score: 'YELLOW', message_template_id: Number(template.providerId),
      message_template_name: full.name, message_template_language: full.language,
    });
    expect((await double.postWebhook(url, quality)).status).toBe(200);
    expect((await double.postWebhook(url, update('PAUSED'))).status).toBe(200);
    expect(await read()).toMatchObject({ status: 'PAUSED', quality: 'YELLOW' });
  });

  it('pauses the broadcasts of a template WhatsApp pauses, and only those', async () => {
    const admin = await callerFor(context.app, 'admin@demo.brand');
    // runningBroadcast's template: diwali_offer in en.
    const template = dataOf<Template>(await admin.call('POST', TEMPLATE_PATHS.templates, { ...full, name: 'diwali_offer', language: 'en' }));
    const { db } = context.database;
    const paused = await runningBroadcast(db, 3);
    const url = await webhookUrl(context.app);
    const update = (event: string) => templateChange('message_template_status_update', {
      event, message_template_id: Number(template.providerId), message_template_name: 'diwali_offer', message_template_language: 'en', reason: 'NONE',
    });
    expect((await double.postWebhook(url, update('APPROVED'))).status).toBe(200);
    expect(await broadcastRow(db, paused.id)).toMatchObject({ state: 'running' });
    expect((await double.postWebhook(url, update('PAUSED'))).status).toBe(200);
    expect(await broadcastRow(db, paused.id)).toMatchObject({ state: 'paused' });
  });

  it('lists with filters by status, category and language, pages, and keeps the pages to who may see them', async () => {
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const names = ['promo_one', 'promo_two', 'otp_code', 'hindi_update'];
    const inputs: TemplateInput[] = [
      { ...full, name: names[0]!, category: 'MARKETING', components: [body('Sale!')] },
      { ...full, name: names[1]!, category: 'MARKETING', components: [body('Sale again!')] },
      { ...full, name: names[2]!, category: 'AUTHENTICATION', components: [body('{{1}} is your code', ['123456'])] },
      { ...full, name: names[3]!, language: 'hi', components: [body('नमस्ते {{1}}', ['Priya'])] },
    ];
    for (const input of inputs) expect((await admin.call('POST', TEMPLATE_PATHS.templates, input)).statusCode).toBe(200);
    const get = async (query: string) => dataOf<{ items: Template[]; totalCount: number }>(await admin.call('GET', `${TEMPLATE_PATHS.templates}?${query}`));
    expect((await get('category=MARKETING')).items.map((t) => t.name).sort()).toEqual(['promo_one', 'promo_two']);
    expect((await get('language=hi')).items.map((t) => t.name)).toEqual(['hindi_update']);
    expect((await get('status=APPROVED')).totalCount).toBe(0);
    expect((await get('search=promo_%25')).totalCount).toBe(0);
    const first = await get('pageSize=3&page=1');
    const second = await get('pageSize=3&page=2');
    expect(first.totalCount).toBe(4);
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(1);
    expect(new Set([...first.items, ...second.items].map((t) => t.id)).size).toBe(4);
    expect((await admin.call('GET', `${TEMPLATE_PATHS.templates}?status=LIVE`)).statusCode).toBe(400);

    const agent = await callerFor(context.app, 'agent@demo.brand');
    expect((await agent.call('GET', TEMPLATE_PATHS.templates)).statusCode).toBe(403);
    expect((await agent.call('POST', TEMPLATE_PATHS.templates, { ...full, name: 'by_agent' })).statusCode).toBe(403);
    const manager = await callerFor(context.app, 'manager@demo.brand');
    expect((await manager.call('GET', TEMPLATE_PATHS.templates)).statusCode).toBe(200);
  });
}, () => whatsappEnv(double));
