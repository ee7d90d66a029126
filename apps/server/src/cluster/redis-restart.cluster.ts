/**
 * Redis killed mid-conversation and started again (the cluster's own redis-server, never the shared one): the
 * instances keep serving their own sockets and say so in /health; once Redis is back, events flow across instances
 * again without restarting anything, and what was published while it was down reaches the clients through the seq
 * resync. And instances started while Redis is unavailable: they start, serve, say so, and join up when it comes.
 */
import { afterAll, expect, it } from 'vitest';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { expectChatIntact } from './chat-checks';
import { ConsoleStaff, WidgetCustomer } from './clients';
import type { Cluster } from './cluster';
import { describeCluster } from './cluster';

type Closable = { close(): void };

/** A chat accepted by the agent (console on app2) whose customer (widget) is on app1. */
async function crossInstanceChat(cluster: Cluster, clients: Closable[]) {
  const agent = await cluster.on('app2', async () => {
    const staff = new ConsoleStaff(cluster.url, await cluster.signIn('agent@demo.brand'));
    clients.push(staff);
    return staff.ready();
  });
  const customer = await cluster.on('app1', async () => {
    const widget = WidgetCustomer.open(cluster.url);
    clients.push(widget);
    await widget.start();
    return widget;
  });
  const sessionId = customer.sessionId ?? '';
  await customer.send('Talk to an agent', `handover-${sessionId}`, 'handover');
  await agent.waitFor('notification', (p: { kind: string; sessionId: string }) => p.kind === 'offered' && p.sessionId === sessionId, 15_000);
  expect((await agent.emit('acceptChat', { sessionId })).data).toMatchObject({ chatState: 'AgentHandling' });
  await customer.waitFor('chatState', (p: { chatState: string }) => p.chatState === 'AgentHandling');
  return { agent, customer, sessionId };
}

const redisOf = async (cluster: Cluster) => Promise.all(cluster.instances.map(async ({ name }) => (await cluster.health(name)).body.redis));

describeCluster('cluster: Redis restarted mid-conversation', { instances: 2 }, (cluster) => {
  const clients: Closable[] = [];
  afterAll(() => clients.forEach((client) => client.close()));

  it('events flow again within 5 s of Redis coming back, and what was sent meanwhile arrives by seq', async () => {
    const { agent, customer, sessionId } = await crossInstanceChat(cluster(), clients);
    const first = await agent.send(sessionId, 'hello from app2', 'a-1');
    await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.seq === first);

    await cluster().redis.kill();
    await expect.poll(() => redisOf(cluster()), { timeout: 10_000 }).toEqual(['down', 'down']);
    const health = await cluster().health('app1');
    // Still in rotation (200): every instance shares the one Redis, and each still serves its own sockets.
    expect(health).toMatchObject({ status: 200, body: { status: 'degraded', database: 'up', redis: 'down' } });

    // Each side writes while Redis is away; each write is stored and acknowledged by its own instance.
    const missedByCustomer = await agent.send(sessionId, 'written while Redis was down', 'a-2');
    const missedByAgent = await customer.send('me too', 'c-2');

    const back = Date.now();
    await cluster().redis.start();
    // Each instance, once its Redis connections are back, has its clients reconnect (through the balancer) and catch
    // up by seq: what was written while Redis was down arrives on both sides.
    await expect.poll(() => customer.seqs(), { timeout: 5_000, interval: 50 }).toContain(missedByCustomer);
    await expect.poll(() => agent.customerMessages.map((message) => message.seq), { timeout: 5_000, interval: 50 }).toContain(missedByAgent);
    await agent.waitFor('joined', (connection: number) => connection === 2, 5_000);
    // And events flow live across instances again, within 5 s of Redis coming back.
    const probe = await agent.send(sessionId, 'Redis is back', 'a-3');
    await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.seq === probe, 5_000);
    expect(Date.now() - back).toBeLessThanOrEqual(5_000);
    expect(await redisOf(cluster())).toEqual(['up', 'up']);

    const after = await customer.send('all good', 'c-3');
    await agent.waitFor('userMessage', (p: { message: Message }) => p.message.seq === after);
    await expectChatIntact(cluster().database.db, customer, [agent]);
  });
});

describeCluster('cluster: instances started while Redis is unavailable', { instances: 2, redis: 'later' }, (cluster) => {
  const clients: Closable[] = [];
  afterAll(() => clients.forEach((client) => client.close()));

  it('start, serve and say so in /health; once Redis comes, they join up without a restart', async () => {
    expect(await cluster().health('app1')).toMatchObject({ status: 200, body: { status: 'degraded', database: 'up', redis: 'down' } });
    // Single-instance features: sign-in, and a customer talking to the bot.
    await cluster().signIn('agent@demo.brand');
    const alone = WidgetCustomer.open(cluster().url);
    clients.push(alone);
    await alone.start();
    await alone.send('Hello', 'c-1');
    await alone.waitFor('botMessages');

    await cluster().redis.start();
    await expect.poll(() => redisOf(cluster()), { timeout: 5_000 }).toEqual(['up', 'up']);
    expect((await cluster().health('app2')).body.status).toBe('ok');
    const { agent, customer, sessionId } = await crossInstanceChat(cluster(), clients);
    const line = await agent.send(sessionId, 'across instances', 'a-1');
    await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.seq === line);
    await expectChatIntact(cluster().database.db, customer, [agent]);
  });
});
