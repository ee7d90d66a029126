/**
 * Which conversations an event report's or a funnel's number stands for (drill metric `events`), as SQL on a
 * conversation's facts (alias f). The event report and the funnel count with the same rules (see
 * modules/analytics/event-report.repository.ts); analytics.events.api.test.ts checks each number against history.
 * A funnel's order is the events' recording order (conversation_events.id): two events of one turn share a time.
 * Funnels read each conversation's events in that order from conversation_event_paths (kept at write time by
 * migration 0030's trigger), and so does their drill-down (funnelChain below, the same SQL).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';

type EventDrill = Pick<AnalyticsDrillDown, 'events' | 'eventType' | 'eventTag' | 'dropOff' | 'channel'>;

/** The event ids of path row p in recording order: the events of `channel` only when one is given. */
function pathEvents(channel: string | undefined): SQL {
  if (!channel) return sql`p.event_ids`;
  return sql`(case when p.channel is not null then p.event_ids else array(select x.e from unnest(p.event_ids, p.event_channels)
    with ordinality as x(e, c, n) where x.c = ${channel} order by x.n) end)`;
}

/** Path row p has events of `channel` (any path when none is given). */
export function pathInChannel(channel: string | undefined): SQL | undefined {
  if (!channel) return undefined;
  return sql`(p.channel = ${channel} or (p.channel is null and ${channel} = any(p.event_channels)))`;
}

/**
 * `from` for path rows p: a0.k … a(n-1).k are the positions of the funnel's steps in the path, each the first of its
 * event after the step before (the earliest match is the best for every later step), null from the first step not
 * reached. `reached(i)`: the conversation reached step i.
 */
export function funnelChain(steps: readonly string[], channel: string | undefined): { from: SQL; reached: (index: number) => SQL } {
  const parts: SQL[] = [sql`conversation_event_paths p cross join lateral (select ${pathEvents(channel)} as ev) pe`];
  steps.forEach((eventId, index) => {
    const alias = sql.raw(`a${index}`);
    const previous = sql.raw(`a${index - 1}.k`);
    parts.push(index === 0
      ? sql`cross join lateral (select array_position(pe.ev, ${eventId}::uuid) as k) ${alias}`
      : sql`cross join lateral (select case when ${previous} is not null then array_position(pe.ev, ${eventId}::uuid, ${previous} + 1) end as k) ${alias}`);
  });
  return { from: sql.join(parts, sql` `), reached: (index) => sql`${sql.raw(`a${index}.k`)} is not null` };
}

/** The event rows of the conversation that may count: of the event type, tag and channel asked for. */
function eventMatch(alias: string, drill: EventDrill): SQL {
  const e = (column: string) => sql.raw(`${alias}.${column}`);
  const parts: SQL[] = [sql`${e('session_id')} = f.session_id`];
  if (drill.eventType) parts.push(sql`${e('event_type')} = ${drill.eventType}`);
  if (drill.eventTag) parts.push(sql`${e('event_tags')} @> ${JSON.stringify([drill.eventTag])}::jsonb`);
  if (drill.channel) parts.push(sql`${e('channel')} = ${drill.channel}`);
  return sql.join(parts, sql` and `);
}

/** The conversation recorded `steps` in this order (each after the one before). */
export function stepsInOrder(steps: readonly string[], drill: EventDrill): SQL {
  if (!drill.eventType && !drill.eventTag) {
    // What the funnel counts: the conversation's path.
    const chain = funnelChain(steps, drill.channel);
    const parts = [sql`p.session_id = f.session_id`, pathInChannel(drill.channel), chain.reached(steps.length - 1)].filter((part) => part !== undefined);
    return sql`exists (select 1 from ${chain.from} where ${sql.join(parts, sql` and `)})`;
  }
  // A type or tag narrows the events themselves (the event report's drill-downs; no funnel counts with one).
  const chain = (index: number): SQL => {
    const alias = `ev${index}`;
    const parts = [eventMatch(alias, drill), sql`${sql.raw(`${alias}.event_id`)} = ${steps[index]!}::uuid`];
    if (index > 0) parts.push(sql`${sql.raw(`${alias}.id`)} > ${sql.raw(`ev${index - 1}.id`)}`);
    if (index + 1 < steps.length) parts.push(chain(index + 1));
    return sql`exists (select 1 from conversation_events ${sql.raw(alias)} where ${sql.join(parts, sql` and `)})`;
  };
  return chain(0);
}

export function eventsCondition(drill: EventDrill): SQL {
  const steps = drill.events ?? [];
  if (steps.length === 0) return sql`exists (select 1 from conversation_events ev0 where ${eventMatch('ev0', drill)})`;
  if (!drill.dropOff) return stepsInOrder(steps, drill);
  return sql`(${stepsInOrder(steps.slice(0, -1), drill)} and not ${stepsInOrder(steps, drill)})`;
}
