/**
 * Three instances. A change made on one reaches the others' caches through Redis within a second (the auth cache's
 * TTL is ten minutes here, so nothing else could explain it). SIGTERM of an instance mid-conversation: it stops
 * accepting at once, its clients reconnect to the others by themselves, the messages it was writing are committed
 * once, and it exits within 10 s (then it is started again). Hand-overs arriving on all three at once: each chat is
 * offered once, no agent past capacity, and the queue drains once. A scheduled report falling due is run once.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { expectChatIntact } from './chat-checks';
import { REPORT_PATHS } from '@switchboard/contracts/console/reports.schemas';
import { rowsOf } from '@/db/client';
import { dailyReport } from '@/modules/console-reports/reports.test-kit';
import { describeCluster } from './cluster-suite';
import { acceptedChat, resolved, useClients } from './scenarios';

const TEN_MINUTES_MS = '600000';

describeCluster('cluster: caches and graceful shutdown', { instances: 3, env: { AUTH_CACHE_TTL_MS: TEN_MINUTES_MS } }, (cluster) => {
  const clients = useClients(cluster);

  const call = (name: string, token: string, method: string, path: string, body?: object) => fetch(`${cluster().instance(name).url}${path}`, {
    method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const firstNameOn = async (name: string, token: string) =>
    ((await (await call(name, token, 'POST', '/users/token/verify')).json()) as { data: { user: Array<{ firstName: string }> } }).data.user[0]?.firstName;

  it('a change made on one instance counts on every other within 1 s', async () => {
    const { token } = await cluster().signIn('agent2@demo.brand');
    // app2 and app3 have the member cached.
    expect([await firstNameOn('app2', token), await firstNameOn('app3', token)]).toEqual(['Bob', 'Bob']);

    const renamed = await call('app1', token, 'PATCH', '/users/admins/profile', { firstName: 'Robert' });
    expect(renamed.status).toBe(200);
    for (const name of ['app2', 'app3']) {
      await expect.poll(() => firstNameOn(name, token), { timeout: 1_000, interval: 20 }).toBe('Robert');
    }

    // Signing out on app1: the token is refused by the others at once.
    expect((await call('app1', token, 'POST', '/users/logout')).status).toBe(200);
    for (const name of ['app2', 'app3']) {
      await expect.poll(async () => (await call(name, token, 'POST', '/users/token/verify')).status, { timeout: 1_000, interval: 20 }).toBe(401);
    }
  });

  it('SIGTERM: stops accepting, its clients reconnect elsewhere, what it was writing is committed once, it exits within 10 s', async () => {
    const agent = await clients.staff('app1', 'agent@demo.brand');
    const customer = await clients.customer('app3');
    const sessionId = await acceptedChat(agent, customer, 'c-1');

    const app3 = cluster().instance('app3');
    const burst = Array.from({ length: 6 }, (_, index) => customer.send(`burst ${index}`, `c-burst-${index}`));
    const signalled = Date.now();
    const stopped = app3.stop('SIGTERM');
    // Refuses new connections from the start of its shutdown (the balancer sends them elsewhere).
    await expect.poll(() => fetch(`${app3.url}/health`).then(() => 'answered', () => 'refused'), { timeout: 2_000, interval: 20 }).toBe('refused');
    // Its clients were told to reconnect, not to stay away.
    expect(await customer.waitFor('disconnect')).toBe('transport close');
    const exit = await stopped;
    const exitedAfterMs = Date.now() - signalled;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitedAfterMs).toBeLessThan(10_000);

    const seqs = await Promise.all(burst);
    expect(new Set(seqs).size).toBe(seqs.length);
    const reply = await agent.send(sessionId, 'still here', 'a-1');
    await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.seq === reply);
    await expect.poll(() => agent.customerMessages.length).toBe(7);
    const stored = await expectChatIntact(cluster().database.db, customer, [agent]);
    expect(stored.filter((row) => row.sender === 'customer').map((row) => row.clientMessageId))
      .toEqual(['c-1', ...Array.from({ length: 6 }, (_, index) => `c-burst-${index}`)]);
    expect(customer.all('connect')).toHaveLength(2);

    await resolved(agent, sessionId);
    // Started again, it rejoins: the balancer has it back.
    await cluster().restart('app3');
  });

  it('hand-overs arriving on three instances at once: each chat offered once, no agent past capacity, the queue drained once', async () => {
    const [alice, bob] = [await clients.staff('app1', 'agent@demo.brand'), await clients.staff('app2', 'agent2@demo.brand')];
    const customers = [...await clients.customers('app1', 3), ...await clients.customers('app2', 3), ...await clients.customers('app3', 2)];
    await Promise.all(customers.map((customer, index) => customer.send('Talk to an agent', `handover-${index}`, 'handover')));
    const offeredTo = (agent: typeof alice) => agent.all<{ kind: string; sessionId: string }>('notification')
      .filter((p) => p.kind === 'offered').map((p) => p.sessionId);
    // Capacity 3 each (the default): six offers, two chats wait.
    await expect.poll(() => offeredTo(alice).length + offeredTo(bob).length, { timeout: 15_000 }).toBe(6);
    const queued = customers.filter((customer) => !offeredTo(alice).includes(customer.sessionId ?? '') && !offeredTo(bob).includes(customer.sessionId ?? ''));
    expect(queued).toHaveLength(2);
    for (const customer of queued) await customer.waitFor('queueStatus', (p) => p !== null);
    expect([offeredTo(alice).length, offeredTo(bob).length]).toEqual([3, 3]);
    expect(new Set([...offeredTo(alice), ...offeredTo(bob)]).size).toBe(6);

    // Alice takes hers and resolves one: the queue's first chat is offered to her, once.
    for (const sessionId of offeredTo(alice)) expect((await alice.emit('acceptChat', { sessionId })).data).toMatchObject({ chatState: 'AgentHandling' });
    const [done] = offeredTo(alice);
    expect((await alice.emit('resolveChat', { sessionId: done })).data).toEqual({ sessionId: done });
    await expect.poll(() => offeredTo(alice).length, { timeout: 10_000 }).toBe(4);
    const drained = offeredTo(alice)[3];
    expect(queued.map((customer) => customer.sessionId)).toContain(drained);
    const states = rowsOf<{ agent: string | null; state: string; count: number }>(await cluster().database.db.execute(sql`
      select agent_id as agent, chat_state as state, count(*)::int as count from chat_sessions
      where session_id in ${sql.raw(`(${customers.map((customer) => `'${customer.sessionId ?? ''}'`).join(',')})`)}
      group by 1, 2 order by 2, 1`));
    expect(states).toEqual(expect.arrayContaining([
      { agent: alice.userId, state: 'AgentHandling', count: 2 },
      { agent: null, state: 'Inqueue', count: 1 },
    ]));
    expect(states.filter((row) => row.agent === alice.userId && row.state !== 'Resolved').reduce((sum, row) => sum + row.count, 0)).toBe(3);
    expect(states.filter((row) => row.agent === bob.userId).reduce((sum, row) => sum + row.count, 0)).toBe(3);
    expect(new Set([...offeredTo(alice), ...offeredTo(bob)]).size).toBe(7);
  });

  it('a scheduled report that falls due is run once by the three instances\' runners, and built once', async () => {
    const { token } = await cluster().signIn('admin@demo.brand');
    const created = await fetch(`${cluster().url}${REPORT_PATHS.configs}`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(dailyReport({ recipients: { emails: [], memberIds: [] } })),
    });
    expect(created.status).toBe(200);
    const configId = ((await created.json()) as { data: { id: string } }).data.id;
    // Due now: every instance's runner (a 10 s poll) finds it.
    await cluster().database.db.execute(sql`update report_configs set next_run_at = now() - interval '1 second' where id = ${configId}`);
    const runs = async () => rowsOf<{ trigger: string; status: string; attempts: number; runner: string | null }>(await cluster().database.db.execute(sql`
      select trigger, status, attempts, runner_id as runner from report_runs where config_id = ${configId}`));
    await expect.poll(async () => (await runs()).map((run) => run.status), { timeout: 30_000, interval: 250 }).toEqual(['ready']);
    expect(await runs()).toMatchObject([{ trigger: 'schedule', status: 'ready', attempts: 1 }]);
  });
});
