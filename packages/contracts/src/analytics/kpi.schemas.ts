/**
 * The KPI report of /analytics/kpi (issue 24, §2 analytics/kpi; §7 getLiveKpi and agent live KPIs polled every
 * TIMING.agentLiveKpiPollMs): the live numbers (live, waiting, agents online and accepting, wait now, answered
 * within target today) and per-agent KPIs over the filter's range. The page polls it at KPI_POLL_MS.
 */
import { z } from 'zod';
import { TIMING } from '../common/constants';
import { agentRowSchema } from './agent-monitoring.events';
import { FIRST_RESPONSE_BINS, KPI_ANSWER_TARGET_MS } from './metrics';

/** §7: agent live KPIs are polled every 600,000 ms; the KPI page polls its report at the same pace. */
export const KPI_POLL_MS = TIMING.agentLiveKpiPollMs;

export { KPI_ANSWER_TARGET_MS };
/** The first-response bins the target covers (its drill-down is one condition: DRILL_METRICS `answeredWithinTarget`). */
export const KPI_TARGET_BINS = FIRST_RESPONSE_BINS.filter((bin) => bin.upToMs !== null && bin.upToMs <= KPI_ANSWER_TARGET_MS);

const count = z.number().int().min(0);

/** Answered within target: hand-overs answered in time ÷ hand-overs, % (one decimal). */
const withinTarget = z.object({ handovers: count, answeredWithinTarget: count, answeredWithinTargetRate: z.number() });

export const kpiLiveSchema = withinTarget.extend({
  /** When the live numbers were read (ms since epoch). */
  t: z.number(),
  /** Open chats now: with the bot, waiting and with an agent. */
  live: count,
  botHandling: count,
  /** Waiting for an agent (in the queue or offered). */
  waiting: count,
  agentHandling: count,
  totalAgents: count,
  agentsOnline: count,
  agentsAccepting: count,
  /** Mean wait of the chats waiting now, seconds; null with nobody waiting. */
  waitNowSeconds: z.number().min(0).nullable(),
  /** Today (the member's zone) as instants, for the within-target numbers and their drill-down. */
  today: z.object({ from: z.string(), to: z.string() }),
});

const agentRangeKpis = withinTarget.extend({
  accepted: count,
  queueWaitMs: count,
  responded: count,
  firstResponseMs: count,
  handled: count,
  handlingMs: count,
  resolved: count,
  transfers: count,
  rated: count,
  satisfaction: z.number(),
});

export const kpiDataSchema = z.object({
  live: kpiLiveSchema,
  /** The range's within-target numbers (every agent and the queue). */
  metrics: withinTarget.extend({ queueWaitMs: count, firstResponseMs: count }),
  /** Every agent (live state now) with their KPIs over the range; agents with none show zeros. */
  byAgent: z.array(agentRangeKpis.extend({
    agentId: z.string(), name: z.string(), state: agentRowSchema.shape.state, online: z.boolean(), chatsNow: count, capacity: count,
  })),
  targetMs: z.number().int(),
  pollMs: z.number().int(),
  range: z.object({ from: z.string(), to: z.string() }),
});
export type KpiData = z.infer<typeof kpiDataSchema>;
