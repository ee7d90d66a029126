/**
 * Which tickets each number of the ticket report stands for, as one SQL condition on the tickets table. The
 * report (modules/analytics/ticket-report.repository.ts) counts with the same conditions and ticket history's
 * filtersQuery lists with them, so the count shown and the count listed agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import { NO_TICKET_GROUP, type TicketDrillDown, type TicketDrillMetric } from '@switchboard/contracts/analytics/ticket-report.schemas';
import { tickets } from '@/db/schema/tickets';

/** Created in [from, to). */
export const createdIn = (from: SQL, to: SQL) => sql`(${tickets.createdAt} >= ${from} and ${tickets.createdAt} < ${to})`;
/** Resolved (or closed) in [from, to). */
export const resolvedIn = (from: SQL, to: SQL) => sql`(${tickets.resolvedAt} >= ${from} and ${tickets.resolvedAt} < ${to})`;
/** Open at the instant: created before it and not resolved before it. */
export const openAt = (at: SQL) => sql`(${tickets.createdAt} < ${at} and (${tickets.resolvedAt} is null or ${tickets.resolvedAt} >= ${at}))`;
/** Time to resolution in ms (the migration's analytics_ms). */
export const resolutionMs = sql`analytics_ms(${tickets.resolvedAt}, ${tickets.createdAt})`;

export function ticketDrillCondition(metric: TicketDrillMetric, from: SQL, to: SQL): SQL {
  switch (metric) {
    case 'created': return createdIn(from, to);
    case 'resolved': return resolvedIn(from, to);
    case 'backlog': return openAt(to);
  }
}

export interface TicketDimensions {
  priority?: string | undefined;
  groupId?: string | undefined;
  channel?: string | undefined;
  contactType?: string | undefined;
  agentId?: string | undefined;
}

/** The dimensions a report or a drill-down narrows to (groupId `none`: no group). */
export function ticketDimensionConditions(dimensions: TicketDimensions): SQL[] {
  const parts: SQL[] = [];
  if (dimensions.priority) parts.push(sql`${tickets.priority} = ${dimensions.priority}`);
  if (dimensions.groupId) parts.push(dimensions.groupId === NO_TICKET_GROUP ? sql`${tickets.groupId} is null` : sql`${tickets.groupId} = ${dimensions.groupId}::uuid`);
  if (dimensions.channel) parts.push(sql`${tickets.channel} = ${dimensions.channel}`);
  if (dimensions.contactType) parts.push(sql`${tickets.contactType} = ${dimensions.contactType}`);
  if (dimensions.agentId) parts.push(sql`${tickets.agentId} = ${dimensions.agentId}::uuid`);
  return parts;
}

/** The whole condition of a ticket drill-down: its metric over [from, to) and its dimensions. */
export function ticketDrillDownCondition(drill: TicketDrillDown): SQL {
  const at = (instant: string) => sql`${instant}::timestamptz`;
  return sql.join([ticketDrillCondition(drill.metric, at(drill.from), at(drill.to)), ...ticketDimensionConditions(drill)], sql` and `);
}
