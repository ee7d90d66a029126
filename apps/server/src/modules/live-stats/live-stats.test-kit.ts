/** Test kit of the live stats channels: an app with short cadences, staff sockets, a few chats. */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { buildApp } from '@/app';
import type { Database, DatabaseHandle } from '@/db/client';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatSessions } from '@/db/schema/chat-sessions';
import { customers } from '@/db/schema/customers';
import { users } from '@/db/schema/users';
import type { App } from '@/plugins/type-provider';
import { Client } from '@/testing/live-chat-harness';
import { signIn, testConfig } from '@/testing/test-app';
import type { LiveStatsIntervals } from './live-stats.options';

export const SHORT: Partial<LiveStatsIntervals> = { perSecondMs: 40, perMinuteMs: 60, brandMs: 60, groupMs: 40, agentMs: 50 };

export async function listeningApp(database: DatabaseHandle, intervals: Partial<LiveStatsIntervals> = SHORT) {
  const app = await buildApp({ config: testConfig(), database, logger: false, reportErrors: false, liveStats: intervals });
  await app.ready();
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
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

/** An open chat in `chatState` with `messages` customer messages stored now. */
export async function openChat(db: Database, chatState: 'BotHandling' | 'Inqueue' | 'AgentHandling', messages: number, agentId?: string) {
  const psid = `psid-${randomUUID()}`;
  await db.insert(customers).values({ psid, channel: 'website', name: 'Rita Customer' });
  const [session] = await db.insert(chatSessions).values({
    psid, channel: 'website', chatState, lastSeq: messages, agentId: agentId ?? null,
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
