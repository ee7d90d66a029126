/**
 * Realtime presence of the chats screen: who is typing or viewing each chat, the viewer's agent
 * state and the live counters. Typing expires on a timer (a lost "stopped typing" must not stick).
 */
import { create } from 'zustand';
import type { AgentState } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { onSessionReset } from '@/lib/session/reset-session';

export const TYPING_EXPIRY_MS = 6_000;

export interface TypingEntry { by: string; name: string; at: number }
export interface ChatViewer { adminId: string; name: string; typing: boolean }
export interface ChatStats { totalLive: number; totalRequireAttention: number; totalOvertaken: number }

interface PresenceState {
  typing: Record<string, TypingEntry>;
  viewers: Record<string, ChatViewer[]>;
  agentState: { selectedState: AgentState; agentStates: AgentState[] } | null;
  stats: ChatStats | null;
  setTyping: (sessionId: string, entry: TypingEntry | null) => void;
  expireTyping: (now: number) => void;
  setViewers: (sessionId: string, viewers: ChatViewer[]) => void;
  setAgentState: (agentState: PresenceState['agentState']) => void;
  setStats: (stats: ChatStats) => void;
  forgetChat: (sessionId: string) => void;
  reset: () => void;
}

const without = <T>(map: Record<string, T>, key: string): Record<string, T> => {
  if (!(key in map)) return map;
  const { [key]: _gone, ...rest } = map;
  return rest;
};

const empty = { typing: {}, viewers: {}, agentState: null, stats: null };

export const usePresenceStore = create<PresenceState>()((set) => ({
  ...empty,
  setTyping: (sessionId, entry) =>
    set((state) => ({ typing: entry ? { ...state.typing, [sessionId]: entry } : without(state.typing, sessionId) })),
  expireTyping: (now) =>
    set((state) => {
      const live = Object.entries(state.typing).filter(([, entry]) => now - entry.at < TYPING_EXPIRY_MS);
      return live.length === Object.keys(state.typing).length ? state : { typing: Object.fromEntries(live) };
    }),
  setViewers: (sessionId, viewers) => set((state) => ({ viewers: { ...state.viewers, [sessionId]: viewers } })),
  setAgentState: (agentState) => set({ agentState }),
  setStats: (stats) => set({ stats }),
  forgetChat: (sessionId) =>
    set((state) => ({ typing: without(state.typing, sessionId), viewers: without(state.viewers, sessionId) })),
  reset: () => set(empty),
}));

onSessionReset(() => usePresenceStore.getState().reset());
