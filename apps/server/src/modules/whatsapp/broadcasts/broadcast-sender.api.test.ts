/**
 * The sender page's flow on the API: the sheet uploaded alone (its columns answered), mapped to the number and to
 * the approved template's header, body and button parameters, checked, then sent now or later; the estimate's figures.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { BROADCAST_PATHS as P, BROADCAST_TEXTS as T, type UploadResult } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { SENDER_PATHS as S, SENDER_TEXTS, type BroadcastSettings, type StagedSheet } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-sender';
import { waBroadcastSheets, waBroadcasts } from '@/db/schema/whatsapp-broadcasts';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn } from '@/testing/test-app';
import { dataOf, multipart, workbook } from '@/modules/bot-builder/bot-builder.test-kit';
import type { App } from '@/plugins/type-provider';
import { newDouble } from '../whatsapp.test-kit';
import { broadcastEnv, broadcastRow, graphOf, runner, seedTemplate, until } from './broadcasts.test-kit';

const double = newDouble();
beforeAll(async () => { await double.start(); });
afterAll(() => double.close());
beforeEach(() => { double.sent.length = 0; double.refused.length = 0; });

const SHEET = [
  ['Mobile', 'Customer', 'Order', 'Link', 'Promo'],
  ['+91 98123 45678', 'Priya', 'A-1', 'A-1', 'Diwali'],
  ['98123 45679', 'Rahul', 'A-2', 'A-2', 'Diwali'],
  ['12345', 'Short', 'A-3', 'A-3', 'Diwali'],
  ['0091 98123 45678', 'Priya again', 'A-4', 'A-4', 'Diwali'],
  ['919812345680', 'No order', '', 'A-5', 'Diwali'],
];

/** Header {{1}}, body {{1}} {{2}}, a quick reply, then a URL button ending in {{1}} (button index 1). */
const RICH = [
  { type: 'HEADER' as const, format: 'TEXT' as const, text: 'Offer: {{1}}', example: { header_text: ['Diwali'] } },
  { type: 'BODY' as const, text: 'Hi {{1}}, order {{2}} ships today.', example: { body_text: [['Priya', 'A-1']] } },
  { type: 'BUTTONS' as const, buttons: [{ type: 'QUICK_REPLY' as const, text: 'Stop' }, { type: 'URL' as const, text: 'Track', url: 'https://shop.example/t/{{1}}', example: ['https://shop.example/t/A-1'] }] },
];

async function staff(app: App) {
  return bearer((await signIn(app, 'admin@demo.brand')).token);
}

async function stage(app: App, headers: Record<string, string>, file: Buffer, filename = 'recipients.xlsx') {
  const body = multipart(filename, file);
  return app.inject({ method: 'POST', url: P.upload, payload: body.payload, headers: { ...headers, ...body.headers } });
}

const create = (app: App, headers: Record<string, string>, payload: object) => app.inject({ method: 'POST', url: S.create, headers, payload });

