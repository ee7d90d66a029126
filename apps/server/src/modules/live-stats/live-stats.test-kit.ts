/** Test kit of the live stats channels: an app with short cadences, staff sockets, a few chats, a member's scope. */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { io as connect } from 'socket.io-client';
import type { BifurcationValues } from '@switchboard/contracts/auth/bifurcation-scope';
import { AUTH_PATHS } from '@switchboard/contracts/auth/auth.schemas';
import type { Database } from '@/db/client';
import { agentPresence } from '@/db/schema/agent-presence';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatSessions } from '@/db/schema/chat-sessions';
import { customers } from '@/db/schema/customers';
import { groups } from '@/db/schema/groups';
import { users } from '@/db/schema/users';
import type { App } from '@/plugins/type-provider';
import { Client } from '@/testing/live-chat-harness';
import { bearer, signIn, type TestAppOptions } from '@/testing/test-app';
import type { LiveStatsIntervals } from './live-stats.options';

export const SHORT: Partial<LiveStatsIntervals> = { perSecondMs: 40, perMinuteMs: 60, brandMs: 60, groupMs: 40, agentMs: 50 };

/** The test app's options (describeBackends builds it): the short cadences. */
export const shortCadences = (): TestAppOptions => ({ liveStats: SHORT });

/** Starts the test's app listening (its close() stops the server) and returns its address. */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A signed-in member's socket on `namespace`, recording every event. */
export async function staffSocket(app: App, url: string, namespace: string, email: string): Promise<Client> {
  const { token } = await signIn(app, email);
  return new Client(connect(`${url}${namespace}`, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true }));
}

/** Takes `/` (the dashboard) away from a member (an override on their role's map). */
export async function denyFeature(db: Database, email: string, path: string): Promise<void> {
  await db.update(users).set({ permissionOverrides: { features: { [path]: { isAllowed: false } } } }).where(eq(users.email, email));
}

/** Saves the member's region through the header's API (as the console does before it reloads). */
export async function selectRegion(app: App, email: string, region: string): Promise<void> {
  const member = await signIn(app, email);
  const reply = await app.inject({
    method: 'POST', url: AUTH_PATHS.updateUserFilterSelection, headers: bearer(member.token),
    payload: { adminPsid: member.adminId, selectedBifurcation: { region: { value: region } } },
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

export interface ChatOptions {
  agentId?: string;
  groupId?: string;
  /** The chat's (and its customer's) bifurcation values; none by default (the filters' defaults). */
  bifurcation?: BifurcationValues;
}

/** An open chat in `chatState` with `messages` customer messages stored now. */
export async function openChat(db: Database, chatState: 'BotHandling' | 'Inqueue' | 'AgentHandling', messages: number, options: ChatOptions = {}) {
  const psid = `psid-${randomUUID()}`;
  const bifurcation = options.bifurcation ?? {};
  await db.insert(customers).values({ psid, channel: 'website', name: 'Rita Customer', bifurcation });
  const [session] = await db.insert(chatSessions).values({
    psid, channel: 'website', chatState, lastSeq: messages, agentId: options.agentId ?? null, groupId: options.groupId ?? null, bifurcation,
    handoverAt: chatState === 'BotHandling' ? null : new Date(Date.now() - 30_000),
    acceptedAt: chatState === 'AgentHandling' ? new Date(Date.now() - 90_000) : null,
  }).returning();
  if (!session) throw new Error('no session');
  if (messages > 0) {
    await db.insert(chatMessages).values(Array.from({ length: messages }, (_, i) => ({
      chatlogId: randomUUID(), sessionId: session.sessionId, psid, seq: i + 1, sender: 'customer' as const, type: 'text' as const,
      content: { text: `hello ${i}` },
    })));
  }
  return session;
}

export async function userId(db: Database, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function groupId(db: Database, name: string): Promise<string> {
  const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.name, name));
  if (!row) throw new Error(`no group ${name}`);
  return row.id;
}

/** The agent online with `capacity` (as their live chat socket would make them). */
export async function online(db: Database, userId: string, capacity: number): Promise<void> {
  await db.insert(agentPresence).values({ userId, online: true, capacity })
    .onConflictDoUpdate({ target: agentPresence.userId, set: { online: true, capacity } });
}
