/**
 * SQL of the feedback report: votes on the bot's answers (chat_messages.vote, through the partial index
 * chat_messages_voted_idx: only voted messages are read) and survey ratings (chat_ratings_created_idx), joined to
 * their session for the channel, group, agent and the member's bifurcation scope (rows show customers' words).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FeedbackFilter, FeedbackRatingRow, FeedbackVoteRow } from '@switchboard/contracts/analytics/feedback.schemas';
import { FEEDBACK_PAGE_SIZE } from '@switchboard/contracts/analytics/feedback.schemas';
import { rowsOf, type Executor } from '@/db/client';
import { scopeCondition, type Scope } from '@/lib/bifurcation-scope';
import { instant, isoText, localBounds, localBucket, seriesCte, type SeriesRow } from './report-range';

const SATISFIED = sql`((r.scale = 'stars' and r.score >= 4) or (r.scale = 'thumbs' and r.score = 1))`;
const COMMENTED = sql`(nullif(btrim(r.comment), '') is not null)`;

function sessionWhere(filter: FeedbackFilter, scope: Scope | undefined): SQL[] {
  const parts: SQL[] = [];
  if (filter.channel) parts.push(sql`s.channel = ${filter.channel}`);
  if (filter.groupId) parts.push(sql`s.group_id = ${filter.groupId}::uuid`);
  if (filter.agentId) parts.push(sql`s.agent_id = ${filter.agentId}::uuid`);
  const scoped = scopeCondition(sql.raw('s.bifurcation'), scope);
  if (scoped) parts.push(scoped);
  return parts;
}

function votesWhere(filter: FeedbackFilter, scope: Scope | undefined, withVoteFilter: boolean): SQL {
  const { start, end } = localBounds(filter);
  const parts: SQL[] = [
    sql`m.vote is not null`, sql`m.created_at >= ${instant(start, filter)}`, sql`m.created_at < ${instant(end, filter)}`,
    sql`m.sender = 'chatbot'`, ...sessionWhere(filter, scope),
  ];
  if (withVoteFilter && filter.vote) parts.push(sql`m.vote = ${filter.vote}`);
  return sql.join(parts, sql` and `);
}

function ratingsWhere(filter: FeedbackFilter, scope: Scope | undefined, withRatingFilter: boolean): SQL {
  const { start, end } = localBounds(filter);
  const parts: SQL[] = [sql`r.created_at >= ${instant(start, filter)}`, sql`r.created_at < ${instant(end, filter)}`, ...sessionWhere(filter, scope)];
  if (withRatingFilter && filter.rating) {
    if (filter.rating === 'up') parts.push(sql`r.scale = 'thumbs' and r.score = 1`);
    else if (filter.rating === 'down') parts.push(sql`r.scale = 'thumbs' and r.score = 0`);
    else parts.push(sql`r.scale = 'stars' and r.score = ${Number(filter.rating)}`);
  }
  if (withRatingFilter && filter.withComment) parts.push(COMMENTED);
  return sql.join(parts, sql` and `);
}

export interface FeedbackSums { votes: number; upvotes: number; ratings: number; satisfied: number; comments: number }

/** Every bucket of the range (zero-filled) with its votes and ratings (the list filters left out). */
export async function feedbackSeries(db: Executor, filter: FeedbackFilter, scope: Scope | undefined): Promise<Array<SeriesRow & FeedbackSums>> {
  const result = await db.execute(sql`with ${seriesCte(filter)},
    v as (select ${localBucket(sql`m.created_at`, filter)} as local_start, count(*) as votes, count(*) filter (where m.vote = 'upvote') as upvotes
      from chat_messages m join chat_sessions s on s.session_id = m.session_id where ${votesWhere(filter, scope, false)} group by 1),
    r as (select ${localBucket(sql`r.created_at`, filter)} as local_start, count(*) as ratings, count(*) filter (where ${SATISFIED}) as satisfied,
        count(*) filter (where ${COMMENTED}) as comments
      from chat_ratings r join chat_sessions s on s.session_id = r.session_id where ${ratingsWhere(filter, scope, false)} group by 1)
    select s.label, s.from_at, s.to_at, v.votes, v.upvotes, r.ratings, r.satisfied, r.comments
    from series s left join v on v.local_start = s.local_start left join r on r.local_start = s.local_start order by s.local_start`);
  return rowsOf<SeriesRow & Record<string, unknown>>(result).map((row) => ({
    label: row.label, from_at: row.from_at, to_at: row.to_at, votes: Number(row.votes ?? 0), upvotes: Number(row.upvotes ?? 0),
    ratings: Number(row.ratings ?? 0), satisfied: Number(row.satisfied ?? 0), comments: Number(row.comments ?? 0),
  }));
}

