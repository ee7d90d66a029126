/**
 * Template CTA records: a customer's press of a broadcast template's quick-reply button (an inbound `button` message
 * whose context is the template message) is recorded once against the broadcast recipient, and still reaches the chat;
 * replies to other messages are not CTA records. The list (20 a page) filters by template, broadcast, button, date
 * range and phone; the counts per template and per broadcast follow the same filters.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  CTA_PATHS, CTA_TEXTS, type CtaCounts, type CtaFilterOptions, type CtaListData,
} from '@switchboard/contracts/whatsapp/whatsapp.cta';
import { eq } from 'drizzle-orm';
import { waBroadcasts } from '@/db/schema/whatsapp-broadcasts';
import { waTemplatePresses } from '@/db/schema/whatsapp-cta';
import { describeBackends } from '@/testing/backends';
import { buttonPress, inbound } from '@/testing/whatsapp-webhooks';
import { callerFor, dataOf } from '@/modules/history/history.test-kit';
import { customerOf, messagesOf, newDouble, webhookUrl } from '../whatsapp.test-kit';
import { recordSent } from '../broadcasts/broadcasts.repository';
import {
  BROADCAST_TEMPLATE, broadcastEnv, broadcastRow, graphOf, phoneOf, recipientsOf, runner, runningBroadcast, until,
} from '../broadcasts/broadcasts.test-kit';

const double = newDouble();
beforeAll(async () => {
  await double.start();
  double.approve(...BROADCAST_TEMPLATE);
});
afterAll(() => double.close());
beforeEach(() => {
  double.sent.length = 0;
  double.statusWebhookUrl = undefined;
});

const query = (params: Record<string, string | number>) => `?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;

describeBackends('Template CTA records', (context) => {
  it('records each press of a broadcast template’s button once, against its recipient, and passes it to the chat; other replies are not records', async () => {
    const { db } = context.database;
    const broadcast = await runningBroadcast(db, 3);
    const sender = runner(db, context.app.log, (to, content, opaque) => graphOf(double).send(to, content, opaque), 'cta');
    sender.start();
    await until(async () => (await broadcastRow(db, broadcast.id)).state === 'completed', 30_000, 'the broadcast completing');
    await sender.stop();
    const [r0, r1] = await recipientsOf(db, broadcast.id);
    const url = await webhookUrl(context.app);
    const post = async (payload: object) => expect((await double.postWebhook(url, payload)).status).toBe(200);

    const at = (secondsAgo: number) => ({ at: Date.now() - secondsAgo * 1000 });
    await post(buttonPress(r0!.phone, 'wamid.press-1', r0!.wamid!, 'Yes, interested', at(30)));
    await post(buttonPress(r1!.phone, 'wamid.press-2', r1!.wamid!, 'Not now', { payload: 'NO_THANKS', ...at(20) }));
    // Meta redelivers a press: still one record.
    await post(buttonPress(r1!.phone, 'wamid.press-2', r1!.wamid!, 'Not now', { payload: 'NO_THANKS', ...at(20) }));
    await post(buttonPress(r0!.phone, 'wamid.press-3', r0!.wamid!, 'Yes, interested', at(10)));
    // A reply button of another message (the bot's), and a text that quotes the template: no CTA records.
    await post(buttonPress(r1!.phone, 'wamid.press-4', 'wamid.not-ours', 'Talk to an agent'));
    await post(inbound(r0!.phone, 'wamid.text-1', 'text', { text: { body: 'What offer?' }, context: { id: r0!.wamid } }));

    const admin = await callerFor(context.app, 'admin@demo.brand');
    const list = dataOf<CtaListData>(await admin.call('GET', CTA_PATHS.records));
    expect(list.totalCount).toBe(3);
    // Newest first.
    expect(list.items.map((r) => [r.phone, r.button, r.payload, r.replyType, r.broadcast?.row])).toEqual([
      [r0!.phone, 'Yes, interested', 'Yes, interested', 'button', r0!.row],
      [r1!.phone, 'Not now', 'NO_THANKS', 'button', r1!.row],
      [r0!.phone, 'Yes, interested', 'Yes, interested', 'button', r0!.row],
    ]);
    expect(list.items[0]).toMatchObject({ template: { name: 'diwali_offer', language: 'en' }, broadcast: { _id: broadcast.id, name: 'Diwali offer' } });
    expect(Date.parse(list.items[2]!.pressedAt)).toBeLessThan(Date.parse(list.items[0]!.pressedAt));

    const counts = dataOf<CtaCounts>(await admin.call('GET', CTA_PATHS.counts));
    expect(counts.totals).toEqual({ presses: 3, recipients: 2 });
    expect(counts.templates).toEqual([{ template: { name: 'diwali_offer', language: 'en' }, presses: 3, recipients: 2, buttons: [{ button: 'Yes, interested', presses: 2 }, { button: 'Not now', presses: 1 }] }]);
    expect(counts.broadcasts).toEqual([{
      _id: broadcast.id, name: 'Diwali offer', template: { name: 'diwali_offer', language: 'en' }, sent: 3, presses: 3, recipients: 2,
      buttons: [{ button: 'Yes, interested', presses: 2 }, { button: 'Not now', presses: 1 }],
    }]);

    // The press is also the customer's message (the bot reads its payload).
    const customer = await customerOf(db, r1!.phone);
    const messages = await messagesOf(db, customer!.psid);
    expect(messages.filter((m) => m.sender === 'customer').map((m) => m.content.text)).toEqual(['Not now', 'Talk to an agent']);
  });

  it('pages 20 a page, filters by template, broadcast, button, date range and phone, counts with the same filters, and offers what has presses', async () => {
    const { db } = context.database;
    const diwali = await runningBroadcast(db, 15);
    const holi = await runningBroadcast(db, 8, 100);
    const { brandId } = diwali;
    await db.update(waBroadcasts).set({ name: 'Holi sale', templateName: 'holi_sale' }).where(eq(waBroadcasts.id, holi.id));
    const diwaliRecipients = await recipientsOf(db, diwali.id);
    const holiRecipients = await recipientsOf(db, holi.id);
    await recordSent(db, diwaliRecipients.map((r) => ({ id: r.id, wamid: `wamid.d-${r.id}` })));
    const base = Date.parse('2026-11-20T10:00:00.000Z');
    const minute = 60_000;
    await db.insert(waTemplatePresses).values([
      ...diwaliRecipients.map((r, i) => ({
        brandId, wamid: `wamid.pd-${i}`, contextWamid: `wamid.d-${r.id}`, templateName: 'diwali_offer', templateLanguage: 'en', broadcastId: diwali.id,
        recipientId: r.id, phone: r.phone, button: i % 2 ? 'No' : 'Yes', payload: null, replyType: 'button' as const, pressedAt: new Date(base + i * minute),
      })),
      ...holiRecipients.map((r, i) => ({
        brandId, wamid: `wamid.ph-${i}`, contextWamid: `wamid.h-${r.id}`, templateName: 'holi_sale', templateLanguage: 'en', broadcastId: holi.id,
        recipientId: r.id, phone: r.phone, button: 'Shop now', payload: null, replyType: 'button' as const, pressedAt: new Date(base - 24 * 60 * minute + i * minute),
      })),
      ...[0, 1].map((i) => ({
        brandId, wamid: `wamid.pc-${i}`, contextWamid: 'wamid.chat-template', templateName: 'order_update', templateLanguage: 'en_US', broadcastId: null,
        recipientId: null, phone: '919900000001', button: 'Reschedule', payload: 'RESCHEDULE', replyType: 'button' as const, pressedAt: new Date(base - 48 * 60 * minute + i * minute),
      })),
    ]);
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const list = async (params: Record<string, string | number> = {}) => {
      const response = await admin.call('GET', `${CTA_PATHS.records}${query(params)}`);
      expect(response.statusCode, response.body).toBe(200);
      return dataOf<CtaListData>(response);
    };

    const first = await list();
    const second = await list({ page: 2 });
    expect([first.totalCount, first.items.length, second.items.length]).toEqual([25, 20, 5]);
    expect(new Set([...first.items, ...second.items].map((r) => r.id)).size).toBe(25);
    expect(first.items[0]).toMatchObject({ button: 'Yes', phone: phoneOf(14) });
    expect(second.items.at(-1)).toMatchObject({ button: 'Reschedule', broadcast: null, template: { name: 'order_update', language: 'en_US' } });

    expect((await list({ templateName: 'diwali_offer', templateLanguage: 'en' })).totalCount).toBe(15);
    expect((await list({ templateName: 'diwali_offer', templateLanguage: 'hi' })).totalCount).toBe(0);
    expect((await list({ broadcastId: holi.id })).totalCount).toBe(8);
    expect((await list({ button: 'Yes' })).totalCount).toBe(8);
    const window = await list({ from: new Date(base + 5 * minute).toISOString(), to: new Date(base + 10 * minute).toISOString() });
    expect(window.items.map((r) => r.phone)).toEqual([9, 8, 7, 6, 5].map(phoneOf));
    const search = await list({ search: '+91 98 0000 0003' });
    expect(search.items.map((r) => r.phone)).toEqual([phoneOf(3)]);
    expect((await list({ search: '%' })).totalCount).toBe(25);
    expect((await list({ button: 'Yes', broadcastId: holi.id })).items).toEqual([]);

    const counts = async (params: Record<string, string | number> = {}) => dataOf<CtaCounts>(await admin.call('GET', `${CTA_PATHS.counts}${query(params)}`));
    const all = await counts();
    expect(all.totals).toEqual({ presses: 25, recipients: 24 });
    expect(all.templates.map((t) => [t.template.name, t.presses, t.recipients])).toEqual([['diwali_offer', 15, 15], ['holi_sale', 8, 8], ['order_update', 2, 1]]);
    expect(all.broadcasts.map((b) => [b.name, b.sent, b.presses, b.buttons])).toEqual([
      ['Diwali offer', 15, 15, [{ button: 'Yes', presses: 8 }, { button: 'No', presses: 7 }]],
      ['Holi sale', 0, 8, [{ button: 'Shop now', presses: 8 }]],
    ]);
    const yes = await counts({ button: 'Yes' });
    expect(yes.totals).toEqual({ presses: 8, recipients: 8 });
    expect(yes.broadcasts.map((b) => [b.name, b.presses])).toEqual([['Diwali offer', 8]]);
    expect((await counts({ search: '919900000001' })).templates).toEqual([
      { template: { name: 'order_update', language: 'en_US' }, presses: 2, recipients: 1, buttons: [{ button: 'Reschedule', presses: 2 }] },
    ]);

    const options = dataOf<CtaFilterOptions>(await admin.call('GET', CTA_PATHS.filters));
    expect(options).toEqual({
      templates: [{ name: 'diwali_offer', language: 'en' }, { name: 'holi_sale', language: 'en' }, { name: 'order_update', language: 'en_US' }],
      broadcasts: [{ _id: holi.id, name: 'Holi sale' }, { _id: diwali.id, name: 'Diwali offer' }],
      buttons: ['No', 'Reschedule', 'Shop now', 'Yes'],
    });
  });

  it('refuses a range that ends before it starts, bad ids and pages, and members without the page', async () => {
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const reversed = await admin.call('GET', `${CTA_PATHS.records}${query({ from: '2026-11-21T00:00:00.000Z', to: '2026-11-20T00:00:00.000Z' })}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ message: CTA_TEXTS.badRange });
    expect((await admin.call('GET', `${CTA_PATHS.counts}${query({ from: '2026-11-21T00:00:00.000Z', to: '2026-11-21T00:00:00.000Z' })}`)).statusCode).toBe(400);
    expect((await admin.call('GET', `${CTA_PATHS.records}${query({ broadcastId: 'diwali' })}`)).statusCode).toBe(400);
    expect((await admin.call('GET', `${CTA_PATHS.records}${query({ page: 0 })}`)).statusCode).toBe(400);
    expect((await admin.call('GET', `${CTA_PATHS.records}${query({ from: 'yesterday' })}`)).statusCode).toBe(400);
    expect(dataOf<CtaListData>(await admin.call('GET', CTA_PATHS.records))).toEqual({ items: [], totalCount: 0 });
    expect(dataOf<CtaCounts>(await admin.call('GET', CTA_PATHS.counts))).toEqual({ totals: { presses: 0, recipients: 0 }, templates: [], broadcasts: [] });

    const agent = await callerFor(context.app, 'agent@demo.brand');
    for (const path of Object.values(CTA_PATHS)) {
      expect((await agent.call('GET', path)).statusCode, path).toBe(403);
      expect((await context.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(401);
    }
    const manager = await callerFor(context.app, 'manager@demo.brand');
    expect((await manager.call('GET', CTA_PATHS.records)).statusCode).toBe(200);
  });
}, () => broadcastEnv(double));
