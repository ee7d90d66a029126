/**
 * The broadcast history page's reads: the brand's broadcasts 10 a page with their creator, filtered by state,
 * template and name; failures grouped by error code with their meaning; recipients by page and state; the export.
 */
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ERROR_CODE_MEANINGS, HISTORY_PATHS as H, type BroadcastListItem, type BroadcastRecipient, type FailureGroup,
} from '@switchboard/contracts/whatsapp/whatsapp.broadcast-history';
import type { BroadcastState } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import type { Database } from '@/db/client';
import { users } from '@/db/schema/users';
import { waBroadcastRecipients } from '@/db/schema/whatsapp-broadcasts';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn } from '@/testing/test-app';
import { dataOf } from '@/modules/bot-builder/bot-builder.test-kit';
import type { App } from '@/plugins/type-provider';
import { newDouble } from '../whatsapp.test-kit';
import { byId, insertBroadcast, moveRecipients } from './broadcasts.repository';
import { broadcastEnv, recipientsOf, runningBroadcast } from './broadcasts.test-kit';

const double = newDouble();
beforeAll(async () => { await double.start(); });
afterAll(() => double.close());

async function admin(app: App, db: Database) {
  const login = await signIn(app, 'admin@demo.brand');
  const [user] = await db.select().from(users).where(eq(users.email, 'admin@demo.brand'));
  return { headers: bearer(login.token), user: user! };
}

/** A broadcast of one recipient, created `minutesAgo` minutes ago. */
async function broadcastOf(db: Database, brandId: string, createdBy: string | null, name: string, template: string, state: BroadcastState, minutesAgo: number) {
  const id = crypto.randomUUID();
  return insertBroadcast(db, {
    id, brandId, name, templateName: template, templateLanguage: 'en', templateCategory: 'MARKETING', variables: [], createdBy,
    scheduledAt: new Date(), timeZone: 'Asia/Kolkata', state, createdAt: new Date(Date.now() - minutesAgo * 60_000),
  }, [{ row: 2, phone: `9198${String(minutesAgo).padStart(8, '0')}`, variables: [], idempotencyKey: `${id}-k` }]);
}

