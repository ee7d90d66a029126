/**
 * Issue 21, point 4: offer rounds and the cooldown, on a manual clock (the app's routing runs on it, so a test
 * steps through time-outs and cooldowns exactly): no chat waits while an eligible agent has room.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { TIMING } from '@switchboard/contracts/common/constants';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { describeBackends } from '@/testing/backends';
import { handedOver, LiveChatHarness, type Client } from '@/testing/live-chat-harness';
import { ManualClock } from '@/testing/manual-clock';
import { findSession } from './chat-session.repository';
import { DEFAULT_OFFER_TIMEOUT_MS } from './routing.service';

type ChatUpdate = { changedChatDetails?: LiveChat };
const offeredTo = (sessionId: string, agentId: string) => (p: ChatUpdate) =>
  p.changedChatDetails?.sessionId === sessionId && p.changedChatDetails.chatState === 'Pending' && p.changedChatDetails.agentId === agentId;
const removed = (sessionId: string) => (p: { sessionId?: string }) => p.sessionId === sessionId;
const TIMEOUT = DEFAULT_OFFER_TIMEOUT_MS;
const COOLDOWN = TIMING.offerCooldownMs;

let clock: ManualClock;

describeBackends('live chat: offer rounds on a manual clock', (context) => {
  let harness: LiveChatHarness;
  const routing = () => context.app.services.liveChat.routing;
  const row = (customer: { sessionId: string }) => findSession(context.database.db, customer.sessionId);
  /** Moves routing's time on and waits for what that set off (time-outs, wake-ups and their drains). */
  const advance = async (ms: number) => {
    clock.advance(ms);
    await routing().settled();
  };
  const waiting = (customer: Client) => customer.waitFor('queueStatus', (p) => p !== null);

  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  it('an unanswered offer goes to the next agent when its time is up (not before); once everyone has had it a new round starts', async () => {
    const start = clock.now();
    const alice = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    await handedOver(customer, alice);
    const bob = await harness.staff('agent2@demo.brand');

    await advance(TIMEOUT - 1);
    expect(await row(customer)).toMatchObject({ chatState: 'Pending', agentId: alice.userId });
    await advance(1);
    await alice.waitFor('deletion', removed(customer.sessionId));
    await bob.waitFor('updation', offeredTo(customer.sessionId, bob.userId));
    expect(await row(customer)).toMatchObject({ chatState: 'Pending', agentId: bob.userId, rejectedBy: [alice.userId] });

    // Bob lets it time out too: every eligible agent has had it, so the round ends. Alice's cooldown ended long
    // ago (she declined a time-out ago), Bob's has just begun: the new round offers it to Alice at once.
    await advance(TIMEOUT);
    await bob.waitFor('deletion', removed(customer.sessionId));
    await alice.waitFor('updation', offeredTo(customer.sessionId, alice.userId));
    expect(await row(customer)).toMatchObject({
      chatState: 'Pending', agentId: alice.userId, rejectedBy: [],
      declinedAt: { [alice.userId]: start + TIMEOUT, [bob.userId]: start + 2 * TIMEOUT },
    });
    expect((await alice.emit('acceptChat', { sessionId: customer.sessionId })).data).toBeTruthy();
    expect(await row(customer)).toMatchObject({ chatState: 'AgentHandling', rejectedBy: [], declinedAt: {} });
  });

  it('an agent alone online who let the chat time out, or rejected it, gets it again once the cooldown is over, not before', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    await handedOver(customer, alice);

    await advance(TIMEOUT);
    await alice.waitFor('deletion', removed(customer.sessionId));
    await waiting(customer);
    await advance(COOLDOWN - 1);
    await routing().sweep(); // the sweep's drain respects the cooldown too
    expect(await row(customer)).toMatchObject({ chatState: 'Inqueue', agentId: null, rejectedBy: [alice.userId] });
    await advance(1);
    await alice.waitFor('updation', offeredTo(customer.sessionId, alice.userId));
    expect(await row(customer)).toMatchObject({ chatState: 'Pending', agentId: alice.userId, rejectedBy: [] });

    // A reject starts the cooldown as well.
    expect((await alice.emit('rejectChat', { sessionId: customer.sessionId })).data).toBeTruthy();
    await advance(COOLDOWN - 1);
    expect(await row(customer)).toMatchObject({ chatState: 'Inqueue', rejectedBy: [alice.userId] });
    await advance(1);
    await alice.waitFor('updation', offeredTo(customer.sessionId, alice.userId));
  });

  it('the strand of issue 21: the agent closes the browser while the chat is offered; back online, the chat is offered to them at once', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    await handedOver(customer, alice);

    alice.close();
    await waiting(customer);
    expect(await row(customer)).toMatchObject({ chatState: 'Inqueue', rejectedBy: [alice.userId], declinedAt: {} });
    // Back: join answers once presence is up and the queue drained to them (no cooldown: they did not decline).
    const again = await harness.staff('agent@demo.brand');
    expect(again.userId).toBe(alice.userId);
    expect(await row(customer)).toMatchObject({ chatState: 'Pending', agentId: alice.userId, rejectedBy: [] });
    expect((await again.emit('acceptChat', { sessionId: customer.sessionId })).data).toBeTruthy();
  });

  it('a chat left waiting while an eligible agent has room (a drain missed, e.g. by another instance) is offered by the sweep', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    await handedOver(customer, alice);
    // As if another instance had released the offer without draining: waiting, Alice already had it this round.
    await context.database.db.execute(sql`update chat_sessions set chat_state = 'Inqueue', agent_id = null, offered_at = null,
      rejected_by = ${JSON.stringify([alice.userId])}::jsonb where session_id = ${customer.sessionId}`);

    await routing().sweep();
    expect(await row(customer)).toMatchObject({ chatState: 'Pending', agentId: alice.userId, rejectedBy: [] });
  });
}, () => ({}), () => ({ routingClock: (clock = new ManualClock()) }));
