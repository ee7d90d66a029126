/**
 * The agent monitoring channel /liveAdmins (§7): brandLiveStats, groupLiveStats, agentLiveStats,
 * pushed by the server at the §9 cadence (groups 5 s, agents 10 s, brand KPIs 10 min). Payloads
 * are checked against the contracts' schemas; stopping unsubscribes so the server stops computing.
 */
import type { z } from 'zod';
import {
  AGENT_MONITORING_EVENTS, agentLiveStatsSchema, brandLiveStatsSchema, groupLiveStatsSchema,
  type AgentLiveStats, type BrandLiveStats, type GroupLiveStats,
} from '@switchboard/contracts/analytics/agent-monitoring.events';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { LIVE_STATS_COMMANDS } from '@switchboard/contracts/dashboard/dashboard.events';
import { getNamespaceSocket } from '@/lib/socket/namespace-socket';

export interface AgentMonitoringHandlers {
  brand: (data: BrandLiveStats) => void;
  groups: (data: GroupLiveStats) => void;
  agents: (data: AgentLiveStats) => void;
  failed: (message: string) => void;
}

const checked = <T>(schema: z.ZodType<{ data: T }>, apply: (data: T) => void) => (raw: unknown) => {
  const parsed = schema.safeParse(raw);
  if (parsed.success) apply(parsed.data.data);
};

export function watchAgentMonitoring(handlers: AgentMonitoringHandlers): () => void {
  let active = true;
  let stop = () => {};
  void getNamespaceSocket(NAMESPACES.liveAdmins).then((socket) => {
    if (!active) return;
    const listeners: Record<string, (raw: unknown) => void> = {
      [AGENT_MONITORING_EVENTS.brandLiveStats]: checked(brandLiveStatsSchema, handlers.brand),
      [AGENT_MONITORING_EVENTS.groupLiveStats]: checked(groupLiveStatsSchema, handlers.groups),
      [AGENT_MONITORING_EVENTS.agentLiveStats]: checked(agentLiveStatsSchema, handlers.agents),
      connect_error: (error) => handlers.failed(error instanceof Error ? error.message : String(error)),
    };
    Object.entries(listeners).forEach(([event, listener]) => socket.on(event, listener));
    socket.emit(LIVE_STATS_COMMANDS.subscribe);
    stop = () => {
      Object.entries(listeners).forEach(([event, listener]) => socket.off(event, listener));
      socket.emit(LIVE_STATS_COMMANDS.unsubscribe);
    };
  });
  return () => {
    active = false;
    stop();
  };
}
