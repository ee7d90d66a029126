/**
 * Routing (issue #3 §5): handed-over chats wait in their group's queue (Inqueue) and are offered
 * (Pending) oldest first to the least-loaded group member who is online (has a /liveConversations
 * socket), accepts chats and is below capacity (offers count). Drains run one at a time in this
 * process, after hand-overs, resolves, transfers, rejects, and agents coming online or accepting.
 * Waiting customers get queueStatus: position and expected wait (handover-availability.ts).
 * Offers time out: an offer not accepted or rejected within offerTimeoutMs, or held by an agent whose
 * last /liveConversations socket closed, is released like a reject (see releaseOffer). A timer per
 * offer made here, plus a sweep of the database every offerSweepMs for offers made elsewhere or
 * before a restart. Chats the agent accepted stay theirs when they go offline (a reconnect resumes them).
 * Rounds (issue 21, point 4; offer-rounds.ts): no chat waits while an eligible agent has room. Once every
 * eligible agent has had the chat this round, offers start again, except to agents cooling down for it
 * (cooldownMs after they rejected it or let it time out): a timer drains the group when the first cooldown
 * ends, and the sweep also drains every group with a queue, in case a drain was missed.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { AgentState } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { AGENT_STATES } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import type { Database } from '@/db/client';
import { chatSessions, type ChatSessionRow } from '@/db/schema/chat-sessions';
import type { Realtime } from '@/realtime/realtime';
import { rooms } from '@/realtime/rooms';
import type { ChatEvents } from './chat-events';
import type { HandoverAvailability } from '@/bot/bot';
import { TIMING } from '@switchboard/contracts/common/constants';
import { updateSession } from './chat-session.repository';
import { handoverAvailability, queueStatusesOf } from './handover-availability';
import { coolingAgents, firstCooldownEnd, roundSearches } from './offer-rounds';
import { systemClock, type Clock } from '@/lib/clock';
import { auditPresence } from './presence-audit';
import { RoutingTimers } from './routing-timers';
import {
  agentAllows, agentWithRoom, defaultGroupId, groupExists, groupsOf, groupsWithQueue, offersMadeBy,
  offersOf, presenceOf, queueOf, markEveryoneOffline, rejectOffer, releaseOffer, requeueChatsOf, stampUntimedOffers, upsertPresence, type Offer,
} from './routing.repository';

export const DEFAULT_OFFER_TIMEOUT_MS = 60_000;
export const DEFAULT_OFFER_SWEEP_MS = 15_000;

export interface RoutingOptions {
  /** How long an offer waits for accept or reject before it goes to the next agent. */
  offerTimeoutMs?: number;
  /**
   * How often the database is searched for expired offers (made by another instance or before a restart) and queues
   * drained; default every 15 s, or every half offer timeout when that is shorter.
   */
  offerSweepMs?: number;
  /** How long an agent who rejected a chat or let its offer time out is not offered it again (default TIMING.offerCooldownMs). */
  offerCooldownMs?: number;
  /** The time offers, time-outs and cooldowns run on (tests step a manual one). */
  clock?: Clock;
  /** Where failures of timers and sweeps are reported (they have no caller). */
  onError?: (err: unknown) => void;
}

export class RoutingService {
  private chain: Promise<unknown> = Promise.resolve();
  private readonly sockets = new Map<string, number>();
  private readonly timers: RoutingTimers;
  private readonly offerTimeoutMs: number;
  /** Also how long a member's presence is trusted without a socket seen (presence-audit.ts). */
  private readonly sweepMs: number;
  private readonly cooldownMs: number;
  private readonly clock: Clock;
  private readonly onError: (err: unknown) => void;
  private sweepTimer: NodeJS.Timeout | null = null;
  private sweeping = false;
  private stopped = false;

