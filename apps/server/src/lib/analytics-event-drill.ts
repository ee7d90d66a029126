/**
 * Which conversations an event report's or a funnel's number stands for (drill metric `events`), as SQL on a
 * conversation's facts (alias f). The event report and the funnel count with the same rules (see
 * modules/analytics/event-report.repository.ts); analytics.events.api.test.ts checks each number against history.
 * A funnel's order is the events' recording order (conversation_events.id): two events of one turn share a time.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';

type EventDrill = Pick<AnalyticsDrillDown, 'events' | 'eventType' | 'eventTag' | 'dropOff' | 'channel'>;

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
