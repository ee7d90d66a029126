/**
 * The conditions on term_buckets (migration 0031: the accuracy and query reports' intents, close calls, sentences and
 * words per quarter hour, kept at write time): the range's buckets in the member's zone (its local midnights are
 * quarter hours, so a bucket is inside the range or outside it whole, as its conversations are: conversationConditions),
 * the channel, group and agent chosen, the member's bifurcation scope and, for model accuracy, QA's verdict. A report
 * folds the conversations marked since the last fold (votes, edits, removals) before it reads, so it is exact.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '@/db/client';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import type { ReviewFilter } from '@switchboard/contracts/history/history.schemas';
import { scopeCondition, type Scope } from '@/lib/bifurcation-scope';
import { instant, localBounds } from './report-range';

export type TermKind = 'intent' | 'all' | 'close' | 'text' | 'word';

/** Bucket rows (alias b) of these kinds under the report's filter. */
export function termWhere(kinds: TermKind | readonly TermKind[], filter: ReportFilter & { review?: ReviewFilter }, scope: Scope | undefined): SQL {
  const { start, end } = localBounds(filter);
  const list = typeof kinds === 'string' ? [kinds] : kinds;
  const parts: SQL[] = [sql`b.kind in (${sql.join(list.map((kind) => sql`${kind}`), sql`, `)})`, sql`b.bucket_start >= ${instant(start, filter)}`, sql`b.bucket_start < ${instant(end, filter)}`];
  if (filter.channel) parts.push(sql`b.channel = ${filter.channel}`);
  if (filter.groupId) parts.push(sql`b.group_id = ${filter.groupId}::uuid`);
  if (filter.agentId) parts.push(sql`b.agent_id = ${filter.agentId}::uuid`);
  if (filter.review !== undefined && filter.review !== 'All') parts.push(sql`b.review_status = ${filter.review}`);
  const scoped = scopeCondition(sql.raw('b.bifurcation'), scope);
  if (scoped) parts.push(scoped);
  return sql.join(parts, sql` and `);
}

/**
 * K when the threshold is K/100 (the grid of the buckets' confidence cells), else null: the messages below it are then
 * the unscored ones and element K + 1 of the cumulative cells.
 */
export function thresholdCell(threshold: number): number | null {
  const cell = Math.round(threshold * 100);
  return cell >= 0 && cell <= 100 && cell / 100 === threshold ? cell : null;
}

/** Marked conversations rebuilt per statement: a backlog is worked off in bounded transactions. */
export const TERM_FOLD_BATCH = 500;

/** Rebuilds the terms of every conversation marked out of date (migration 0031's analytics_terms_fold); returns how many. */
export async function foldTermBuckets(db: Executor): Promise<number> {
  let folded = 0;
  for (;;) {
    const rows = rowsOf<{ folded: unknown }>(await db.execute(sql`select analytics_terms_fold(${TERM_FOLD_BATCH}::int) as folded`));
    const count = Number(rows[0]?.folded ?? 0);
    folded += count;
    if (count < TERM_FOLD_BATCH) return folded;
  }
}
