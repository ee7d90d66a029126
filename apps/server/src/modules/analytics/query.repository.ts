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
import { factsInScope, withScope } from './report-scope';
import { foldTermBuckets, termWhere } from './term-buckets';

/** The range's conversations f under the filters and the member's scope (the facts carry the chat's values: report-scope.ts). */
const factsWhere = (filter: ReportFilter, scope: Scope | undefined): SQL => sql.join(withScope(conversationConditions(filter), factsInScope(scope)), sql` and `);

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

/** What the clusters of a range are computed from, in one string: equal strings, equal clusters (query-cluster-cache.ts). */
export interface MessageCounts { customerMessages: number; unanswered: number; unansweredVersion: string }

/**
 * Customer messages of the range, and those the bot could not answer: the conversations' facts (kept by the trigger
 * that also counts the recognition rate), so no message is read for them. The same read gives the unanswered
 * messages' version: their count and, per conversation, its count weighted by a hash of its id. Customer messages are
 * never edited (votes, read marks and translations touch other columns) nor removed one by one (a conversation goes
 * whole, its facts with it), so a clustering input changes only when a conversation gains one, is removed, or enters
 * or leaves the filter (a scope or group change): the sums then move.
 */
export async function messageCounts(db: Executor, filter: ReportFilter, scope: Scope | undefined): Promise<MessageCounts> {
  const result = await db.execute(sql`select coalesce(sum(f.customer_messages), 0)::int as total,
      coalesce(sum(f.nlu_messages - f.recognized_messages), 0)::int as unanswered,
      coalesce(sum((f.nlu_messages - f.recognized_messages)::bigint * hashtext(f.session_id::text)), 0)::text as weighted
    from conversation_facts f where ${factsWhere(filter, scope)}`);
  const row = rowsOf<{ total: number; unanswered: number; weighted: string }>(result)[0];
  const unanswered = Number(row?.unanswered ?? 0);
  return { customerMessages: Number(row?.total ?? 0), unanswered, unansweredVersion: `${unanswered}:${row?.weighted ?? '0'}` };
}

/**
 * The unanswered messages of the most recently started conversations, at most `cap` (conversations newest first, a
 * conversation's messages newest first), returned newest message first: what the clustering reads. The range's
 * fallback facts are read through their start's index with a running count of their unanswered messages, and only
 * the conversations needed to reach the cap are opened (chat_messages_session_seq_unique), so the cost follows the
 * cap, not the range's messages.
 */
export async function unansweredMessages(db: Executor, filter: ReportFilter, scope: Scope | undefined, cap: number): Promise<ClusterRequest[]> {
  const result = await db.execute(sql`with fallback as (
      select f.session_id, f.started_at, sum(f.nlu_messages - f.recognized_messages) over (order by f.started_at desc, f.session_id desc)
        - (f.nlu_messages - f.recognized_messages) as before
      from conversation_facts f where ${factsWhere(filter, scope)} and f.nlu_messages > f.recognized_messages),
    picked as (
      select m.chatlog_id, m.session_id, m.content, m.nlp_snapshot, m.created_at
      from fallback c join chat_messages m on m.session_id = c.session_id
      where c.before < ${cap} and ${unanswered('m')}
      order by c.started_at desc, c.session_id desc, m.created_at desc, m.chatlog_id desc limit ${cap})
    select m.chatlog_id::text as "chatlogId", m.session_id::text as "sessionId",
      coalesce(m.content->>'text', '') as text, nullif(m.nlp_snapshot->>'intent', 'None') as intent,
      case when jsonb_typeof(m.nlp_snapshot->'confidence') = 'number' then (m.nlp_snapshot->>'confidence')::float8 end as confidence,
      ${isoText(sql`m.created_at`)} as at
    from picked m order by m.created_at desc, m.chatlog_id desc`);
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
