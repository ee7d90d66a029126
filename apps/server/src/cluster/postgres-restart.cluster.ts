/**
 * PostgreSQL crashes mid-conversation and comes back (a server of the cluster's own: the shared one is never
 * restarted). During the outage /health says so (503: the balancer takes the instances out of rotation for new
 * connections, sockets stay) and writes are refused with a clear answer, never half-written; afterwards the
 * instances work again by themselves, every acknowledged write is there, and what was refused goes through when
 * sent again (the widget's Retry).
 */
import { expect, it } from 'vitest';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { expectChatIntact } from './chat-checks';
import { describeCluster } from './cluster-suite';
import { acceptedChat, useClients } from './scenarios';

describeCluster('cluster: PostgreSQL restarted mid-conversation', { instances: 2, postgres: 'own' }, (cluster) => {
  const clients = useClients(cluster);

  it('refuses writes clearly while it is down, then carries on by itself with every acknowledged write kept', async () => {
    const agent = await clients.staff('app2', 'agent@demo.brand');
    const customer = await clients.customer('app1');
    const sessionId = await acceptedChat(agent, customer);
    await customer.send('before the outage', 'c-1');
    const answered = await agent.send(sessionId, 'answer before', 'a-1');
    await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.seq === answered);

    await cluster().closeDatabase();
    await cluster().postgres?.crash();
    await expect.poll(async () => (await cluster().health('app1')).status, { timeout: 10_000 }).toBe(503);
    expect((await cluster().health('app2')).body).toMatchObject({ status: 'degraded', database: 'down' });

    // Refused, with a text to show; the widget keeps the message for Retry.
    void customer.send('during the outage', 'c-2');
    const refusal = await customer.waitFor<{ clientMessageId: string }>('refused', (p) => p.clientMessageId === 'c-2', 15_000);
    // 500: the widget marks it failed with Retry (retryable), unlike a validation refusal.
    expect(refusal).toEqual({ clientMessageId: 'c-2', message: 'Your message could not be sent; please try again.', errorCode: 500 });
    expect(customer.unacknowledged).toEqual(['c-2']);
    await expect(agent.send(sessionId, 'agent during the outage', 'a-2')).rejects.toThrow('sendMessage failed; please try again.');

    await cluster().postgres?.start();
    await expect.poll(async () => Promise.all(cluster().instances.map(async ({ name }) => (await cluster().health(name)).status)), { timeout: 15_000 })
      .toEqual([200, 200]);
    await cluster().reopenDatabase();

    customer.retry();
    await expect.poll(() => customer.unacknowledged, { timeout: 10_000 }).toEqual([]);
    const again = await agent.send(sessionId, 'agent after the outage', 'a-2');
    await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.seq === again);
    const after = await customer.send('after the outage', 'c-3');
    await agent.waitFor('userMessage', (p: { message: Message }) => p.message.seq === after);

    const stored = await expectChatIntact(cluster().database.db, customer, [agent]);
    expect(stored.filter((row) => row.sender === 'customer').map((row) => row.clientMessageId)).toEqual(['handover', 'c-1', 'c-2', 'c-3']);
    expect(stored.filter((row) => row.sender === 'admin').map((row) => row.text)).toEqual(expect.arrayContaining(['answer before', 'agent after the outage']));
  });
});
