/**
 * Routing (issue #3 §5): handed-over chats wait in their group's queue (Inqueue) and are offered
 * (Pending) oldest first to the least-loaded group member who is online (has a /liveConversations
 * socket), accepts chats and is below capacity (offers count). Drains run one at a time in this
 * process, after hand-overs, resolves, transfers, rejects, and agents coming online or accepting.
 * Waiting customers get queueStatus: position (1-based, oldest first) and an expected wait of
 * position × average handling time ÷ available agents (average of the group's last 20 resolved
 * chats, accept → resolve; DEFAULT_HANDLING_SECONDS until there are any).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AgentState } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { AGENT_STATES } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { Database } from '@/db/client';
import { chatSessions, type ChatSessionRow } from '@/db/schema/chat-sessions';
import type { Realtime } from '@/realtime/realtime';
import { rooms } from '@/realtime/rooms';
import type { ChatEvents } from './chat-events';
import { updateSession } from './chat-session.repository';
import {
  agentWithRoom, availableAgents, averageHandlingSeconds, defaultGroupId, groupsOf, presenceOf, queueOf, upsertPresence,
} from './routing.repository';

export const DEFAULT_HANDLING_SECONDS = 180;

export class RoutingService {
  private chain: Promise<unknown> = Promise.resolve();
  private readonly sockets = new Map<string, number>();

  constructor(private readonly db: Database, private readonly events: ChatEvents, private readonly realtime: Realtime) {}

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
    const group = groupId ?? session.groupId ?? (await defaultGroupId(this.db));
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

  /** Offers the group's waiting chats to agents with room, then tells the rest where they stand. */
  drain(groupId: string): Promise<void> {
    return this.serial(async () => {
      const waiting = await queueOf(this.db, groupId);
      const still: typeof waiting = [];
      let anyoneFree = true;
      for (const chat of waiting) {
        const agent = anyoneFree ? await agentWithRoom(this.db, { groupId, exclude: chat.rejectedBy }) : undefined;
        if (!agent) {
          if (chat.rejectedBy.length === 0) anyoneFree = false;
          still.push(chat);
          continue;
        }
        const offered = await updateSession(this.db, chat.sessionId, { chatState: 'Pending', agentId: agent.userId }, eq(chatSessions.chatState, 'Inqueue'));
        if (!offered) continue;
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
    await this.db.execute(sql`update agent_presence set online = false where online`);
  }
}