const get = async <T>(app: App, headers: Record<string, string>, url: string, query: Record<string, string | number> = {}) => {
  const response = await app.inject({ method: 'GET', url, headers, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<T>(response);
};

describeBackends('Broadcast history API', (context) => {
  it('lists the brand’s broadcasts 10 a page, newest first, with their creator; filters by state, template and name', async () => {
    const { db } = context.database;
    const { headers, user } = await admin(context.app, db);
    for (let n = 0; n < 12; n++) {
      await broadcastOf(db, user.brandId, n === 0 ? null : user.id, `Offer ${n}`, n % 3 === 0 ? 'diwali_offer' : 'order_update', n === 4 ? 'paused' : 'completed', n);
    }
    type List = { items: BroadcastListItem[]; totalCount: number; templates: string[] };
    const first = await get<List>(context.app, headers, H.list);
    expect(first.totalCount).toBe(12);
    expect(first.items.map((item) => item.name)).toEqual(['Offer 0', 'Offer 1', 'Offer 2', 'Offer 3', 'Offer 4', 'Offer 5', 'Offer 6', 'Offer 7', 'Offer 8', 'Offer 9']);
    expect(first.templates).toEqual(['diwali_offer', 'order_update']);
    expect(first.items[0]!.createdBy).toBeNull();
    expect(first.items[1]).toMatchObject({ createdBy: { id: user.id, name: `${user.firstName} ${user.lastName}` }, state: 'completed', counts: { total: 1 } });
    expect((await get<List>(context.app, headers, H.list, { page: 2 })).items.map((item) => item.name)).toEqual(['Offer 10', 'Offer 11']);
    expect((await get<List>(context.app, headers, H.list, { state: 'paused' })).items.map((item) => item.name)).toEqual(['Offer 4']);
    const diwali = await get<List>(context.app, headers, H.list, { template: 'diwali_offer' });
    expect([diwali.totalCount, diwali.items.map((item) => item.name)]).toEqual([4, ['Offer 0', 'Offer 3', 'Offer 6', 'Offer 9']]);
    expect((await get<List>(context.app, headers, H.list, { search: 'offer 1' })).items.map((item) => item.name)).toEqual(['Offer 1', 'Offer 10', 'Offer 11']);
    const agent = bearer((await signIn(context.app, 'agent@demo.brand')).token);
    expect((await context.app.inject({ method: 'GET', url: H.list, headers: agent })).statusCode).toBe(403);
  });

  it('groups failures by error code with their meaning, pages recipients by state, and exports them as CSV and XLSX', async () => {
    const { db } = context.database;
    const { headers } = await admin(context.app, db);
    const broadcast = await runningBroadcast(db, 6);
    const [r0, r1, r2, r3, r4, r5] = await recipientsOf(db, broadcast.id);
    await moveRecipients(db, byId(r0!.id), 'failed', { errorCode: 131026 });
    await moveRecipients(db, byId(r1!.id), 'failed', { errorCode: 131026 });
    await moveRecipients(db, byId(r2!.id), 'failed', { errorCode: 130429 });
    await moveRecipients(db, byId(r3!.id), 'failed', { errorCode: null });
    await moveRecipients(db, byId(r4!.id), 'delivered');
    await moveRecipients(db, byId(r5!.id), 'skipped', { reason: 'optedOut' });
    await db.update(waBroadcastRecipients).set({ variables: sql`'["=HYPERLINK(\\"http://x\\")"]'::jsonb` }).where(eq(waBroadcastRecipients.id, r4!.id));
    const at = (path: string) => path.replace(':id', broadcast.id);

    const failures = await get<{ items: FailureGroup[] }>(context.app, headers, at(H.failures));
    expect(failures.items).toEqual([
      { code: 131026, count: 2, retryable: false, ...ERROR_CODE_MEANINGS[131026] },
      { code: 130429, count: 1, retryable: true, ...ERROR_CODE_MEANINGS[130429] },
      { code: null, count: 1, retryable: false, title: 'No error code', meaning: expect.any(String) },
    ]);

    type Recipients = { items: BroadcastRecipient[]; totalCount: number };
    const failed = await get<Recipients>(context.app, headers, at(H.recipients), { state: 'failed', pageSize: 3, page: 2 });
    expect([failed.totalCount, failed.items.map((r) => [r.row, r.phone, r.errorCode])]).toEqual([4, [[r3!.row, r3!.phone, null]]]);
    const all = await get<Recipients>(context.app, headers, at(H.recipients));
    expect(all.items.map((r) => r.state)).toEqual(['failed', 'failed', 'failed', 'failed', 'delivered', 'skipped']);
    expect(all.items[5]).toMatchObject({ reason: 'optedOut', variables: ['name-5'], attempts: 0 });

    const csv = await context.app.inject({ method: 'GET', url: at(H.export), headers, query: { format: 'csv' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="diwali-offer-recipients.csv"');
    const lines = csv.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('\uFEFFRow,Phone,Status,Error code,Error,Reason,name,Attempts,Updated at');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(new RegExp(`^${r0!.row},${r0!.phone},Failed,131026,Message undeliverable,,name-0,0,`));
    expect(lines[5]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[6]).toContain('Skipped,,,Opted out,name-5');
    const onlyFailed = await context.app.inject({ method: 'GET', url: at(H.export), headers, query: { format: 'csv', state: 'failed' } });
    expect(onlyFailed.body.split('\r\n').filter(Boolean)).toHaveLength(5);

    const xlsx = await context.app.inject({ method: 'GET', url: at(H.export), headers, query: { format: 'xlsx' } });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(7);
    expect(sheet.getRow(2).values).toEqual([undefined, r0!.row, r0!.phone, 'Failed', 131026, 'Message undeliverable', undefined, 'name-0', 0, expect.any(String)]);
    expect(sheet.getRow(6).getCell(7).value).toBe('=HYPERLINK("http://x")');

    const unknown = crypto.randomUUID();
    for (const path of [H.failures, H.recipients, H.export]) {
      expect((await context.app.inject({ method: 'GET', url: path.replace(':id', unknown), headers })).statusCode).toBe(404);
    }
  });

  it('exports a broadcast larger than one read run whole, in upload order', async () => {
    const { db } = context.database;
    const { headers } = await admin(context.app, db);
    const broadcast = await runningBroadcast(db, 4_500);
    const csv = await context.app.inject({ method: 'GET', url: H.export.replace(':id', broadcast.id), headers });
    const rows = csv.body.split('\r\n').filter(Boolean).slice(1).map((line) => Number(line.split(',')[0]));
    expect(rows).toHaveLength(4_500);
    expect(rows.every((row, index) => row === index + 2)).toBe(true);
  });
}, () => broadcastEnv(double));
