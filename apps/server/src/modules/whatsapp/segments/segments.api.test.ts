/**
 * Customer segments on the API: saved filters of WhatsApp customers (chat tags, recent activity) with their size,
 * the opted-out counted apart; a broadcast to a segment maps its columns (phone, name, e-mail) like a sheet's and
 * is checked by the same per-row report.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UploadResult } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { BROADCAST_TEXTS as T } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { SENDER_PATHS, SENDER_TEXTS } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-sender';
import { SEGMENT_PATHS as P, SEGMENT_TEXTS, type Segment, type SegmentSize } from '@switchboard/contracts/whatsapp/whatsapp.segments';
import type { Database } from '@/db/client';
import { customers } from '@/db/schema/customers';
import { chatSessions } from '@/db/schema/chat-sessions';
import { waContacts } from '@/db/schema/whatsapp';
import { waBroadcastRecipients } from '@/db/schema/whatsapp-broadcasts';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn } from '@/testing/test-app';
import { dataOf } from '@/modules/bot-builder/bot-builder.test-kit';
import { newDouble } from '../whatsapp.test-kit';
import { broadcastEnv, seedTemplate } from '../broadcasts/broadcasts.test-kit';

const double = newDouble();
beforeAll(async () => { await double.start(); });
afterAll(() => double.close());

/** A WhatsApp customer who last wrote `daysAgo` days ago, with one chat tagged `tags`. */
async function waCustomer(db: Database, waId: string, name: string, options: { tags?: string[]; daysAgo?: number; optedOut?: boolean; email?: string } = {}) {
  const psid = `wa-${waId}`;
  await db.insert(customers).values({ psid, channel: 'wa', name, email: options.email ?? null });
  const wrote = sql`now() - make_interval(days => ${options.daysAgo ?? 0})`;
  await db.insert(waContacts).values({ waId, psid, lastInboundAt: wrote, optedOutAt: options.optedOut ? sql`now()` : null });
  await db.insert(chatSessions).values({ psid, channel: 'wa', selectedTags: options.tags ?? [] });
}

