/**
 * Two instances behind HAProxy through a bad day, in order, on one deployment (a cluster start costs ~15 s, so the
 * scenarios share it; the kill comes last): started while Redis is unavailable; a chat whose customer (widget, app1)
 * and staff (consoles, app2) are on different instances; Redis killed and restarted mid-conversation; a member's
 * console closed on one instance while another stays open on the other; the customer's instance killed
 * mid-conversation. Each asserts on what every client received (each seq once, in order) and on
 * what the database holds (chat-checks.ts).
 */
import { expect, it } from 'vitest';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { expectChatIntact } from './chat-checks';
import type { Cluster } from './cluster';
import { describeCluster } from './cluster-suite';
import { acceptedChat, resolved, useClients } from './scenarios';

const redisOf = async (cluster: Cluster) => Promise.all(cluster.instances.map(async ({ name }) => (await cluster.health(name)).body.redis));

describeCluster('cluster: two instances, Redis and an instance lost mid-conversation', { instances: 2, redis: 'later' }, (cluster) => {
  const clients = useClients(cluster);

  it('instances started while Redis is unavailable start, serve and say so; once it comes they join up unrestarted', async () => {
    expect(await cluster().health('app1')).toMatchObject({ status: 200, body: { status: 'degraded', database: 'up', redis: 'down' } });
    // Single-instance features: sign-in, and a customer talking to the bot.
    await cluster().signIn('agent@demo.brand');
    const alone = await clients.customer('app2');
    await alone.send('Hello', 'c-1');
    await alone.waitFor('botMessages');

    await cluster().redis.start();
    await expect.poll(() => redisOf(cluster()), { timeout: 5_000 }).toEqual(['up', 'up']);
    expect((await cluster().health('app2')).body.status).toBe('ok');
    const agent = await clients.staff('app2', 'agent@demo.brand');
    const customer = await clients.customer('app1');
    const sessionId = await acceptedChat(agent, customer);
    const line = await agent.send(sessionId, 'across instances', 'a-1');
    await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.seq === line);
    await expectChatIntact(cluster().database.db, customer, [agent]);
    await resolved(agent, sessionId);
  });

  it('a chat across instances carries the offer, messages, typing, receipts and a whisper, every seq once and in order', async () => {
    const [agent, supervisor] = [await clients.staff('app2', 'agent@demo.brand'), await clients.staff('app2', 'supervisor@demo.brand')];
    const customer = await clients.customer('app1');
    expect(await customer.send('Hello', 'c-1')).toBe(1);
    await customer.waitFor('botMessages');
    const sessionId = await acceptedChat(agent, customer, 'c-2');

    // Typing, each way.
    customer.socket.emit('customerTyping', { typing: true });
    await agent.waitFor('typingStatus', (p: { typingInfo: { sessionId: string; typing: boolean } }) => p.typingInfo.sessionId === sessionId && p.typingInfo.typing);
    await agent.emit('typing', { sessionId, typing: true });
    await customer.waitFor('typingStatus', (p: { typing: boolean }) => p.typing);

    // Messages both ways, interleaved.
    for (let turn = 1; turn <= 3; turn += 1) {
      await customer.send(`question ${turn}`, `c-q${turn}`);
      const seq = await agent.send(sessionId, `answer ${turn}`, `a-${turn}`);
      await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.seq === seq);
    }
    await agent.waitFor('userMessage', (p: { message: Message }) => p.message.content.text === 'question 3');

    // Read receipts, each way.
    const lastAgentSeq = Math.max(...customer.received.map((message) => message.seq));
    await customer.emit('messagesSeen', { upToSeq: lastAgentSeq });
    const seen = await agent.waitFor<{ messageSeen?: { upToSeq: number; readStatus: string } }>('updateMessage', (p) => Boolean(p.messageSeen));
    expect(seen.messageSeen).toEqual({ sessionId, upToSeq: lastAgentSeq, readStatus: 'seen' });
    const lastCustomerSeq = Math.max(...customer.acked.values());
    await agent.emit('messageSeen', { clientPsid: customer.psid, senderPsid: agent.userId, sessionId, upToSeq: lastCustomerSeq });
    expect(await customer.waitFor('messageStatus', (p: { readStatus: string }) => p.readStatus === 'seen')).toEqual({ upToSeq: lastCustomerSeq, readStatus: 'seen' });

    // A whisper reaches the agent and never the customer (on the other instance).
    expect((await supervisor.emit('superviseChat', { sessionId, mode: 'whisper' })).data).toMatchObject({ mode: 'whisper' });
    await supervisor.emit('sendWhisper', { sessionId, text: 'offer a refund', clientMessageId: 'w-1' });
    await agent.waitFor('updateMessage', (p: { updatedAdminMessage?: Message }) => p.updatedAdminMessage?.type === 'whisper');
    // A message after the whisper: had the whisper leaked, it would have arrived first.
    const after = await agent.send(sessionId, 'Refund is on its way', 'a-4');
    await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.seq === after);

    const stored = await expectChatIntact(cluster().database.db, customer, [agent, supervisor]);
    expect(stored.some((row) => row.type === 'whisper' && row.text === 'offer a refund')).toBe(true);
    expect(stored.filter((row) => row.sender === 'customer').map((row) => row.clientMessageId)).toEqual(['c-1', 'c-2', 'c-q1', 'c-q2', 'c-q3']);
    await resolved(agent, sessionId);
    await customer.waitFor('chatState', (p: { chatState: string }) => p.chatState === 'Resolved');
  });

  it('Redis restarted mid-conversation: live again within 5 s, and what each side wrote meanwhile arrives by seq', async () => {
    const agent = await clients.staff('app2', 'agent@demo.brand');
    const customer = await clients.customer('app1');
    const sessionId = await acceptedChat(agent, customer);
    const first = await agent.send(sessionId, 'hello from app2', 'a-1');
    await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.seq === first);

    await cluster().redis.kill();
    await expect.poll(() => redisOf(cluster()), { timeout: 10_000 }).toEqual(['down', 'down']);
    // Still in rotation (200): every instance shares the one Redis, and each still serves its own sockets.
    expect(await cluster().health('app1')).toMatchObject({ status: 200, body: { status: 'degraded', database: 'up', redis: 'down' } });

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
    await resolved(agent, sessionId);
  });

  it('a member with consoles on both instances stays available when one of them closes', async () => {
    const [first, second] = [await clients.staff('app1', 'agent@demo.brand'), await clients.staff('app2', 'agent@demo.brand')];
    first.close();
    await first.waitFor('disconnect');
    // app1 counted no socket of hers left; app2 still has one, so she is offered the next chat.
    const customer = await clients.customer('app1');
    const sessionId = await acceptedChat(second, customer);
    await resolved(second, sessionId);
  });

  it('the customer\'s instance killed mid-conversation: it resumes on the other from its last seq, nothing lost or twice', async () => {
    const agent = await clients.staff('app2', 'agent@demo.brand');
    const customer = await clients.customer('app1');
    await customer.send('Hello', 'c-0');
    const sessionId = await acceptedChat(agent, customer, 'c-1');
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
    // No page reload: the same client, reconnected once.
    expect(customer.all('connect')).toHaveLength(2);
  });
});
