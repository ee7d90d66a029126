/**
 * Routing (issue #3 §5): handed-over chats wait in their group's queue (Inqueue) and are offered
 * (Pending) oldest first to the least-loaded group member who is online (has a /liveConversations
 * socket), accepts chats and is below capacity (offers count). Drains run one at a time in this
 * process, after hand-overs, resolves, transfers, rejects, and agents coming online or accepting.
 * Waiting customers get queueStatus: position (1-based, oldest first) and an expected wait of
 * position × average handling time ÷ available agents (average of the group's last 20 resolved
 * chats, accept → resolve; DEFAULT_HANDLING_SECONDS until there are any).
 * Offers time out: an offer not accepted or rejected within offerTimeoutMs, or held by an agent whose
 * last /liveConversations socket closed, is released like a reject (see releaseOffer). A timer per
 * offer made here, plus a sweep of the database every offerSweepMs for offers made elsewhere or
 * before a restart. Chats the agent accepted stay theirs when they go offline (a reconnect resumes them).
 */
import { and, eq } from 'drizzle-orm';
import type { AgentState } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { AGENT_STATES } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { Database } from '@/db/client';
import { chatSessions, type ChatSessionRow } from '@/db/schema/chat-sessions';
import type { Realtime } from '@/realtime/realtime';
import { rooms } from '@/realtime/rooms';
import type { ChatEvents } from './chat-events';
import type { HandoverAvailability } from '@/bot/bot';
import { activeDowntime } from '@/modules/settings/downtime.service';
import { updateSession } from './chat-session.repository';
import {
  agentAllows, agentWithRoom, availableAgents, averageHandlingSeconds, defaultGroupId, groupBrandId, groupExists, groupsOf, offersMadeBy, offersOf, presenceOf, queueOf,
  markEveryoneOffline, releaseOffer, requeueChatsOf, stampUntimedOffers, upsertPresence, type Offer,
} from './routing.repository';

export const DEFAULT_HANDLING_SECONDS = 180;
export const DEFAULT_OFFER_TIMEOUT_MS = 60_000;
export const DEFAULT_OFFER_SWEEP_MS = 15_000;

export interface RoutingOptions {
  /** How long an offer waits for accept or reject before it goes to the next agent. */
  offerTimeoutMs?: number;
  /** How often the database is searched for expired offers (made by another instance or before a restart). */
  offerSweepMs?: number;
  /** Where failures of timers and sweeps are reported (they have no caller). */
  onError?: (err: unknown) => void;
}

export class RoutingService {
  private chain: Promise<unknown> = Promise.resolve();
  private readonly sockets = new Map<string, number>();
  private readonly offerTimers = new Map<string, { offer: Offer; timer: NodeJS.Timeout }>();
  private readonly offerTimeoutMs: number;
  private readonly onError: (err: unknown) => void;
  private sweepTimer: NodeJS.Timeout | null = null;
  private sweeping = false;
  private stopped = false;

