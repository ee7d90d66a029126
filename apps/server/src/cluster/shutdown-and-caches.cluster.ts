/**
 * Three instances. A change made on one reaches the others' caches through Redis within a second (the auth cache's
 * TTL is ten minutes here, so nothing else could explain it). SIGTERM of an instance mid-conversation: it stops
 * accepting at once, its clients reconnect to the others by themselves, the messages it was writing are committed
 * once, and it exits within 10 s.
 */
import { expect, it } from 'vitest';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { expectChatIntact } from './chat-checks';
import { describeCluster } from './cluster';
import { acceptedChat, useClients } from './scenarios';

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
  });
});
