/**
 * The broadcast API: the §7 recipients upload with its per-row report, the controls (pause, resume, cancel,
 * retry failed) and the status webhooks moving recipients and counts forward only.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { BROADCAST_PATHS as P, BROADCAST_TEXTS as T, type Broadcast, type UploadResult } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn } from '@/testing/test-app';
import { statusUpdate } from '@/testing/whatsapp-webhooks';
import { dataOf, workbook } from '@/modules/bot-builder/bot-builder.test-kit';
import type { App } from '@/plugins/type-provider';
import { newDouble, webhookUrl } from '../whatsapp.test-kit';
import { BroadcastService } from './broadcasts.service';
import {
  approvedTemplate, BROADCAST_TEMPLATE, broadcastEnv, broadcastRow, graphOf, phoneOf, recipientsOf, runner, runningBroadcast, until,
} from './broadcasts.test-kit';

const double = newDouble();
beforeAll(async () => {
  await double.start();
  double.approve(...BROADCAST_TEMPLATE);
});
afterAll(() => double.close());
beforeEach(() => {
  double.sent.length = 0;
  double.refuseNext.length = 0;
  double.statusWebhookUrl = undefined;
});

/** A multipart body: the fields first (the route reads them before the file), then the file. */
function form(fields: Record<string, string>, filename: string, file: Buffer) {
  const boundary = '----broadcast-test';
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  return {
    payload: Buffer.concat([
      ...parts,
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const FIELDS = { name: 'Diwali', templateName: 'diwali_offer', templateLanguage: 'en', templateCategory: 'MARKETING', variables: 'Name, Order' };

const SHEET = [
  ['Order', 'phone', 'Name'],
  ['A-1', '+91 98123 45678', 'Priya'],
  ['A-2', '98123 45679', 'Rahul'],
  ['A-3', '12345', 'Short'],
  ['A-4', '0091-98123-45678', 'Priya again'],
  ['', '919812345680', 'No order'],
  ['A-6', 'call me', 'Words'],
  ['A-7', '(0) 98123 45681', 'Trunk zero'],
];

function upload(app: App, headers: Record<string, string>, fields: Record<string, string>, filename: string, file: Buffer) {
  const body = form(fields, filename, file);
  return app.inject({ method: 'POST', url: P.upload, payload: body.payload, headers: { ...headers, ...body.headers } });
}

async function staff(app: App) {
  const { token } = await signIn(app, 'admin@demo.brand');
  return bearer(token);
}

describeBackends('Broadcast API', (context) => {
  it('reads an xlsx upload into a report of bad, incomplete and duplicate rows, and makes a broadcast of the good ones', async () => {
    await approvedTemplate(context.database.db, ...BROADCAST_TEMPLATE);
    const headers = await staff(context.app);
    const file = await workbook(SHEET);
    const check = await upload(context.app, headers, { ...FIELDS, validateOnly: 'true' }, 'recipients.xlsx', file);
    expect(check.statusCode).toBe(200);
    const report = dataOf<UploadResult>(check);
    expect(report.broadcast).toBeNull();
    expect(report.report).toEqual({
      rows: 7, accepted: 3, rejectedTotal: 4, problems: { badPhone: 2, duplicate: 1, missingVariable: 1, optedOut: 0 },
      rejected: [
        { row: 4, phone: '12345', problem: 'badPhone', message: T.badPhone },
        { row: 5, phone: '919812345678', problem: 'duplicate', message: T.duplicate(2) },
        { row: 6, phone: '919812345680', problem: 'missingVariable', message: T.missingVariable('Order') },
        { row: 7, phone: 'call me', problem: 'badPhone', message: T.badPhone },
      ],
    });
    expect(await context.database.db.$count((await import('@/db/schema/whatsapp-broadcasts')).waBroadcasts)).toBe(0);

    const created = await upload(context.app, headers, FIELDS, 'recipients.xlsx', file);
    expect(created.statusCode).toBe(200);
    const { broadcast } = dataOf<UploadResult>(created);
    expect(broadcast).toMatchObject({ state: 'scheduled', template: { name: 'diwali_offer', language: 'en', category: 'MARKETING' }, variables: ['Name', 'Order'], counts: { total: 3, queued: 3 } });
    const recipients = await recipientsOf(context.database.db, broadcast!._id);
    expect(recipients.map((r) => [r.row, r.phone, r.variables, r.state])).toEqual([
      [2, '919812345678', ['Priya', 'A-1'], 'queued'],
      [3, '919812345679', ['Rahul', 'A-2'], 'queued'],
      [8, '919812345681', ['Trunk zero', 'A-7'], 'queued'],
    ]);
    expect(new Set(recipients.map((r) => r.idempotencyKey)).size).toBe(3);

    // Scheduled for now: the runner starts it and sends the template with each row's variables in order.
    const graph = graphOf(double);
    const sender = runner(context.database.db, context.app.log, (to, content, opaque) => graph.send(to, content, opaque), 'upload');
    sender.start();
    await until(async () => (await broadcastRow(context.database.db, broadcast!._id)).state === 'completed', 30_000, 'the broadcast completing');
    await sender.stop();
    expect(double.sent.map((m) => [m.body.to, m.body.type === 'template' ? m.body.template.components?.[0]?.parameters.map((p) => (p.type === 'text' ? p.text : p.type)) : null])).toEqual([
      ['919812345678', ['Priya', 'A-1']], ['919812345679', ['Rahul', 'A-2']], ['919812345681', ['Trunk zero', 'A-7']],
    ]);
  });

  it('refuses bad fields with the field, a file of no good row, and an .xls', async () => {
    await approvedTemplate(context.database.db, ...BROADCAST_TEMPLATE);
    const headers = await staff(context.app);
    const file = await workbook(SHEET);
    const post = (fields: Record<string, string>, name = 'recipients.xlsx', bytes = file) => upload(context.app, headers, fields, name, bytes);
    const badCategory = await post({ ...FIELDS, templateCategory: 'PROMO' });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json()).toMatchObject({ field: 'templateCategory' });
    expect((await post({ ...FIELDS, timeZone: 'Mars/Olympus' })).json()).toMatchObject({ field: 'timeZone' });
    const empty = await post(FIELDS, 'r.xlsx', await workbook([['phone', 'Name', 'Order'], ['123', 'x', 'y']]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'file', message: T.noRecipients });
    expect((await post(FIELDS, 'r.xls')).statusCode).toBe(400);
    expect(await context.database.db.$count((await import('@/db/schema/whatsapp-broadcasts')).waBroadcasts)).toBe(0);
  });

  it('reports opted-out numbers through the opt-out check it is given', async () => {
    // (The template check is not what this is about: every template passes.)
    const service = new BroadcastService({
      db: context.database.db, logger: context.app.log, isOptedOut: async (phone) => phone === '919812345679', sendable: async () => undefined,
    });
    const [brand] = await context.database.db.select().from((await import('@/db/schema/brands')).brands).limit(1);
    const result = await service.upload(brand!.id, null, { ...FIELDS, templateCategory: 'MARKETING', variables: ['Name', 'Order'], phoneColumn: 'phone', timeZone: 'Asia/Kolkata', validateOnly: false }, 'r.xlsx', await workbook(SHEET));
    expect(result.report.rejected.filter((r) => r.problem === 'optedOut')).toEqual([{ row: 3, phone: '919812345679', problem: 'optedOut', message: T.optedOut }]);
    expect(result.broadcast?.counts.total).toBe(2);
  });

  it('moves recipients forward only on status webhooks, keeps counts with them, and retries only retryable failures', async () => {
    const { db } = context.database;
    const headers = await staff(context.app);
    const url = await webhookUrl(context.app);
    double.statusWebhookUrl = url;
    const broadcast = await runningBroadcast(db, 4);
    const graph = graphOf(double);
    const sender = runner(db, context.app.log, (to, content, opaque) => graph.send(to, content, opaque), 'api');
    sender.start();
    await until(async () => (await broadcastRow(db, broadcast.id)).state === 'completed', 30_000, 'the broadcast completing');
    await sender.stop();
    await double.statusesPosted();
    const [r0, r1, r2, r3] = await recipientsOf(db, broadcast.id);
    for (const [wamid, status, errors] of [
      [r0!.wamid, 'read'], [r0!.wamid, 'delivered'], [r1!.wamid, 'delivered'], [r1!.wamid, 'sent'],
      [r2!.wamid, 'failed', [{ code: 131026, title: 'Message undeliverable' }]], [r3!.wamid, 'failed', [{ code: 131000, title: 'Something went wrong' }]],
    ] as const) {
      expect((await double.postWebhook(url, statusUpdate(wamid!, status, r0!.phone, errors ? [...errors] : undefined))).status).toBe(200);
    }
    const get = async () => dataOf<Broadcast>(await context.app.inject({ method: 'GET', url: P.broadcast.replace(':id', broadcast.id), headers }));
    expect((await get()).counts).toEqual({ total: 4, queued: 0, sent: 2, delivered: 2, read: 1, failed: 2, skipped: 0 });
    expect((await recipientsOf(db, broadcast.id)).map((r) => [r.state, r.errorCode])).toEqual([['read', null], ['delivered', null], ['failed', 131026], ['failed', 131000]]);

    const retried = await context.app.inject({ method: 'POST', url: P.retryFailed.replace(':id', broadcast.id), headers });
    expect(retried.statusCode).toBe(200);
    expect(dataOf<Broadcast>(retried)).toMatchObject({ state: 'running', counts: { failed: 1, queued: 1 } });
    const again = runner(db, context.app.log, (to, content, opaque) => graph.send(to, content, opaque), 'api-2', { pairMs: 0 });
    again.start();
    await until(async () => (await broadcastRow(db, broadcast.id)).state === 'completed', 30_000, 'the retry completing');
    await again.stop();
    // Only the retryable one went again.
    expect(double.sent.map((m) => m.body.to)).toEqual([phoneOf(0), phoneOf(1), phoneOf(2), phoneOf(3), phoneOf(3)]);
  });

  it('pauses, resumes and cancels: a cancelled broadcast skips its queued recipients; a wrong transition is refused', async () => {
    const { db } = context.database;
    const headers = await staff(context.app);
    const broadcast = await runningBroadcast(db, 5);
    const act = (path: string) => context.app.inject({ method: 'POST', url: path.replace(':id', broadcast.id), headers });
    expect(dataOf<Broadcast>(await act(P.pause)).state).toBe('paused');
    expect((await act(P.pause)).statusCode).toBe(412);
    expect(dataOf<Broadcast>(await act(P.resume)).state).toBe('running');
    // The provider paused the template (its status webhook, on the templates side, calls this).
    const service = new BroadcastService({ db, logger: context.app.log, isOptedOut: async () => false, sendable: async () => undefined });
    expect(await service.pauseTemplate('diwali_offer', 'fr')).toBe(0);
    expect(await service.pauseTemplate('diwali_offer', 'en')).toBe(1);
    expect((await broadcastRow(db, broadcast.id)).state).toBe('paused');
    const cancelled = dataOf<Broadcast>(await act(P.cancel));
    expect(cancelled).toMatchObject({ state: 'cancelled', counts: { total: 5, skipped: 5, queued: 0 } });
    expect((await act(P.resume)).statusCode).toBe(412);
    expect((await recipientsOf(db, broadcast.id)).every((r) => r.state === 'skipped' && r.reason === 'cancelled')).toBe(true);
    expect((await context.app.inject({ method: 'GET', url: P.broadcast.replace(':id', crypto.randomUUID()), headers })).statusCode).toBe(404);
  });
}, () => broadcastEnv(double));
