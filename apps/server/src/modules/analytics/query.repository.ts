/**
 * SQL of the query report (issue 24, /analytics/query): the word cloud from the word buckets (term-buckets.ts), the
 * unanswered messages from the customer messages of the conversations started in the range (conversation_facts_started_idx,
 * then each conversation's messages by chat_messages_session_seq_unique),
 * narrowed by the channel, group and agent filters and the member's bifurcation scope (they show customers' words).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ClusterRequest, QueryWord } from '@switchboard/contracts/analytics/query.schemas';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { rowsOf, type Executor } from '@/db/client';
import { unanswered } from '@/lib/analytics-nlu';
import { scopeCondition, type Scope } from '@/lib/bifurcation-scope';
import { conversationConditions, isoText } from './report-range';
import { foldTermBuckets, termWhere } from './term-buckets';

const FROM = sql`conversation_facts f join chat_sessions s on s.session_id = f.session_id join chat_messages m on m.session_id = f.session_id`;

/** The range's conversations f (session s) under the filters and the member's scope. */
function conversationsWhere(filter: ReportFilter, scope: Scope | undefined): SQL {
  const parts = conversationConditions(filter);
  const scoped = scopeCondition(sql.raw('s.bifurcation'), scope);
  if (scoped) parts.push(scoped);
  return sql.join(parts, sql` and `);
}

/** The range's customer messages m (conversation f, session s). */
const customerWhere = (filter: ReportFilter, scope: Scope | undefined) => sql`${conversationsWhere(filter, scope)} and m.sender = 'customer'`;

/**
 * The most frequent counted words (by messages containing them, then conversations, then the word), from the word
 * buckets kept at write time (migration 0031's analytics_words: the split of lib/analytics-words.ts): a conversation is
 * in one bucket row per word, so conversations add up. The marked conversations are folded first (exact counts).
 */
export async function topWords(db: Executor, filter: ReportFilter, scope: Scope | undefined, limit: number): Promise<QueryWord[]> {
  await foldTermBuckets(db);
  const result = await db.execute(sql`select b.term as word, sum(b.messages)::int as messages, sum(b.conversations)::int as conversations
    from term_buckets b where ${termWhere('word', filter, scope)}
    group by b.term having sum(b.messages) > 0 order by messages desc, conversations desc, b.term limit ${limit}`);
  return rowsOf<QueryWord>(result).map((row) => ({ word: row.word, messages: Number(row.messages), conversations: Number(row.conversations) }));
}

/**
 * Customer messages of the range, and those the bot could not answer: the conversations' facts (kept by the trigger
 * that also counts the recognition rate), so no message is read for them.
 */
export async function messageCounts(db: Executor, filter: ReportFilter, scope: Scope | undefined): Promise<{ customerMessages: number; unanswered: number }> {
  const result = await db.execute(sql`select coalesce(sum(f.customer_messages), 0)::int as total,
      coalesce(sum(f.nlu_messages - f.recognized_messages), 0)::int as unanswered
    from conversation_facts f join chat_sessions s on s.session_id = f.session_id where ${conversationsWhere(filter, scope)}`);
  const row = rowsOf<{ total: number; unanswered: number }>(result)[0];
  return { customerMessages: Number(row?.total ?? 0), unanswered: Number(row?.unanswered ?? 0) };
}

/**
 * The most recent unanswered messages (newest first, at most `cap`): what the clustering reads. Only the fallback
 * conversations' messages are read (their facts say they have one).
 */
export async function unansweredMessages(db: Executor, filter: ReportFilter, scope: Scope | undefined, cap: number): Promise<ClusterRequest[]> {
  const result = await db.execute(sql`select m.chatlog_id::text as "chatlogId", m.session_id::text as "sessionId",
      coalesce(m.content->>'text', '') as text, nullif(m.nlp_snapshot->>'intent', 'None') as intent,
      case when jsonb_typeof(m.nlp_snapshot->'confidence') = 'number' then (m.nlp_snapshot->>'confidence')::float8 end as confidence,
      ${isoText(sql`m.created_at`)} as at
    from ${FROM} where ${customerWhere(filter, scope)} and f.nlu_messages > f.recognized_messages and ${unanswered('m')}
    order by m.created_at desc, m.chatlog_id desc limit ${cap}`);
  return rowsOf<ClusterRequest>(result).map((row) => ({
    ...row, intent: row.intent ?? null, confidence: row.confidence === null || row.confidence === undefined ? null : Number(row.confidence),
  }));
}

/** The texts of chosen customer messages the member may see (their session in scope), in the order given. */
export async function customerTexts(db: Executor, chatlogIds: readonly string[], scope: Scope | undefined): Promise<Array<{ chatlogId: string; text: string }>> {
  const parts: SQL[] = [sql`m.chatlog_id in (${sql.join(chatlogIds.map((id) => sql`${id}::uuid`), sql`, `)})`, sql`m.sender = 'customer'`];
  const scoped = scopeCondition(sql.raw('s.bifurcation'), scope);
  if (scoped) parts.push(scoped);
  const result = await db.execute(sql`select m.chatlog_id::text as "chatlogId", coalesce(m.content->>'text', '') as text
    from chat_messages m join chat_sessions s on s.session_id = m.session_id where ${sql.join(parts, sql` and `)}`);
  const byId = new Map(rowsOf<{ chatlogId: string; text: string }>(result).map((row) => [row.chatlogId, row]));
  return chatlogIds.flatMap((id) => byId.get(id) ?? []);
}