describeBackends('Broadcast sender API', (context) => {
  it('stages a sheet, maps its columns to the template’s parameters, reports the rows, sends the good ones once', async () => {
    const { db } = context.database;
    const headers = await staff(context.app);
    await seedTemplate(db, { name: 'diwali_track', components: RICH });
    // WhatsApp holds it approved too (the double refuses a template it does not have, as Meta does: 132001).
    double.approve('diwali_track', 'en');
    const staged = await stage(context.app, headers, await workbook(SHEET));
    expect(staged.statusCode, staged.body).toBe(200);
    const { sheet } = dataOf<{ sheet: StagedSheet }>(staged);
    expect(sheet).toMatchObject({ filename: 'recipients.xlsx', columns: ['Mobile', 'Customer', 'Order', 'Link', 'Promo'], rows: 5 });

    const mapping = {
      sheetId: sheet.id, name: 'Diwali tracking', template: { name: 'diwali_track', language: 'en' },
      phoneColumn: 'mobile', columns: ['Promo', 'Customer', 'Order', 'Link'], timeZone: 'Asia/Kolkata',
    };
    const check = await create(context.app, headers, { ...mapping, validateOnly: true });
    expect(check.statusCode, check.body).toBe(200);
    expect(dataOf<UploadResult>(check)).toEqual({
      broadcast: null,
      report: {
        rows: 5, accepted: 2, rejectedTotal: 3, problems: { badPhone: 1, duplicate: 1, missingVariable: 1, optedOut: 0 },
        rejected: [
          { row: 4, phone: '12345', problem: 'badPhone', message: T.badPhone },
          { row: 5, phone: '919812345678', problem: 'duplicate', message: T.duplicate(2) },
          { row: 6, phone: '919812345680', problem: 'missingVariable', message: T.missingVariable('Order') },
        ],
      },
    });
    expect(await db.$count(waBroadcasts)).toBe(0);

    const sent = await create(context.app, headers, mapping);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ message: string }>().message).toBe(SENDER_TEXTS.created(false));
    const { broadcast } = dataOf<UploadResult>(sent);
    expect(broadcast).toMatchObject({
      state: 'scheduled', name: 'Diwali tracking', template: { name: 'diwali_track', language: 'en', category: 'UTILITY' },
      variables: ['Promo', 'Customer', 'Order', 'Link'], parameters: ['header', 'body:1', 'body:2', 'url:1'], counts: { total: 2 },
    });
    // The sheet went with the broadcast: sending it again finds nothing.
    const again = await create(context.app, headers, mapping);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ field: 'sheetId', message: SENDER_TEXTS.sheetGone });

    const graph = graphOf(double);
    const sender = runner(db, context.app.log, (to, content, opaque) => graph.send(to, content, opaque), 'sender');
    sender.start();
    await until(async () => (await broadcastRow(db, broadcast!._id)).state === 'completed', 30_000, 'the broadcast completing');
    await sender.stop();
    expect(double.sent.map((m) => [m.body.to, m.body.type === 'template' ? m.body.template.components : null])).toEqual([
      ['919812345678', [
        { type: 'header', parameters: [{ type: 'text', text: 'Diwali' }] },
        { type: 'body', parameters: [{ type: 'text', text: 'Priya' }, { type: 'text', text: 'A-1' }] },
        { type: 'button', sub_type: 'url', index: '1', parameters: [{ type: 'text', text: 'A-1' }] },
      ]],
      ['919812345679', [
        { type: 'header', parameters: [{ type: 'text', text: 'Diwali' }] },
        { type: 'body', parameters: [{ type: 'text', text: 'Rahul' }, { type: 'text', text: 'A-2' }] },
        { type: 'button', sub_type: 'url', index: '1', parameters: [{ type: 'text', text: 'A-2' }] },
      ]],
    ]);
    const settings = await context.app.inject({ method: 'GET', url: S.settings, headers });
    expect(dataOf<BroadcastSettings>(settings)).toEqual({
      perSecond: 250, dailyTier: 10000, usedLast24h: 2, prices: { MARKETING: 0.78, UTILITY: 0.12, AUTHENTICATION: null }, currency: 'INR',
    });
  });

  it('sends a media-header template with each row’s link as the header’s file, which the double (as Meta) requires', async () => {
    const { db } = context.database;
    const headers = await staff(context.app);
    const components = [
      { type: 'HEADER' as const, format: 'DOCUMENT' as const, example: { header_handle: ['4::aW52b2ljZQ==:ARb'] } },
      { type: 'BODY' as const, text: 'Hi {{1}}, your invoice is attached.', example: { body_text: [['Priya']] } },
    ];
    await seedTemplate(db, { name: 'invoice_ready', components });
    double.templates.push({ name: 'invoice_ready', language: 'en', category: 'UTILITY', components, id: 'tpl-invoice', status: 'APPROVED' });
    const sheet = [['Mobile', 'Customer', 'Invoice'], ['+91 98123 45678', 'Priya', 'https://files.example.com/inv/INV-1.pdf'], ['98123 45679', 'Rahul', 'https://files.example.com/inv/INV-2.pdf']];
    const { sheet: staged } = dataOf<{ sheet: StagedSheet }>(await stage(context.app, headers, await workbook(sheet)));
    const sent = await create(context.app, headers, {
      sheetId: staged.id, name: 'Invoices', template: { name: 'invoice_ready', language: 'en' }, phoneColumn: 'Mobile', columns: ['Invoice', 'Customer'],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { broadcast } = dataOf<UploadResult>(sent);
    expect(broadcast).toMatchObject({ parameters: ['header:document', 'body:1'], counts: { total: 2 } });
    const graph = graphOf(double);
    const sender = runner(db, context.app.log, (to, content, opaque) => graph.send(to, content, opaque), 'media');
    sender.start();
    await until(async () => (await broadcastRow(db, broadcast!._id)).state === 'completed', 30_000, 'the broadcast completing');
    await sender.stop();
    expect(double.refused).toEqual([]);
    // Sent concurrently: compared by number.
    expect(double.sent.map((m) => [m.body.to, m.body.type === 'template' ? m.body.template.components?.[0] : null]).sort()).toEqual([
      ['919812345678', { type: 'header', parameters: [{ type: 'document', document: { link: 'https://files.example.com/inv/INV-1.pdf', filename: 'INV-1.pdf' } }] }],
      ['919812345679', { type: 'header', parameters: [{ type: 'document', document: { link: 'https://files.example.com/inv/INV-2.pdf', filename: 'INV-2.pdf' } }] }],
    ]);
    // Without the header's file the double refuses as Meta does (132012): the check the send above passed.
    await expect(graph.send('919812345678', { type: 'template', template: { name: 'invoice_ready', language: { code: 'en' } } })).rejects.toMatchObject({ code: 132012 });
  });

  it('schedules for later in the chosen time zone, and refuses what cannot be sent, with the field', async () => {
    const { db } = context.database;
    const headers = await staff(context.app);
    await seedTemplate(db);
    await seedTemplate(db, { name: 'in_review', status: 'PENDING' });
    await seedTemplate(db, { name: 'with_image', components: [{ type: 'HEADER', format: 'IMAGE', example: { header_handle: ['h'] } }, { type: 'BODY', text: 'Hello' }] });
    const empty = await stage(context.app, headers, await workbook([]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'file', message: SENDER_TEXTS.noHeader });
    expect((await stage(context.app, headers, await workbook(SHEET), 'recipients.xls')).statusCode).toBe(400);

    const { sheet } = dataOf<{ sheet: StagedSheet }>(await stage(context.app, headers, await workbook(SHEET)));
    const base = { sheetId: sheet.id, name: 'Orders', template: { name: 'order_update', language: 'en' }, phoneColumn: 'Mobile', columns: ['Customer', 'Order'] };
    const refused = async (payload: object) => (await create(context.app, headers, { ...base, ...payload })).json<{ field?: string; message: string }>();
    expect(await refused({ phoneColumn: 'Phone' })).toMatchObject({ field: 'phoneColumn', message: SENDER_TEXTS.notColumn('Phone') });
    expect(await refused({ columns: ['Customer', 'Nope'] })).toMatchObject({ field: 'columns', message: SENDER_TEXTS.notColumn('Nope') });
    expect(await refused({ columns: ['Customer'] })).toMatchObject({ field: 'columns', message: SENDER_TEXTS.columnCount(2) });
    expect(await refused({ template: { name: 'in_review', language: 'en' } })).toMatchObject({ message: SENDER_TEXTS.notApproved('PENDING') });
    // A media header is a parameter like the others: its file's link comes from a column.
    expect(await refused({ template: { name: 'with_image', language: 'en' }, columns: [] })).toMatchObject({ field: 'columns', message: SENDER_TEXTS.columnCount(1) });
    expect((await create(context.app, headers, { ...base, template: { name: 'order_update', language: 'hi' } })).statusCode).toBe(412);
    expect(await refused({ scheduledAt: new Date(Date.now() - 3_600_000).toISOString() })).toMatchObject({ field: 'scheduledAt', message: SENDER_TEXTS.startPassed });
    expect((await create(context.app, headers, { ...base, timeZone: 'Mars/Olympus' })).statusCode).toBe(400);

    const later = new Date(Date.now() + 2 * 3_600_000);
    const scheduled = await create(context.app, headers, { ...base, scheduledAt: later.toISOString(), timeZone: 'America/New_York' });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json<{ message: string }>().message).toBe(SENDER_TEXTS.created(true));
    expect(dataOf<UploadResult>(scheduled).broadcast).toMatchObject({ state: 'scheduled', scheduledAt: later.toISOString(), timeZone: 'America/New_York', parameters: ['body:1', 'body:2'] });

    // A sheet is kept for a day.
    const { sheet: old } = dataOf<{ sheet: StagedSheet }>(await stage(context.app, headers, await workbook(SHEET)));
    await db.update(waBroadcastSheets).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(waBroadcastSheets.id, old.id));
    expect((await create(context.app, headers, { ...base, sheetId: old.id, validateOnly: true })).statusCode).toBe(404);
    // …and swept by the next upload.
    await stage(context.app, headers, await workbook(SHEET));
    expect(await db.$count(waBroadcastSheets, eq(waBroadcastSheets.id, old.id))).toBe(0);
  });
}, () => ({ ...broadcastEnv(double), WA_MESSAGES_PER_SECOND: '250', WA_DAILY_RECIPIENT_TIER: '10000', WA_MESSAGE_PRICES: 'MARKETING=0.78,UTILITY=0.12' }));
