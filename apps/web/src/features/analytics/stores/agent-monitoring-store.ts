/** Realtime state of agent monitoring: the latest brand KPIs, groups and agents, with when each arrived. */
import { create } from 'zustand';
import type { AgentLiveStats, BrandLiveStats, GroupLiveStats } from '@switchboard/contracts/analytics/agent-monitoring.events';

interface Stamped<T> { value: T; at: number }

interface AgentMonitoringState {
  error: string | null;
  brand: Stamped<BrandLiveStats> | null;
  groups: Stamped<GroupLiveStats> | null;
  agents: Stamped<AgentLiveStats> | null;
  setBrand: (value: BrandLiveStats) => void;
  setGroups: (value: GroupLiveStats) => void;
  setAgents: (value: AgentLiveStats) => void;
  setError: (error: string | null) => void;
}

export const useAgentMonitoringStore = create<AgentMonitoringState>()((set) => ({
  error: null,
  brand: null,
  groups: null,
  agents: null,
  setBrand: (value) => set({ brand: { value, at: Date.now() }, error: null }),
  setGroups: (value) => set({ groups: { value, at: Date.now() }, error: null }),
  setAgents: (value) => set({ agents: { value, at: Date.now() }, error: null }),
  setError: (error) => set({ error }),
}));
