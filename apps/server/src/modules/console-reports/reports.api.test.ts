import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPORT_PATHS as P } from '@switchboard/contracts/console/reports.schemas';
import { describeBackends } from '@/testing/backends';
import { startSmtp, type TestSmtp } from '@/testing/smtp';
import { bearer, callAs, signIn } from '@/testing/test-app';
import { attachmentOf, dailyReport, seedChat, sheetsIn } from './reports.test-kit';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

/** The runner's clock: a Tuesday noon in London; tests move it. */
let clock = 0;
const START = Date.parse('2026-03-10T12:00:00Z');

describeBackends('scheduled reports', (context) => {
  const runner = () => context.app.services.reports.runner;
  const admin = async () => (await signIn(context.app, 'admin@demo.brand')).token;

  it('needs the Console › Reports permission (a supervisor gets 403) and validates the configuration', async () => {
    const supervisor = (await signIn(context.app, 'supervisor@demo.brand')).token;
    expect((await callAs(context.app, supervisor, 'GET', P.configs)).status).toBe(403);
    expect((await callAs(context.app, supervisor, 'POST', P.configs, dailyReport())).status).toBe(403);
    expect((await callAs(context.app, supervisor, 'GET', P.runs)).status).toBe(403);
    const token = await admin();
    const bad = await callAs(context.app, token, 'POST', P.configs, dailyReport({ schedule: { frequency: 'daily', time: '9am', timeZone: 'Mars/Base' } }));
    expect(bad.status).toBe(400);
    const list = await callAs(context.app, token, 'GET', P.configs);
    expect(list.body.data).toEqual({ items: [], totalCount: 0 });
  });

  it('offers the brand\'s groups and members to choose from, and refuses a group or member that is not the brand\'s (400 with the field, nothing saved)', async () => {
    const token = await admin();
    const options = await callAs(context.app, token, 'GET', P.options);
    expect(options.status).toBe(200);
    const { groups, agents } = options.body.data as { groups: Array<{ id: string; name: string }>; agents: Array<{ id: string; name: string; active: boolean }> };
    expect(groups.length).toBeGreaterThan(0);
    expect(agents.map((agent) => agent.name)).toContain('Ada Admin');
    const stranger = '00000000-0000-4000-8000-000000000001';
    for (const [field, body] of [
      ['filters.groupIds', dailyReport({ filters: { groupIds: [stranger], agentIds: [], channels: [] } })],
      ['filters.agentIds', dailyReport({ filters: { groupIds: [], agentIds: [stranger], channels: [] } })],
      ['recipients.memberIds', dailyReport({ recipients: { emails: [], memberIds: [stranger] } })],
    ] as const) {
      const refused = await callAs(context.app, token, 'POST', P.configs, body);
      expect(refused.status, field).toBe(400);
      expect(refused.body.field).toBe(field);
    }
    expect((await callAs(context.app, token, 'GET', P.configs)).body.data.totalCount).toBe(0);
    const chosen = dailyReport({ filters: { groupIds: [groups[0]!.id], agentIds: [agents[0]!.id], channels: [] }, recipients: { emails: [], memberIds: [agents[0]!.id] } });
    const saved = await callAs(context.app, token, 'POST', P.configs, chosen);
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.body.data).toMatchObject({ filters: chosen.filters, recipients: chosen.recipients });
    const supervisor = (await signIn(context.app, 'supervisor@demo.brand')).token;
    expect((await callAs(context.app, supervisor, 'GET', P.options)).status).toBe(403);
  });

  it('stores the next run in the schedule\'s time zone; a scheduled run happens once, a missed stretch once', async () => {
    const token = await admin();
    const created = await callAs(context.app, token, 'POST', P.configs, dailyReport({ recipients: { emails: [], memberIds: [] } }));
    expect(created.status, created.raw).toBe(200);
    const config = created.body.data as { id: string; nextRunAt: string };
    expect(config.nextRunAt).toBe('2026-03-11T09:00:00.000Z');
    clock = Date.parse('2026-03-11T09:00:30Z');
    await Promise.all([runner().poke(), runner().poke()]);
    await runner().poke();
    let runs = await callAs(context.app, token, 'GET', `${P.runs}?configId=${config.id}`);
    expect(runs.body.data.totalCount).toBe(1);
    expect((runs.body.data.items as Array<{ status: string; trigger: string }>)[0]).toMatchObject({ status: 'ready', trigger: 'schedule' });
    // Down for three days: one run on return, for the latest slot; the next is tomorrow's.
    clock = Date.parse('2026-03-14T10:00:00Z');
    await runner().poke();
    await runner().poke();
    runs = await callAs(context.app, token, 'GET', `${P.runs}?configId=${config.id}`);
    expect(runs.body.data.totalCount).toBe(2);
    expect((runs.body.data.items as Array<{ periodEnd: string }>)[0]!.periodEnd).toBe('2026-03-14T00:00:00.000Z');
    expect((await callAs(context.app, token, 'GET', P.config.replace(':id', config.id))).body.data.nextRunAt).toBe('2026-03-15T09:00:00.000Z');
  });

  it('"Run now" mails the workbook (three worksheets, the expected rows) and keeps it for download', async () => {
    await seedChat(context.database.db, 1, new Date('2026-03-08T10:00:00Z'));
    await seedChat(context.database.db, 2, new Date('2026-03-09T15:00:00Z'), 'wa');
    await seedChat(context.database.db, 3, new Date('2026-03-01T10:00:00Z'));
    const token = await admin();
    const created = await callAs(context.app, token, 'POST', P.configs, dailyReport());
    const id = (created.body.data as { id: string }).id;
    const queued = await callAs(context.app, token, 'POST', P.runNow.replace(':id', id));
    expect(queued.body.data.status).toBe('queued');
    await runner().poke();
    const mail = await smtp.next();
    expect(mail.to).toEqual(['ops@example.com']);
    const { fileName, content } = attachmentOf(mail);
    expect(fileName).toBe('Daily agent monitoring.xlsx');
    const sheets = await sheetsIn(content);
    expect(Object.keys(sheets)).toEqual(['Chat Report Raw Dump', 'Chat Message Report Summary', 'Total Chats Report']);
    expect(sheets['Chat Report Raw Dump']!.map((row) => row[7])).toEqual(
      ['Message', 'Where is order 1?', 'Let me check', 'Order 1 ships today', 'Where is order 2?', 'Let me check', 'Order 2 ships today'],
    );
    expect(sheets['Chat Message Report Summary']!.slice(1).map((row) => [row[2], row[6], row[7], row[8]])).toEqual([['website', 1, 1, 1], ['wa', 1, 1, 1]]);
    const totals = sheets['Total Chats Report']!;
    expect(totals).toHaveLength(8);
    expect(totals.slice(1).map((row) => row[1])).toEqual([0, 0, 0, 0, 0, 1, 1]);

    const run = (await callAs(context.app, token, 'GET', P.runs)).body.data.items as Array<{ id: string; status: string; rows: number; sizeBytes: number; downloadable: boolean }>;
    expect(run[0]).toMatchObject({ status: 'sent', rows: 15, downloadable: true });
    const download = await context.app.inject({ method: 'GET', url: P.download.replace(':id', run[0]!.id), headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(run[0]!.sizeBytes);
    const supervisor = (await signIn(context.app, 'supervisor@demo.brand')).token;
    expect((await context.app.inject({ method: 'GET', url: P.download.replace(':id', run[0]!.id), headers: bearer(supervisor) })).statusCode).toBe(403);
    expect((await callAs(context.app, token, 'DELETE', P.run.replace(':id', run[0]!.id))).status).toBe(200);
    expect((await context.app.inject({ method: 'GET', url: P.download.replace(':id', run[0]!.id), headers: bearer(token) })).statusCode).toBe(404);
  });

  it('schedules an analytics report: the chat log\'s numbers for the period, a worksheet per list and one of the totals', async () => {
    await seedChat(context.database.db, 5, new Date('2026-03-08T10:00:00Z'));
    await seedChat(context.database.db, 6, new Date('2026-03-09T15:00:00Z'), 'wa');
    await seedChat(context.database.db, 7, new Date('2026-02-20T10:00:00Z'));
    const token = await admin();
    const twoGroups = await callAs(context.app, token, 'POST', P.configs, dailyReport({
      dataset: 'analyticsChatlog', filters: { groupIds: [crypto.randomUUID(), crypto.randomUUID()], agentIds: [], channels: [] },
    }));
    expect([twoGroups.status, twoGroups.body.field]).toEqual([400, 'filters.groupIds']);
    const hourly = await callAs(context.app, token, 'POST', P.configs, dailyReport({ dataset: 'analyticsChatlog', period: 'previousHour' }));
    expect([hourly.status, hourly.body.field]).toEqual([400, 'period']);

    const created = await callAs(context.app, token, 'POST', P.configs, dailyReport({ dataset: 'analyticsChatlog', name: 'Weekly chat log' }));
    expect(created.status, created.raw).toBe(200);
    await callAs(context.app, token, 'POST', P.runNow.replace(':id', (created.body.data as { id: string }).id));
    await runner().poke();
    const sheets = await sheetsIn(attachmentOf(await smtp.next()).content);
    expect(Object.keys(sheets)).toEqual(['Chat sessions time series', 'Totals']);
    const series = sheets['Chat sessions time series']!;
    const column = (name: string) => series[0]!.indexOf(name);
    expect(series[0]).toEqual(expect.arrayContaining(['Bucket', 'Conversations', 'By channel website', 'By channel wa', 'Handed over']));
    // The last 7 whole days in London before the run (Tuesday 10 March, noon): a row a day, the two chats on their days.
    expect(series.slice(1).map((row) => [row[column('Bucket')], row[column('Conversations')]])).toEqual([
      ['2026-03-03T00:00', 0], ['2026-03-04T00:00', 0], ['2026-03-05T00:00', 0], ['2026-03-06T00:00', 0],
      ['2026-03-07T00:00', 0], ['2026-03-08T00:00', 1], ['2026-03-09T00:00', 1],
    ]);
    const totals = sheets.Totals!;
    expect(totals[1]![totals[0]!.indexOf('Conversations')]).toBe(2);
  });

  it('builds CSV on demand for a chosen period, one worksheet after another', async () => {
    await seedChat(context.database.db, 4, new Date('2026-03-05T10:00:00Z'));
    const token = await admin();
    const created = await callAs(context.app, token, 'POST', P.configs, dailyReport({ format: 'csv', dataset: 'chatMessageSummary' }));
    const configId = (created.body.data as { id: string }).id;
    const bad = await callAs(context.app, token, 'POST', P.onDemand, { configId, periodStart: '2026-03-01T00:00:00Z', periodEnd: '2026-02-01T00:00:00Z' });
    expect(bad.status).toBe(400);
    const queued = await callAs(context.app, token, 'POST', P.onDemand, { configId, periodStart: '2026-03-05T00:00:00Z', periodEnd: '2026-03-06T00:00:00Z' });
    expect(queued.status, queued.raw).toBe(200);
    await runner().poke();
    const run = await callAs(context.app, token, 'GET', P.run.replace(':id', String(queued.body.data.id)));
    expect(run.body.data).toMatchObject({ status: 'ready', rows: 1, trigger: 'onDemand' });
    const file = await context.app.inject({ method: 'GET', url: P.download.replace(':id', String(queued.body.data.id)), headers: bearer(token) });
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.body.split('\r\n')[0]).toBe('\uFEFFSession ID,Started,Channel,Group,Agent,State,Customer messages,Bot messages,Agent messages,Handed over,Resolved');
  });
}, () => ({ SMTP_URL: smtp.url }), () => {
  clock = START;
  return { reportRunner: { autoStart: false, now: () => clock } };
});
