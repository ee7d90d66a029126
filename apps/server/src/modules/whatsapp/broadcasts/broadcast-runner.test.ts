/**
 * The broadcast runner against the Graph API double (a real HTTP server, which posts each message's `sent`
 * status webhook back to the app as Meta does): a runner killed mid-way and a second one taking over after
 * the lease expired deliver every recipient exactly once, at no more than the per-second limit.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { waRunnerLeases } from '@/db/schema/whatsapp-broadcasts';
import { describeEveryBackend } from '@/testing/backends';
import { webhookUrl, newDouble } from '../whatsapp.test-kit';
import type { BroadcastRunner, BroadcastSend } from './broadcast-runner';
import { acquireLease, claimRecipients, releaseLease, setBroadcastState } from './broadcasts.repository';
import {
  BROADCAST_TEMPLATE, broadcastEnv, broadcastRow, graphOf, maxInWindow, phoneOf, recipientsOf, runner, runningBroadcast, sendsPerNumber, until,
} from './broadcasts.test-kit';

const double = newDouble();
beforeAll(async () => {
  await double.start();
  double.approve(...BROADCAST_TEMPLATE);
});
afterAll(() => double.close());
beforeEach(() => {
  double.sent.length = 0;
  double.refused.length = 0;
  double.refuseNext.length = 0;
  double.statusPosts.length = 0;
});

describeEveryBackend('Broadcast runner', (context) => {
  beforeEach(async () => { double.statusWebhookUrl = await webhookUrl(context.app); });

  it('killed mid-way and taken over after its lease expired, sends each of 1,000 recipients exactly once within the per-second limit', async () => {
    const { db } = context.database;
    const graph = graphOf(double);
    const broadcast = await runningBroadcast(db, 1000);
    const perSecond = 250;
    // The grace must outlast a status webhook's way back (on a loaded machine with PGlite, 1.5 s did not, once in
    // a few runs: the in-flight sends of the dead runner were sent again before their statuses were applied).
    const options = { perSecond, graceMs: 5_000 };
    let calls = 0;
    let inFlight = 0;
    let acceptedUnrecorded: string | undefined;
    // The 400th send is accepted by the provider, then the runner dies before it records the answer: only
    // the status webhook (its biz_opaque_callback_data) can tell the next runner that it went.
    const dyingSend: BroadcastSend = async (to, content, opaque) => {
      inFlight += 1;
      try {
        const wamid = await graph.send(to, content, opaque);
        if (++calls === 400) {
          acceptedUnrecorded = wamid;
          first.kill();
        }
        return wamid;
      } finally {
        inFlight -= 1;
      }
    };
    const first: BroadcastRunner = runner(db, context.app.log, dyingSend, 'first', options);
    first.start();
    await until(() => acceptedUnrecorded !== undefined, 60_000, 'the first runner reaching its 400th send');
    // The dead runner's calls already on their way reach the provider, and their statuses come back, before the next
    // runner looks (on a loaded machine a status slower than the grace period made the takeover send one again: the
    // residual risk decisions.md names, not what this test is about).
    await until(() => inFlight === 0, 30_000, 'the dead runner\'s calls in flight ending');
    await double.statusesPosted();
    const sentBeforeTakeover = double.sent.length;

    const second = runner(db, context.app.log, (to, content, opaque) => graph.send(to, content, opaque), 'second', options);
    second.start();
    await until(async () => (await broadcastRow(db, broadcast.id)).state === 'completed', 120_000, 'the broadcast completing');
    await second.stop();
    await double.statusesPosted();

    expect(sentBeforeTakeover).toBeGreaterThanOrEqual(400);
    expect(sentBeforeTakeover).toBeLessThan(1000);
    const perNumber = sendsPerNumber(double);
    expect(perNumber.size).toBe(1000);
    expect([...perNumber.entries()].filter(([, n]) => n > 1)).toEqual([]);
    expect(double.sent).toHaveLength(1000);
    expect(double.refused).toEqual([]);
    expect(maxInWindow(double.sent.map((m) => m.at))).toBeLessThanOrEqual(perSecond);

    const recipients = await recipientsOf(db, broadcast.id);
    expect(recipients.filter((r) => r.state !== 'sent').map((r) => [r.phone, r.state, r.errorCode, r.attempts])).toEqual([]);
    // The send whose answer was lost was settled by its status webhook, not sent again.
    const settled = recipients.find((r) => r.wamid === acceptedUnrecorded);
    expect(settled).toMatchObject({ state: 'sent', attempts: 1 });
    const row = await broadcastRow(db, broadcast.id);
    expect(row).toMatchObject({ total: 1000, sentCount: 1000, failedCount: 0, skippedCount: 0 });
    expect(row.completedAt).not.toBeNull();
    // Every message carried a template with the recipient's variable.
    const sample = double.sent.find((m) => m.body.to === recipients[7]!.phone)!.body;
    expect(sample).toMatchObject({ type: 'template', template: { name: 'diwali_offer', language: { code: 'en' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'name-7' }] }] } });
  }, 180_000);

  it('sends again, after the grace period, a recipient its dead runner claimed but never handed to the provider', async () => {
    const { db } = context.database;
    const graph = graphOf(double);
    const broadcast = await runningBroadcast(db, 10);
    let calls = 0;
    const first: BroadcastRunner = runner(db, context.app.log, async (to, content, opaque) => {
      if (++calls === 3) {
        first.kill();
        throw new Error('killed before the call');
      }
      return graph.send(to, content, opaque);
    }, 'first');
    first.start();
    await until(() => calls >= 3, 30_000, 'the third send');
    const second = runner(db, context.app.log, (to, content, opaque) => graph.send(to, content, opaque), 'second');
    second.start();
    await until(async () => (await broadcastRow(db, broadcast.id)).state === 'completed', 30_000, 'the broadcast completing');
    await second.stop();

    expect([...sendsPerNumber(double).values()]).toEqual(Array(10).fill(1));
    const recipients = await recipientsOf(db, broadcast.id);
    // The third was claimed and never handed over (and the rest of its claim, when claimed together).
    expect(recipients[2]!.attempts).toBe(2);
    expect(recipients.slice(0, 2).map((r) => r.attempts)).toEqual([1, 1]);
    expect(recipients.every((r) => r.state === 'sent')).toBe(true);
  }, 60_000);

  it('backs off on the throughput error and sends the refused recipient later; a refusal with another code fails it', async () => {
    const { db } = context.database;
    const graph = graphOf(double);
    const broadcast = await runningBroadcast(db, 5);
    // The first send meets the throughput limit; the fourth number is not on WhatsApp (131026, not retryable).
    double.refuseNext.push({ status: 400, code: 130429, message: 'Rate limit hit', to: phoneOf(0) }, { status: 400, code: 131026, message: 'Message undeliverable', to: phoneOf(3) });
    const sender = runner(db, context.app.log, (to, content, opaque) => graph.send(to, content, opaque), 'only');
    sender.start();
    await until(async () => (await broadcastRow(db, broadcast.id)).state === 'completed', 30_000, 'the broadcast completing');
    await sender.stop();

    expect(double.refused.map((r) => r.status)).toEqual([400, 400]);
    const recipients = await recipientsOf(db, broadcast.id);
    expect(recipients.map((r) => [r.state, r.errorCode])).toEqual([['sent', null], ['sent', null], ['sent', null], ['failed', 131026], ['sent', null]]);
    // The refused first recipient went after the backoff: after the ones that were not held back.
    expect(double.sent.map((m) => m.body.to).indexOf(recipients[0]!.phone)).toBeGreaterThan(0);
    expect(await broadcastRow(db, broadcast.id)).toMatchObject({ sentCount: 4, failedCount: 1 });
  }, 60_000);

  it('never sends more than the per-second limit in any one-second window at the provider', async () => {
    const { db } = context.database;
    const graph = graphOf(double);
    const broadcast = await runningBroadcast(db, 150);
    const perSecond = 30;
    const sender = runner(db, context.app.log, (to, content, opaque) => graph.send(to, content, opaque), 'paced', { perSecond, concurrency: perSecond });
    sender.start();
    await until(async () => (await broadcastRow(db, broadcast.id)).state === 'completed', 60_000, 'the broadcast completing');
    await sender.stop();
    expect(double.sent).toHaveLength(150);
    expect(maxInWindow(double.sent.map((m) => m.at))).toBeLessThanOrEqual(perSecond);
  }, 60_000);

  it('waits one pacer window after taking over, so the dead runner\'s last second and its own first never add up', async () => {
    const { db } = context.database;
    const graph = graphOf(double);
    await runningBroadcast(db, 60);
    const perSecond = 20;
    // A short lease: the second runner holds it a moment after the first dies, well within the first's last second.
    const options = { perSecond, concurrency: perSecond, leaseMs: 200 };
    let calls = 0;
    const first: BroadcastRunner = runner(db, context.app.log, async (to, content, opaque) => {
      const wamid = await graph.send(to, content, opaque);
      if (++calls === perSecond) first.kill();
      return wamid;
    }, 'burst', options);
    first.start();
    await until(() => calls >= perSecond, 30_000, 'the first runner\'s burst');
    const second = runner(db, context.app.log, (to, content, opaque) => graph.send(to, content, opaque), 'taker', options);
    second.start();
    await until(() => double.sent.length >= 2 * perSecond, 30_000, 'the second runner sending');
    await second.stop();
    // Both runners done and every status webhook answered before the app closes (one still on its way kept the
    // PostgreSQL app's close waiting).
    await first.stop();
    await double.statusesPosted();
    expect(maxInWindow(double.sent.map((m) => m.at))).toBeLessThanOrEqual(perSecond);
  }, 60_000);

  it('skips a number that opted out after the upload, and stops at the 24-hour tier', async () => {
    const { db } = context.database;
    const graph = graphOf(double);
    const broadcast = await runningBroadcast(db, 6);
    const send: BroadcastSend = (to, content, opaque) => graph.send(to, content, opaque);
    const sender = runner(db, context.app.log, send, 'tier', { dailyTier: 4 }, async (phone) => phone === phoneOf(1));
    sender.start();
    await until(async () => (await recipientsOf(db, broadcast.id)).filter((r) => r.state === 'sent').length >= 4, 30_000, 'the tier reached');
    await sender.stop();
    const recipients = await recipientsOf(db, broadcast.id);
    expect(recipients.map((r) => r.state)).toEqual(['sent', 'skipped', 'sent', 'sent', 'sent', 'queued']);
    expect(recipients[1]!.reason).toBe('optedOut');
    expect(double.sent.map((m) => m.body.to)).toEqual([phoneOf(0), phoneOf(2), phoneOf(3), phoneOf(4)]);
    expect(await broadcastRow(db, broadcast.id)).toMatchObject({ state: 'running', sentCount: 4, skippedCount: 1 });
  }, 60_000);

  it('sends nothing from a second runner while the first holds the lease', async () => {
    const { db } = context.database;
    const graph = graphOf(double);
    const calls = { holder: 0, other: 0 };
    const counted = (name: keyof typeof calls): BroadcastSend => (to, content, opaque) => {
      calls[name]++;
      return graph.send(to, content, opaque);
    };
    // Another instance's lease: no claim passes its fence, and the lease is not taken from it.
    const ghosted = await runningBroadcast(db, 1, 5000);
    const [ghostRecipient] = await recipientsOf(db, ghosted.id);
    expect(await acquireLease(db, 'ghost', 60_000)).toBe(true);
    expect(await acquireLease(db, 'other', 60_000)).toBe(false);
    expect(await claimRecipients(db, [ghostRecipient!.id], 'other')).toEqual(new Map());
    expect(await claimRecipients(db, [ghostRecipient!.id], 'ghost')).toEqual(new Map([[ghostRecipient!.id, 1]]));
    await releaseLease(db, 'ghost');
    await setBroadcastState(db, ghosted.id, ['running'], 'cancelled');

    const holder = runner(db, context.app.log, counted('holder'), 'holder', { leaseMs: 60_000 });
    holder.start();
    await until(async () => (await db.select().from(waRunnerLeases))[0]?.holder === 'holder', 10_000, 'the lease taken');
    const other = runner(db, context.app.log, counted('other'), 'other');
    other.start();
    const broadcast = await runningBroadcast(db, 30);
    await until(async () => (await broadcastRow(db, broadcast.id)).state === 'completed', 30_000, 'the broadcast completing');
    await Promise.all([holder.stop(), other.stop()]);
    expect(calls).toEqual({ holder: 30, other: 0 });
    expect(double.sent).toHaveLength(30);
  }, 60_000);
}, () => broadcastEnv(double));
