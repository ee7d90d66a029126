/**
 * The agent monitoring channel, socket.io namespace /liveAdmins (spec §7): brandLiveStats (data),
 * groupLiveStats (data.group, data.columns), agentLiveStats (data.columns, data.agentList).
 *
 * Spec §3 says live stats tables carry column definitions "with a sorter and a cell renderer
 * supplied by the server as function text". We never evaluate server-supplied code: the server
 * sends declarative columns (a sorter kind and a renderer kind) and the console maps each kind to
 * its own code (docs/decisions.md).
 */
import { z } from 'zod';
import { AGENT_STATES } from '../live-chat/live-chat.schemas';

export const AGENT_MONITORING_EVENTS = {
  brandLiveStats: 'brandLiveStats',
  groupLiveStats: 'groupLiveStats',
  agentLiveStats: 'agentLiveStats',
} as const;

/** The route a member needs for the agent monitoring channel. */
export const AGENT_MONITORING_FEATURE = '/analytics/agent_monitoring';

export const COLUMN_SORTERS = ['number', 'string', 'duration'] as const;
export const COLUMN_RENDERS = ['text', 'duration', 'badge', 'percent'] as const;
export const columnDefSchema = z.object({
  key: z.string().min(1),
  title: z.string(),
  sorter: z.enum(COLUMN_SORTERS),
  render: z.enum(COLUMN_RENDERS),
});
export type ColumnDef = z.infer<typeof columnDefSchema>;
export type ColumnSorter = ColumnDef['sorter'];
export type ColumnRender = ColumnDef['render'];
/** A table cell value; durations are seconds, percents are fractions (0.5 = 50%). */
export type CellValue = string | number | boolean | null;

const count = z.number().int().min(0);

export const brandLiveStatsSchema = z.object({
  data: z.object({
    totalAgents: count,
    online: count,
    accepting: count,
    chatsInProgress: count,
    inQueue: count,
    /** Mean wait of the chats in the queue now, seconds; null with an empty queue. */
    avgWaitSeconds: z.number().min(0).nullable(),
  }),
});
export type BrandLiveStats = z.infer<typeof brandLiveStatsSchema>['data'];

export const groupRowSchema = z.object({
  groupId: z.string(),
  name: z.string(),
  agentsOnline: count,
  chats: count,
  inQueue: count,
  /** Chat slots of the group's online agents. */
  capacity: count,
  /** chats / capacity (0 without capacity). */
  utilisation: z.number().min(0),
});
export type GroupRow = z.infer<typeof groupRowSchema>;
export const groupLiveStatsSchema = z.object({ data: z.object({ group: z.array(groupRowSchema), columns: z.array(columnDefSchema) }) });
export type GroupLiveStats = z.infer<typeof groupLiveStatsSchema>['data'];

export const agentRowSchema = z.object({
  agentId: z.string(),
  name: z.string(),
  state: z.enum(AGENT_STATES),
  online: z.boolean(),
  /** Chats held now (accepted and offered). */
  chats: count,
  capacity: count,
  /** Age of the agent's oldest accepted open chat, seconds; null without one. */
  longestChatSeconds: z.number().min(0).nullable(),
});
export type AgentRow = z.infer<typeof agentRowSchema>;
export const agentLiveStatsSchema = z.object({ data: z.object({ columns: z.array(columnDefSchema), agentList: z.array(agentRowSchema) }) });
export type AgentLiveStats = z.infer<typeof agentLiveStatsSchema>['data'];