  constructor(private readonly db: Database, private readonly events: ChatEvents, private readonly realtime: Realtime, options: RoutingOptions = {}) {
    this.offerTimeoutMs = options.offerTimeoutMs ?? DEFAULT_OFFER_TIMEOUT_MS;
    this.onError = options.onError ?? (() => undefined);
    this.sweepTimer = setInterval(() => void this.sweep().catch(this.onError), options.offerSweepMs ?? DEFAULT_OFFER_SWEEP_MS);
    this.sweepTimer.unref();
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
      { chatState: 'Inqueue', groupId: group, agentId: null, handoverAt: session.handoverAt ?? new Date(), rejectedBy: [] },
      and(eq(chatSessions.chatState, session.chatState)),
    );
    if (!queued) return;
    this.events.chatState(queued);
    await this.events.chatChanged(queued);
    if (group) await this.drain(group);
  }

  /**
   * §4: can a handover reach a person now? Not during one of the brand's downtime windows, and only
   * when a member of the group (the default group when none) is online and accepting chats. The bot
   * offers a ticket instead when not; the widget's ticketAvailability asks the same (tickets module).
   */
  async agentsReachable(groupId?: string | null): Promise<HandoverAvailability> {
    let group = groupId && /^[0-9a-f-]{36}$/i.test(groupId) ? groupId : null;
    let brandId = group ? await groupBrandId(this.db, group) : null;
    if (!brandId) {
      // No such group (any more): the default group, as handover() does.
      group = await defaultGroupId(this.db);
      brandId = group ? await groupBrandId(this.db, group) : null;
    }
    if (!group) return { available: false };
    const downtime = brandId ? await activeDowntime(this.db, brandId, new Date()) : null;
    if (!brandId || downtime) return { available: false, ...(downtime?.message ? { downtimeMessage: downtime.message } : {}) };
    return { available: (await availableAgents(this.db, group)) > 0 };
  }

  /** Offers the group's waiting chats to agents with room, then tells the rest where they stand. */
  drain(groupId: string): Promise<void> {
    return this.serial(async () => {
      const waiting = await queueOf(this.db, groupId);
      const still: typeof waiting = [];
      let anyoneFree = true;
      for (const chat of waiting) {
        // Only agents allowed the chat's bifurcation values are offered it (issue 21, point 10).
        const allows = agentAllows(this.events.scopes.filters(), chat.bifurcation);
        const agent = anyoneFree ? await agentWithRoom(this.db, { groupId, exclude: chat.rejectedBy, allows }) : undefined;
        if (!agent) {
          if (chat.rejectedBy.length === 0) anyoneFree = false;
          still.push(chat);
          continue;
        }
        const offered = await updateSession(this.db, chat.sessionId, { chatState: 'Pending', agentId: agent.userId, offeredAt: new Date() },
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
    });
  }

  private async queueStatuses(groupId: string, waiting: Array<{ psid: string }>) {
    if (waiting.length === 0) return;
    const average = (await averageHandlingSeconds(this.db, groupId)) ?? DEFAULT_HANDLING_SECONDS;
    const agents = Math.max(1, await availableAgents(this.db, groupId));
    waiting.forEach((chat, index) => {
      const position = index + 1;
      this.events.toCustomer(chat.psid, 'queueStatus', { position, expectedWaitSeconds: Math.ceil((position * average) / agents) });
    });
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
    await upsertPresence(this.db, userId, { online: false });
    // After every drain already running (it may still offer to them), unless they came back meanwhile.
    const groups = await this.serial(async () => (this.sockets.has(userId) || this.stopped ? [] : this.release(await offersOf(this.db, userId))));
    for (const groupId of groups) await this.drain(groupId);
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
    this.disarm(row.sessionId);
    const wait = Math.max(0, offer.offeredAt!.getTime() + this.offerTimeoutMs - Date.now());
    const timer = setTimeout(() => {
      if (this.offerTimers.get(offer.sessionId)?.offer === offer) this.offerTimers.delete(offer.sessionId);
      void this.expire([offer]).catch(this.onError);
    }, wait);
    timer.unref();
    this.offerTimers.set(offer.sessionId, { offer, timer });
  }

  private disarm(sessionId: string) {
    const armed = this.offerTimers.get(sessionId);
    if (!armed) return;
    clearTimeout(armed.timer);
    this.offerTimers.delete(sessionId);
  }

  /**
   * Releases expired offers everywhere (not only this process's): starts the clock of offers that have
   * none, then releases every offer made at least offerTimeoutMs before `now`.
   */
  async sweep(now = Date.now()): Promise<void> {
    if (this.sweeping || this.stopped) return;
    this.sweeping = true;
    try {
      await stampUntimedOffers(this.db, new Date());
      await this.expire(await offersMadeBy(this.db, new Date(now - this.offerTimeoutMs)));
    } finally {
      this.sweeping = false;
    }
  }

  /** Timed-out offers: released, then offered on (the agents got room back, so their groups drain too). */
  private async expire(offers: Offer[]): Promise<void> {
    if (this.stopped || offers.length === 0) return;
    const groups = new Set(await this.release(offers));
    for (const agentId of new Set(offers.map((offer) => offer.agentId))) {
      for (const groupId of await groupsOf(this.db, agentId)) groups.add(groupId);
    }
    for (const groupId of groups) await this.drain(groupId);
  }

  /**
   * Takes offers back as if their agents had rejected them (compare-and-set: an offer accepted, rejected or
   * made anew meanwhile is left alone): the agent's console drops the chat, the customer sees it waiting
   * again. Returns the groups of the released chats, to drain.
   */
  private async release(offers: Offer[]): Promise<string[]> {
    const groups = new Set<string>();
    for (const offer of offers) {
      const row = await releaseOffer(this.db, offer);
      if (this.offerTimers.get(offer.sessionId)?.offer.offeredAt?.getTime() === offer.offeredAt?.getTime()) this.disarm(offer.sessionId);
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
    for (const sessionId of [...this.offerTimers.keys()]) this.disarm(sessionId);
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
