/**
 * GET /admin/v1/getLiveKpi?from= → data.agentKpis: the agent's own chats today (from midnight in their time zone),
 * polled every TIMING.agentLiveKpiPollMs (§9, 10 min) while the chats page is open.
 */
import { useQuery } from '@tanstack/react-query';
import { TIMING } from '@switchboard/contracts/common/constants';
import { LIVE_KPI_PATH, liveKpiDataSchema, type AgentKpis } from '@switchboard/contracts/live-chat/live-kpi.api';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { startOfDayIn } from '@/features/live-chat/model/live-kpis';
import { http } from '@/lib/http/api';
import { useTimeZone } from '@/lib/dates/time-zone-store';

async function fetchKpis(zone: string, signal?: AbortSignal): Promise<AgentKpis> {
  // The day is worked out at each poll, so a page left open overnight starts counting afresh.
  const from = startOfDayIn(zone);
  const data = await http.requestData<unknown>(LIVE_KPI_PATH, { query: { from: String(from) }, quiet: true, ...(signal ? { signal } : {}) });
  const parsed = liveKpiDataSchema.safeParse(data);
  if (!parsed.success) throw new Error('Your figures could not be read.');
  return parsed.data.agentKpis;
}

export function useAgentKpisQuery() {
  const zone = useTimeZone();
  return useQuery({
    queryKey: liveChatKeys.kpis(zone),
    queryFn: ({ signal }) => fetchKpis(zone, signal),
    refetchInterval: TIMING.agentLiveKpiPollMs,
    staleTime: TIMING.agentLiveKpiPollMs,
  });
}
