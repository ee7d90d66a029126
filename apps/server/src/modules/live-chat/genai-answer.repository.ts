/**
 * Stores a generative FAQ question's record (genai_answers, read by /analytics/genai). The conversation's start
 * and channel are copied from the session in the same statement: the report and its drill-down match rows to
 * conversation_facts on that exact instant (a JS Date would lose the microseconds).
 */
import { sql } from 'drizzle-orm';
import type { GenerativeAttempt } from '@/bot/faq/generative-attempt';
import type { Executor } from '@/db/client';

export async function insertGenAiAnswer(db: Executor, sessionId: string, attempt: GenerativeAttempt): Promise<void> {
  await db.execute(sql`insert into genai_answers (session_id, session_started_at, brand_id, channel, question, outcome, passage_count,
      passage_ids, model, tokens_in, tokens_out, latency_ms, failure_reason)
    select s.session_id, s.created_at, ${attempt.brandId}::uuid, s.channel, ${attempt.question}, ${attempt.outcome}, ${attempt.passageIds.length},
      ${JSON.stringify(attempt.passageIds)}::jsonb, ${attempt.model}, ${attempt.tokensIn}::int, ${attempt.tokensOut}::int,
      ${attempt.latencyMs}::int, ${attempt.failureReason}
    from chat_sessions s where s.session_id = ${sessionId}::uuid`);
}
