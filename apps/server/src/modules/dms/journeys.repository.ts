/**
 * Users' journeys: conversations of the period (in the member's bifurcation scope) grouped by the intents of their
 * first 8 customer messages the bot read, in order. Outcome per conversation: handed over (a handover happened),
 * abandoned (not handed over, and the bot did not understand the last message: intent None), else resolved by the bot.
 * One statement; the journey's id is the md5 of its steps (stable while the steps are the same).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rowsOf } from '@/db/client';
import { scopeCondition, type Scope } from '@/lib/bifurcation-scope';

const STEPS = 8;
const SEPARATOR = ' > ';

export interface JourneyRow {
  journey_id: string; path: string; count: number; resolved: number; handed: number; abandoned: number;
  examples: { sessionId: string; startedAt: string; outcome: 'resolvedByBot' | 'handedOver' | 'abandoned' }[];
  total: number;
}

function journeys(from: Date, scope: Scope | undefined, journeyId: string | null, examples: number, page: { limit: number; offset: number }): SQL {
  const inScope = scopeCondition(sql.raw('s.bifurcation'), scope) ?? sql`true`;
  return sql`with conversations as (
    select s.session_id, s.created_at, p.path,
      case when s.handover_at is not null then 'handedOver' when p.last_intent = 'None' then 'abandoned' else 'resolvedByBot' end as outcome
    from chat_sessions s
    cross join lateral (
      select string_agg(x.intent, ${SEPARATOR} order by x.seq) as path, (array_agg(x.intent order by x.seq desc))[1] as last_intent
      from (select coalesce(m.nlp_snapshot->>'intent', 'None') as intent, m.seq from chat_messages m
            where m.session_id = s.session_id and m.sender = 'customer' and jsonb_typeof(m.nlp_snapshot) = 'object'
            order by m.seq limit ${STEPS}) x
    ) p
    where s.created_at >= ${from.toISOString()}::timestamptz and p.path is not null and ${inScope}
  ), grouped as (
    select md5(path) as journey_id, path, count(*)::int as count,
      count(*) filter (where outcome = 'resolvedByBot')::int as resolved,
      count(*) filter (where outcome = 'handedOver')::int as handed,
      count(*) filter (where outcome = 'abandoned')::int as abandoned,
      (jsonb_agg(jsonb_build_object('sessionId', session_id, 'startedAt', created_at, 'outcome', outcome) order by created_at desc))
        as examples
    from conversations group by path
  )
  select journey_id, path, count, resolved, handed, abandoned,
    (select coalesce(jsonb_agg(e), '[]'::jsonb) from (select e from jsonb_array_elements(examples) e limit ${examples}) picked) as examples,
    count(*) over ()::int as total
  from grouped ${journeyId ? sql`where journey_id = ${journeyId}` : sql``}
  order by count desc, path limit ${page.limit} offset ${page.offset}`;
}

export async function listJourneys(db: Executor, from: Date, scope: Scope | undefined, page: { limit: number; offset: number }): Promise<JourneyRow[]> {
  return rowsOf<JourneyRow>(await db.execute(journeys(from, scope, null, 3, page)));
}

export async function findJourney(db: Executor, from: Date, scope: Scope | undefined, journeyId: string): Promise<JourneyRow | undefined> {
  return rowsOf<JourneyRow>(await db.execute(journeys(from, scope, journeyId, 10, { limit: 1, offset: 0 })))[0];
}

export const stepsOf = (path: string) => path.split(SEPARATOR);
