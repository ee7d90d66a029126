/**
 * Runs happen once whatever the number of instances (two apps over one database, PostgreSQL when DATABASE_URL is
 * set), and three scheduled failures in a row turn the schedule off.
 */
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { REPORT_PATHS as P } from '@switchboard/contracts/console/reports.schemas';
import { rowsOf } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import { describeBackends } from '@/testing/backends';
import { buildTestApp, callAs, signIn } from '@/testing/test-app';
import { dailyReport } from './reports.test-kit';

let clock = 0;
const START = Date.parse('2026-03-10T12:00:00Z');
const driven = () => {
  clock = START;
  return { reportRunner: { autoStart: false, now: () => clock } };
};
const others: App[] = [];
afterEach(async () => {
  await Promise.all(others.splice(0).map((app) => app.close()));
});

describeBackends('report runs across instances', (context) => {
  const runsOf = async () => rowsOf<{ trigger: string; status: string; attempts: number }>(
    await context.database.db.execute(sql`select trigger, status, attempts from report_runs order by created_at`),
  );

  it('two instances make one run of a due slot, and build each queued run once', async () => {
    const second = await buildTestApp(context.database, {}, driven());
    others.push(second);
    const token = (await signIn(context.app, 'admin@demo.brand')).token;
    const created = await callAs(context.app, token, 'POST', P.configs, dailyReport({ recipients: { emails: [], memberIds: [] } }));
    const id = String(created.body.data.id);
    for (let n = 0; n < 4; n++) expect((await callAs(second, token, 'POST', P.runNow.replace(':id', id))).status).toBe(200);
    clock = Date.parse('2026-03-11T09:00:01Z');
    const [a, b] = [context.app.services.reports.runner, second.services.reports.runner];
    await Promise.all([a.poke(), b.poke(), a.tick(), b.tick()]);
    await Promise.all([a.poke(), b.poke()]);
    const runs = await runsOf();
    expect(runs.filter((run) => run.trigger === 'schedule')).toHaveLength(1);
    expect(runs).toHaveLength(5);
    expect(runs.every((run) => run.status === 'ready' && run.attempts === 1)).toBe(true);
  });
}, () => ({}), driven);

describeBackends('failing scheduled reports', (context) => {
  it('three failures in a row turn the schedule off (the owner is told); the failures say why', async () => {
    const token = (await signIn(context.app, 'admin@demo.brand')).token;
    const created = await callAs(context.app, token, 'POST', P.configs, dailyReport());
    const id = String(created.body.data.id);
    for (const day of ['11', '12', '13']) {
      clock = Date.parse(`2026-03-${day}T09:00:05Z`);
      await context.app.services.reports.runner.poke();
    }
    const config = (await callAs(context.app, token, 'GET', P.config.replace(':id', id))).body.data;
    expect(config).toMatchObject({ enabled: false, nextRunAt: null, consecutiveFailures: 3, lastRunStatus: 'failed' });
    const runs = (await callAs(context.app, token, 'GET', `${P.runs}?configId=${id}`)).body.data.items as Array<{ status: string; reason: string }>;
    expect(runs.map((run) => run.status)).toEqual(['failed', 'failed', 'failed']);
    expect(runs[0]!.reason).toMatch(/ECONNREFUSED|connect/i);
    // Saving it on again gives it three more tries.
    const again = await callAs(context.app, token, 'PUT', P.config.replace(':id', id), { ...dailyReport(), enabled: true });
    expect(again.body.data).toMatchObject({ enabled: true, consecutiveFailures: 0 });
  });
}, () => ({ SMTP_URL: 'smtp://127.0.0.1:9' }), driven);