  constructor(private readonly db: Database, private readonly events: ChatEvents, private readonly realtime: Realtime, options: RoutingOptions = {}) {
    this.offerTimeoutMs = options.offerTimeoutMs ?? DEFAULT_OFFER_TIMEOUT_MS;
    this.cooldownMs = options.offerCooldownMs ?? TIMING.offerCooldownMs;
    this.clock = options.clock ?? systemClock;
    this.onError = options.onError ?? (() => undefined);
    this.timers = new RoutingTimers(this.clock, this.onError);
    // At least twice per offer timeout: an offer whose timer died with another instance is taken back well within it.
    this.sweepMs = options.offerSweepMs ?? Math.min(DEFAULT_OFFER_SWEEP_MS, Math.max(250, this.offerTimeoutMs / 2));
    this.sweepTimer = setInterval(() => void this.sweep().catch(this.onError), this.sweepMs);
    this.sweepTimer.unref();
  }

  /** Routing's time (offer stamps, cooldowns). */
  now(): number {
    return this.clock.now();
  }

  /** Resolves once the work timers started (time-outs, wake-ups) and every queued drain are done (tests). */
  async settled(): Promise<void> {
    await this.timers.settled();
    await this.chain;
  }

  /** Runs `task` after every earlier routing task (one drain at a time in this process). */
  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.chain.then(task, task);
    this.chain = run.catch(() => undefined);
    return run;
  }

  defaultGroupId() {
    return defaultGroupId(this.db);
  }

  /** The bot (or a relinquish) hands the chat to people: it waits in the group's queue. */
  async handover(session: ChatSessionRow, groupId?: string): Promise<void> {
    // A group named by a bot version may have been deleted since: the chat's own (or the default) group takes it.
    const named = groupId && (await groupExists(this.db, groupId)) ? groupId : undefined;
    const group = named ?? session.groupId ?? (await defaultGroupId(this.db));
    const queued = await updateSession(
      this.db, session.sessionId,
      { chatState: 'Inqueue', groupId: group, agentId: null, handoverAt: session.handoverAt ?? new Date(), rejectedBy: [], declinedAt: {} },
      and(eq(chatSessions.chatState, session.chatState)),
    );
    if (!queued) return;
    this.events.chatState(queued);
    await this.events.chatChanged(queued);
    if (group) await this.drain(group);
  }

  /** §4: can a handover reach a person now? (handover-availability.ts) */
  agentsReachable(groupId?: string | null): Promise<HandoverAvailability> {
    return handoverAvailability(this.db, groupId);
  }

  /**
   * Offers the group's waiting chats to agents with room (this round's first, else a new round: offer-rounds.ts),
   * then tells the rest where they stand, and wakes up when the first cooldown holding a chat back ends.
   */
  drain(groupId: string): Promise<void> {
    return this.serial(async () => {
      const now = this.clock.now();
      const waiting = await queueOf(this.db, groupId);
      const still: typeof waiting = [];
      let anyoneFree = true;
      let wakeAt: number | null = null;
      for (const chat of waiting) {
        const cooling = coolingAgents(chat.declinedAt, now, this.cooldownMs);
        // Only agents allowed the chat's bifurcation values are offered it (issue 21, point 10).
        const allows = agentAllows(this.events.scopes.filters(), chat.bifurcation);
        const pick = anyoneFree ? await this.nextAgent(groupId, chat.rejectedBy, cooling, allows) : undefined;
        if (!pick) {
          // Nobody was excluded from the last search, so no one at all has room: the chats behind wait too.
          if (cooling.length === 0) anyoneFree = false;
          const end = firstCooldownEnd(chat.declinedAt, now, this.cooldownMs);
          if (anyoneFree && end !== null) wakeAt = Math.min(wakeAt ?? end, end);
          still.push(chat);
          continue;
        }
        const { agent, newRound } = pick;
        const offered = await updateSession(this.db, chat.sessionId,
          { chatState: 'Pending', agentId: agent.userId, offeredAt: new Date(now), ...(newRound ? { rejectedBy: [] } : {}) },
          eq(chatSessions.chatState, 'Inqueue'));
        if (!offered) continue;
        this.offerMade(offered);
        this.events.toCustomer(offered.psid, 'queueStatus', null);
        this.events.chatState(offered);
        await this.events.chatChanged(offered, 'updation', [rooms.group(groupId)]);
        this.realtime.publish('liveConversations', rooms.admin(agent.userId), 'notification', {
          kind: 'offered', sessionId: offered.sessionId, psid: offered.psid, text: 'A new chat is waiting for you',
        });
      }
      await this.queueStatuses(groupId, still);
      if (wakeAt !== null) this.timers.wakeAt(groupId, wakeAt, () => this.drain(groupId));
    });
  }

  /** The agent to offer the chat to, and whether that starts a new round (every eligible agent had it). */
  private async nextAgent(groupId: string, rejectedBy: string[], cooling: string[], allows: SQL | undefined) {
    for (const { exclude, newRound } of roundSearches(rejectedBy, cooling)) {
      const agent = await agentWithRoom(this.db, { groupId, exclude, allows });
      if (agent) return { agent, newRound };
    }
    return undefined;
  }

  private async queueStatuses(groupId: string, waiting: Array<{ psid: string }>) {
    const statuses = await queueStatusesOf(this.db, groupId, waiting);
    for (const { psid, status } of statuses) this.events.toCustomer(psid, 'queueStatus', status);
  }

  /** Drains every group of the member (their capacity or availability changed). */
  async drainFor(userId: string): Promise<void> {
    for (const groupId of await groupsOf(this.db, userId)) await this.drain(groupId);
  }

  async socketConnected(userId: string): Promise<void> {
    const count = (this.sockets.get(userId) ?? 0) + 1;
    this.sockets.set(userId, count);
    if (count === 1) {
      await upsertPresence(this.db, userId, { online: true });
      await this.drainFor(userId);
    }
  }

  async socketDisconnected(userId: string): Promise<void> {
    const count = (this.sockets.get(userId) ?? 1) - 1;
    if (count > 0) return void this.sockets.set(userId, count);
    this.sockets.delete(userId);
    // The count is this instance's: a console open on another instance keeps the member online (issue 28).
    if (this.realtime.shared && await this.connectedElsewhere(userId)) return;
    await upsertPresence(this.db, userId, { online: false });
    // After every drain already running (it may still offer to them), unless they came back meanwhile.
    // No cooldown: they did not decline, and a page reload should not keep their chat from them.
    const groups = await this.serial(async () => (this.sockets.has(userId) || this.stopped ? [] : this.release(await offersOf(this.db, userId))));
    for (const groupId of groups) await this.drain(groupId);
  }

  /** Whether the member has a live-chat socket on any instance (asked through the Redis adapter; no answer: no). */
  private async connectedElsewhere(userId: string): Promise<boolean> {
    const sockets = await this.realtime.io.of(NAMESPACES.liveConversations).in(rooms.admin(userId)).fetchSockets().catch(() => []);
    return sockets.length > 0;
  }

  /**
   * The member can no longer take chats (deactivated): their offers are released and the chats they were
   * handling go back to their groups' queues, then the queues drain to the agents left.
   */
  async releaseMember(userId: string): Promise<void> {
    const groups = await this.serial(async () => {
      const released = new Set(await this.release(await offersOf(this.db, userId)));
      for (const row of await requeueChatsOf(this.db, userId)) {
        this.events.chatRemoved(row, [rooms.admin(userId)], 'transferred');
        this.events.chatState(row);
        await this.events.chatChanged(row);
        if (row.groupId) released.add(row.groupId);
      }
      return [...released];
    });
    for (const groupId of groups) await this.drain(groupId);
  }

  /** Starts the offer's timer in this process (an offer made here: drain or transfer). */
  offerMade(row: ChatSessionRow): void {
    if (this.stopped || row.chatState !== 'Pending' || !row.agentId || !row.offeredAt) return;
    const offer: Offer = { sessionId: row.sessionId, agentId: row.agentId, offeredAt: row.offeredAt };
    this.timers.armOffer(offer, row.offeredAt.getTime() + this.offerTimeoutMs, () => this.expire([offer]));
  }

  /** The chat's offer ended another way (rejected, taken): its timer stops. */
  disarm(sessionId: string): void {
    this.timers.disarmOffer(sessionId);
  }

  /** The agent rejects the chat offered to them: it waits again, and their cooldown for it starts. Undefined when no longer offered. */
  async reject(agentId: string, sessionId: string) {
    const row = await rejectOffer(this.db, sessionId, agentId, this.clock.now());
    if (row) this.disarm(sessionId);
    return row;
  }

  /**
   * Releases expired offers everywhere (not only this process's): starts the clock of offers that have
   * none, then releases every offer made at least offerTimeoutMs before `now`. Then drains every group with
   * a queue: a drain missed (another instance's event, a failure) leaves no chat stranded for long.
   */
  async sweep(now = this.clock.now()): Promise<void> {
    if (this.sweeping || this.stopped) return;
    this.sweeping = true;
    try {
      await stampUntimedOffers(this.db, new Date(this.clock.now()));
      await this.releaseVanished();
      await this.expire(await offersMadeBy(this.db, new Date(now - this.offerTimeoutMs)));
      for (const groupId of await groupsWithQueue(this.db)) await this.drain(groupId);
    } finally {
      this.sweeping = false;
    }
  }

  /**
   * Members still marked online with no console left on any instance (presence-audit.ts): offline now, and their
   * offers released as when their last socket closes (no cooldown: they did not decline).
   */
  private async releaseVanished(): Promise<void> {
    const gone = (await auditPresence(this.db, this.realtime, this.sweepMs)).filter((userId) => !this.sockets.has(userId));
    for (const userId of gone) {
      const groups = await this.serial(async () => this.release(await offersOf(this.db, userId)));
      for (const groupId of groups) await this.drain(groupId);
    }
  }

  /** Timed-out offers: released (their agents' cooldowns start), then offered on (the agents got room back, so their groups drain too). */
  private async expire(offers: Offer[]): Promise<void> {
    if (this.stopped || offers.length === 0) return;
    const groups = new Set(await this.release(offers, this.clock.now()));
    for (const agentId of new Set(offers.map((offer) => offer.agentId))) {
      for (const groupId of await groupsOf(this.db, agentId)) groups.add(groupId);
    }
    for (const groupId of groups) await this.drain(groupId);
  }

  /**
   * Takes offers back as if their agents had rejected them (compare-and-set: an offer accepted, rejected or
   * made anew meanwhile is left alone): the agent's console drops the chat, the customer sees it waiting
   * again. With `declinedAt` (a time-out) the agents' cooldowns start. Returns the groups of the released chats, to drain.
   */
  private async release(offers: Offer[], declinedAt?: number): Promise<string[]> {
    const groups = new Set<string>();
    for (const offer of offers) {
      const row = await releaseOffer(this.db, offer, declinedAt);
      if (this.timers.armedOffer(offer.sessionId)?.offeredAt?.getTime() === offer.offeredAt?.getTime()) this.disarm(offer.sessionId);
      if (!row) continue;
      this.events.chatRemoved(row, [rooms.admin(offer.agentId)], 'rejected');
      this.events.chatState(row);
      await this.events.chatChanged(row);
      if (row.groupId) groups.add(row.groupId);
    }
    return [...groups];
  }

  /** Stops the offer timers and the sweep (the app is closing). */
  stop(): void {
    this.stopped = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    this.timers.stop();
  }

  async agentState(userId: string) {
    const presence = await presenceOf(this.db, userId);
    return { selectedState: presence?.selectedState ?? AGENT_STATES[0], agentStates: [...AGENT_STATES] };
  }

  async changeAgentState(userId: string, selectedState: AgentState) {
    await upsertPresence(this.db, userId, { selectedState });
    const state = await this.agentState(userId);
    this.realtime.publish('liveConversations', rooms.admin(userId), 'getAgentState', state);
    if (selectedState === 'accept chats') await this.drainFor(userId);
    return state;
  }

  async setCapacity(userId: string, capacity: number): Promise<void> {
    await upsertPresence(this.db, userId, { capacity });
    await this.drainFor(userId);
  }

  /** Marks every member offline (at start: sockets of a previous process are gone). */
  async reset(): Promise<void> {
    await markEveryoneOffline(this.db);
  }
}
