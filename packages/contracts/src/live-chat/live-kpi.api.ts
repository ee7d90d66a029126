/**
 * The agent's live KPIs (§7 /admin/v1/getLiveKpi, "agent live KPIs (response data.agentKpis)", polled every
 * TIMING.agentLiveKpiPollMs): the caller's own chats since the start of their day. decisions.md "Agent live KPIs".
 */
import { z } from 'zod';

export const LIVE_KPI_PATH = '/admin/v1/getLiveKpi';
const DAY_MS = 86_400_000;

/**
 * GET ?from=<ms since epoch>: the start of the agent's day as their browser counts it (time zones differ); default the
 * UTC midnight. At most 2 days back and not in the future, so the figures stay "today".
 */
export const liveKpiQuerySchema = z.object({
  from: z.coerce.number({ error: 'from must be a time in ms' }).int('from must be a time in ms')
    .refine((from) => from <= Date.now() + 60_000, 'from must not be in the future')
    .refine((from) => from >= Date.now() - 2 * DAY_MS, 'from must be within the last 2 days')
    .optional(),
}).strict();

export const agentKpisSchema = z.object({
  /** From when the figures count (ms since epoch). */
  from: z.number(),
  /** Chats the agent took today (accepted, took from the queue, or started), still open or not. */
  chatsHandled: z.number().int().min(0),
  /** Of those, resolved. */
  chatsResolved: z.number().int().min(0),
  /** Mean time from taking a chat to resolving it, over the resolved ones; null with none. */
  averageHandlingMs: z.number().min(0).nullable(),
  /**
   * Mean time from the customer asking for a person (the handover) to the agent's first message, over the chats the
   * agent answered; proactive chats (the agent wrote first) do not count. null with none.
   */
  averageFirstResponseMs: z.number().min(0).nullable(),
});
export type AgentKpis = z.infer<typeof agentKpisSchema>;
export const liveKpiDataSchema = z.object({ agentKpis: agentKpisSchema });