describeBackends('WhatsApp customer segments API', (context) => {
  it('saves filters, sizes them now (opted-out apart), lists the tags, refuses a duplicate name, deletes', async () => {
    const { db } = context.database;
    const headers = bearer((await signIn(context.app, 'admin@demo.brand')).token);
    await waCustomer(db, '919800000001', 'Priya', { tags: ['vip'], daysAgo: 2, email: 'priya@example.com' });
    await waCustomer(db, '919800000002', 'Rahul', { tags: ['vip', 'refund'], daysAgo: 40 });
    await waCustomer(db, '919800000003', 'Asha', { tags: ['refund'], daysAgo: 1, optedOut: true });
    await waCustomer(db, '919800000004', 'Dev', { daysAgo: 5 });
    // A website customer with the tag is not a WhatsApp customer.
    await db.insert(customers).values({ psid: 'web-1', channel: 'web', name: 'Web' });
    await db.insert(chatSessions).values({ psid: 'web-1', channel: 'web', selectedTags: ['vip'] });

    const preview = async (filter: object) => dataOf<SegmentSize>(await context.app.inject({ method: 'POST', url: P.preview, headers, payload: filter }));
    expect(await preview({})).toEqual({ reachable: 3, optedOut: 1 });
    expect(await preview({ tags: ['vip'] })).toEqual({ reachable: 2, optedOut: 0 });
    expect(await preview({ tags: ['vip'], activeWithinDays: 30 })).toEqual({ reachable: 1, optedOut: 0 });
    expect(await preview({ tags: ['refund'] })).toEqual({ reachable: 1, optedOut: 1 });
    expect((await context.app.inject({ method: 'POST', url: P.preview, headers, payload: { activeWithinDays: 0 } })).statusCode).toBe(400);

    const tags = await context.app.inject({ method: 'GET', url: P.tags, headers });
    expect(dataOf<{ tags: string[] }>(tags).tags).toEqual(['refund', 'vip']);

    const saved = await context.app.inject({ method: 'POST', url: P.segments, headers, payload: { name: 'Recent VIPs', filter: { tags: ['vip'], activeWithinDays: 30 } } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ message: string }>().message).toBe(SEGMENT_TEXTS.created);
    expect(dataOf<Segment>(saved)).toMatchObject({ name: 'Recent VIPs', filter: { tags: ['vip'], activeWithinDays: 30 }, size: { reachable: 1, optedOut: 0 } });
    const duplicate = await context.app.inject({ method: 'POST', url: P.segments, headers, payload: { name: 'Recent VIPs', filter: {} } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ field: 'name', message: SEGMENT_TEXTS.duplicate });
    expect((await context.app.inject({ method: 'POST', url: P.segments, headers, payload: { name: ' ', filter: {} } })).statusCode).toBe(400);
    await context.app.inject({ method: 'POST', url: P.segments, headers, payload: { name: 'Everyone', filter: {} } });

    const list = dataOf<{ items: Segment[] }>(await context.app.inject({ method: 'GET', url: P.segments, headers })).items;
    expect(list.map((segment) => [segment.name, segment.size.reachable, segment.size.optedOut])).toEqual([['Everyone', 3, 1], ['Recent VIPs', 1, 0]]);
    const removed = await context.app.inject({ method: 'DELETE', url: P.segment.replace(':id', list[0]!.id), headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await context.app.inject({ method: 'DELETE', url: P.segment.replace(':id', list[0]!.id), headers })).statusCode).toBe(404);
    expect(dataOf<{ items: Segment[] }>(await context.app.inject({ method: 'GET', url: P.segments, headers })).items).toHaveLength(1);
  });

  it('sends a broadcast to a segment: its columns mapped like a sheet’s, opted-out and missing values reported', async () => {
    const { db } = context.database;
    const headers = bearer((await signIn(context.app, 'admin@demo.brand')).token);
    await seedTemplate(db);
    await waCustomer(db, '919800000001', 'Priya', { tags: ['vip'], email: 'priya@example.com' });
    await waCustomer(db, '919800000002', 'Rahul', { tags: ['vip'] });
    await waCustomer(db, '919800000003', 'Asha', { tags: ['vip'], optedOut: true, email: 'asha@example.com' });
    const segment = dataOf<Segment>(await context.app.inject({ method: 'POST', url: P.segments, headers, payload: { name: 'VIPs', filter: { tags: ['vip'] } } }));

    const base = { segmentId: segment.id, name: 'VIP news', template: { name: 'order_update', language: 'en' }, phoneColumn: 'Phone number', timeZone: 'Asia/Kolkata' };
    const create = (payload: object) => context.app.inject({ method: 'POST', url: SENDER_PATHS.create, headers, payload: { ...base, ...payload } });
    const check = await create({ columns: ['Name', 'E-mail'], validateOnly: true });
    expect(check.statusCode, check.body).toBe(200);
    expect(dataOf<UploadResult>(check).report).toEqual({
      rows: 3, accepted: 1, rejectedTotal: 2, problems: { badPhone: 0, missingVariable: 1, duplicate: 0, optedOut: 1 },
      rejected: [
        { row: 2, phone: '919800000002', problem: 'missingVariable', message: T.missingVariable('E-mail') },
        { row: 3, phone: '919800000003', problem: 'optedOut', message: T.optedOut },
      ],
    });
    expect((await create({ columns: ['Name', 'Order'] })).json()).toMatchObject({ field: 'columns', message: SENDER_TEXTS.notColumn('Order') });
    const both = await create({ columns: ['Name', 'Name'], sheetId: crypto.randomUUID() });
    expect(both.statusCode).toBe(400);

    const sent = await create({ columns: ['Name', 'Name'] });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(dataOf<UploadResult>(sent).broadcast).toMatchObject({ state: 'scheduled', counts: { total: 2 } });
    const recipients = await db.select({ phone: waBroadcastRecipients.phone, variables: waBroadcastRecipients.variables }).from(waBroadcastRecipients);
    expect(recipients.sort((a, b) => a.phone.localeCompare(b.phone))).toEqual([
      { phone: '919800000001', variables: ['Priya', 'Priya'] }, { phone: '919800000002', variables: ['Rahul', 'Rahul'] },
    ]);
    // A segment is kept (unlike a sheet): it can be sent again, and a deleted one is named on its field.
    await context.app.inject({ method: 'DELETE', url: P.segment.replace(':id', segment.id), headers });
    expect((await create({ columns: ['Name', 'Name'], validateOnly: true })).json()).toMatchObject({ field: 'segmentId', message: SEGMENT_TEXTS.notFound });
  });
}, () => broadcastEnv(double));
