export const liveChatKeys = {
  all: ['live-chat'] as const,
  /** The live chat list, from the join ack, patched by realtime events. */
  list: ['live-chat', 'list'] as const,
  /** Open chats (joinChatRoom), one per session. */
  rooms: ['live-chat', 'room'] as const,
  room: (sessionId: string) => ['live-chat', 'room', sessionId] as const,
  /** Who could take the chat (transfer / invite pickers). */
  agentDirectory: (sessionId: string, purpose: 'transfer' | 'invite') => ['live-chat', 'agent-directory', sessionId, purpose] as const,
  /** The brand's tags, offered by the chat's tag editor. */
  brandTags: ['live-chat', 'brand-tags'] as const,
  /** Notes about the customer of a chat. */
  notes: (sessionId: string) => ['live-chat', 'notes', sessionId] as const,
  /** The composer's canned-response picker, per search. */
  cannedResponses: (search: string) => ['live-chat', 'canned-responses', search] as const,
  /** The brand configuration (handling-time thresholds, auto-join). */
  configuration: ['live-chat', 'configuration'] as const,
  /** The agent's own KPIs today (getLiveKpi), per time zone (its midnight). */
  kpis: (zone: string) => ['live-chat', 'kpis', zone] as const,
  /** Whether a translation service is configured, and the agent's language. */
  translationStatus: ['live-chat', 'translation-status'] as const,
};