const offsetOf = (page: number) => (page - 1) * FEEDBACK_PAGE_SIZE;

/** One page of the votes (newest answer first), with the customer message each answered. */
export async function voteRows(db: Executor, filter: FeedbackFilter, scope: Scope | undefined): Promise<{ rows: FeedbackVoteRow[]; totalCount: number }> {
  const where = votesWhere(filter, scope, true);
  const [page, count] = await Promise.all([
    db.execute(sql`select m.chatlog_id::text as "chatlogId", m.session_id::text as "sessionId", m.psid, coalesce(c.name, '') as "customerName",
        s.channel, ${isoText(sql`m.created_at`)} as at, m.vote, coalesce(m.content->>'text', '') as answer,
        q.question, q.intent, q.confidence
      from chat_messages m join chat_sessions s on s.session_id = m.session_id left join customers c on c.psid = m.psid
      left join lateral (select p.content->>'text' as question, p.nlp_snapshot->>'intent' as intent, (p.nlp_snapshot->>'confidence')::float8 as confidence
        from chat_messages p where p.session_id = m.session_id and p.seq < m.seq and p.sender = 'customer' order by p.seq desc limit 1) q on true
      where ${where} order by m.created_at desc, m.chatlog_id desc limit ${FEEDBACK_PAGE_SIZE} offset ${offsetOf(filter.votesPage)}`),
    db.execute(sql`select count(*)::int as n from chat_messages m join chat_sessions s on s.session_id = m.session_id where ${where}`),
  ]);
  const rows = rowsOf<FeedbackVoteRow & { confidence: unknown }>(page).map((row) => ({
    ...row, question: row.question ?? null, intent: row.intent ?? null, confidence: row.confidence === null || row.confidence === undefined ? null : Number(row.confidence),
  }));
  return { rows, totalCount: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0) };
}

/** One page of the ratings (newest first), with the chat's agent. */
export async function ratingRows(db: Executor, filter: FeedbackFilter, scope: Scope | undefined): Promise<{ rows: FeedbackRatingRow[]; totalCount: number }> {
  const where = ratingsWhere(filter, scope, true);
  const [page, count] = await Promise.all([
    db.execute(sql`select r.session_id::text as "sessionId", r.psid, coalesce(c.name, '') as "customerName", s.channel,
        ${isoText(sql`r.created_at`)} as at, r.scale, r.score, nullif(btrim(r.comment), '') as comment, s.agent_id::text as "agentId",
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "agentName"
      from chat_ratings r join chat_sessions s on s.session_id = r.session_id left join customers c on c.psid = r.psid
      left join users u on u.id = s.agent_id
      where ${where} order by r.created_at desc, r.session_id desc limit ${FEEDBACK_PAGE_SIZE} offset ${offsetOf(filter.ratingsPage)}`),
    db.execute(sql`select count(*)::int as n from chat_ratings r join chat_sessions s on s.session_id = r.session_id where ${where}`),
  ]);
  const rows = rowsOf<FeedbackRatingRow>(page).map((row) => ({ ...row, score: Number(row.score), comment: row.comment ?? null, agentId: row.agentId ?? null, agentName: row.agentName ?? null }));
  return { rows, totalCount: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0) };
}
