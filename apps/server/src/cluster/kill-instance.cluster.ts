/**
 * SIGKILL of the customer's instance mid-conversation: the widget reconnects through the balancer to the other
 * instance and resumes from the last seq it holds; messages it had sent without an answer go again (same
 * clientMessageId). Nothing acknowledged is lost, nothing is stored or received twice, and the agent (on the
 * surviving instance) keeps the chat.
 */
import { afterAll, expect, it } from 'vitest';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { expectChatIntact } from './chat-checks';
import { ConsoleStaff, WidgetCustomer } from './clients';
import { describeCluster } from './cluster';

describeCluster('cluster: an instance killed mid-conversation', { instances: 2 }, (cluster) => {
  const clients: Array<{ close(): void }> = [];
  afterAll(() => clients.forEach((client) => client.close()));

  it('the customer resumes on the other instance from its last seq: nothing acknowledged lost, nothing twice', async () => {
    const agent = await cluster().on('app2', async () => {
      const staff = new ConsoleStaff(cluster().url, await cluster().signIn('agent@demo.brand'));
      clients.push(staff);
      return staff.ready();
    });
    const customer = await cluster().on('app1', async () => {
      const widget = WidgetCustomer.open(cluster().url);
      clients.push(widget);
      await widget.start();
      return widget;
    });
    const sessionId = customer.sessionId ?? '';
    await customer.send('Hello', 'c-0');
    await customer.send('Talk to an agent', 'c-1', 'handover');
    await agent.waitFor('notification', (p: { kind: string; sessionId: string }) => p.kind === 'offered' && p.sessionId === sessionId);
    expect((await agent.emit('acceptChat', { sessionId })).data).toMatchObject({ chatState: 'AgentHandling' });
    await customer.waitFor('chatState', (p: { chatState: string }) => p.chatState === 'AgentHandling');
    await customer.send('before', 'c-2');
    const answered = await agent.send(sessionId, 'hi there', 'a-1');
    await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.seq === answered);

    // The customer's instance hangs, the customer writes a burst into it (unanswered), the agent writes too, and
    // then the instance dies: every message of the burst was sent and none acknowledged.
    const app1 = cluster().instance('app1');
    app1.freeze();
    const burst = Array.from({ length: 8 }, (_, index) => customer.send(`burst ${index}`, `c-burst-${index}`));
    const whileAway = await agent.send(sessionId, 'are you still there?', 'a-2');
    expect(customer.unacknowledged).toHaveLength(8);
    expect(await app1.stop('SIGKILL')).toMatchObject({ signal: 'SIGKILL' });
    await customer.waitFor('disconnect');

    // Every message of the burst acknowledged, by app2, once the widget has sent it again.
    const seqs = await Promise.all(burst);
    expect(new Set(seqs).size).toBe(seqs.length);
    // What the agent wrote meanwhile arrives with the history since the last seq held.
    await expect.poll(() => customer.seqs(), { timeout: 15_000 }).toContain(whileAway);
    const after = await customer.send('after', 'c-3');
    await agent.waitFor('userMessage', (p: { message: Message }) => p.message.seq === after);
    const reply = await agent.send(sessionId, 'welcome back', 'a-3');
    await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.seq === reply);

    const stored = await expectChatIntact(cluster().database.db, customer, [agent]);
    expect(stored.filter((row) => row.sender === 'customer').map((row) => row.clientMessageId))
      .toEqual(['c-0', 'c-1', 'c-2', ...Array.from({ length: 8 }, (_, index) => `c-burst-${index}`), 'c-3']);
    // No page reload: the same client object, one reconnection.
    expect(customer.all('connect')).toHaveLength(2);
  });
});
