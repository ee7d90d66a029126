/**
 * Conversations for the analytics tests, written in the order the product writes them (session opened, the
 * customer's and bot's messages, hand-over, accept, agent message, resolve, rating) to the same tables: the
 * facts and buckets are recorded by the database's triggers, whichever code writes those rows.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import type { Channel } from '@switchboard/contracts/common/constants';
import { filtersQueryDataSchema, HISTORY_PATHS } from '@switchboard/contracts/history/history.schemas';
import type { Database } from '@/db/client';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatRatings } from '@/db/schema/chat-ratings';
import { chatSessions } from '@/db/schema/chat-sessions';
import { customers } from '@/db/schema/customers';
import { dataOf, type Caller } from '@/modules/history/history.test-kit';

export interface ConversationSpec {
  /** When the chat session opened. */
  at: Date;
  psid?: string;
  channel?: Channel;
  groupId?: string;
  /** Each customer message's NLU result (null: the bot did not read it, e.g. after the hand-over). */
  customer?: Array<{ intent: string; confidence: number } | null>;
  botMessages?: number;
  /** Seconds after the start. */
  handoverAfterS?: number;
  acceptAfterS?: number;
  agentId?: string;
  firstAgentMessageAfterS?: number;
  resolveAfterS?: number;
  /** Another agent takes the accepted chat (a transfer). */
  transferTo?: string;
  rating?: { scale: 'stars' | 'thumbs'; score: number };
  /** The chat's bifurcation values (none: every filter's default). */
  bifurcation?: Record<string, string>;
}

const after = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

export async function addConversation(db: Database, spec: ConversationSpec): Promise<string> {
  const psid = spec.psid ?? `psid-${randomUUID()}`;
  const channel = spec.channel ?? 'website';
  await db.insert(customers).values({ psid, channel, name: `Customer ${psid.slice(-4)}` }).onConflictDoNothing();
  const [session] = await db.insert(chatSessions).values({ psid, channel, groupId: spec.groupId ?? null, createdAt: spec.at, bifurcation: spec.bifurcation ?? {} }).returning();
  const sessionId = session!.sessionId;
  let seq = 0;
  const message = (sender: 'customer' | 'chatbot' | 'admin', at: Date, nlp: unknown = null) => ({
    chatlogId: randomUUID(), sessionId, psid, seq: ++seq, sender, type: 'text' as const, content: { text: `${sender} ${seq}` },
    nlpSnapshot: nlp, createdAt: at, ...(sender === 'admin' ? { adminId: spec.agentId ?? null } : {}),
  });
  const turns = (spec.customer ?? []).flatMap((nlp, index) => {
    const at = after(spec.at, index * 2 + 1);
    return [message('customer', at, nlp ? { ...nlp, text: 'hello' } : null)];
  });
  const bots = Array.from({ length: spec.botMessages ?? 0 }, (_, index) => message('chatbot', after(spec.at, index * 2 + 2)));
  if (turns.length + bots.length > 0) await db.insert(chatMessages).values([...turns, ...bots]);
  const update = (set: Partial<typeof chatSessions.$inferInsert>) => db.update(chatSessions).set(set).where(eq(chatSessions.sessionId, sessionId));
  if (spec.handoverAfterS !== undefined) await update({ chatState: 'Inqueue', handoverAt: after(spec.at, spec.handoverAfterS) });
  if (spec.acceptAfterS !== undefined) await update({ chatState: 'AgentHandling', agentId: spec.agentId ?? null, acceptedAt: after(spec.at, spec.acceptAfterS) });
  if (spec.firstAgentMessageAfterS !== undefined) await db.insert(chatMessages).values(message('admin', after(spec.at, spec.firstAgentMessageAfterS)));
  if (spec.transferTo) await update({ agentId: spec.transferTo });
  if (spec.resolveAfterS !== undefined) await update({ chatState: 'Resolved', resolvedAt: after(spec.at, spec.resolveAfterS) });
  if (spec.rating) await db.insert(chatRatings).values({ sessionId, psid, ...spec.rating });
  return sessionId;
}

/** Every bucket row summed (what any report over everything would read). */
export async function bucketTotals(db: Database): Promise<Record<string, number>> {
  const result = await db.execute(sql`select coalesce(sum(conversations), 0)::int as conversations, coalesce(sum(handed_over), 0)::int as handed_over,
    coalesce(sum(messages), 0)::int as messages from analytics_buckets`);
  return (result as unknown as { rows: Array<Record<string, number>> }).rows[0]!;
}

/**
 * How many conversations history lists for a drill-down (every page, 15 at a time): what each report's number must
 * equal. `days` are history's own startDate/endDate (the body needs them; the drill-down's range replaces them).
 */
export async function listedConversations(caller: Caller, days: { startDate: string; endDate: string }, drill: AnalyticsDrillDown): Promise<number> {
  let count = 0;
  let cursor: string | undefined;
  do {
    const response = await caller.call('POST', HISTORY_PATHS.filtersQuery, { ...days, analytics: drill, ...(cursor ? { cursor } : {}) });
    if (response.statusCode !== 200) throw new Error(`filtersQuery answered ${response.statusCode}: ${response.body}`);
    const page = filtersQueryDataSchema.parse(dataOf(response));
    count += page.chatLogs.length;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return count;
}
