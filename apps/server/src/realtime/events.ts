/**
 * Server → client events per namespace (§7 "Realtime channels"), with payload types from
 * contracts. Modules add their events here as they are built; publish() only accepts these.
 */
import type { z } from 'zod';
import type { ForceLogoutPayload, NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import type {
  additionSchema, ticketAdditionOnChatSchema, agentStateSchema, deletionSchema, detailedChatStatsSchema, responseSchema, typingStatusSchema,
  tagAdditionSchema, updateMessageSchema, updationSchema, userMessageSchema, viewingStatusSchema, chatResyncSchema,
} from '@switchboard/contracts/live-chat/live-chat.events';
import type { chatStatePayloadSchema, notificationSchema } from '@switchboard/contracts/live-chat/live-chat.api';
import type {
  agentMessagePayloadSchema, botMessagesPayloadSchema, historyPayloadSchema, messageStatusPayloadSchema,
  queueStatusPayloadSchema, sessionPayloadSchema, webchatTypingSchema,
} from '@switchboard/contracts/live-chat/webchat.events';
import type { LastNHoursTimeSeries, PerMinuteStats, PerSecondStats } from '@switchboard/contracts/dashboard/dashboard.events';
import type { agentLiveStatsSchema, brandLiveStatsSchema, groupLiveStatsSchema } from '@switchboard/contracts/analytics/agent-monitoring.events';
import type {
  ticketAdditionSchema, ticketDeletionSchema, ticketResponseSchema, ticketUpdationSchema, ticketUserMessageSchema,
} from '@switchboard/contracts/tickets/tickets.events';
import type { BotTrainingEvent } from '@switchboard/contracts/models/models.schemas';
import type { BotTestRunEvent } from '@switchboard/contracts/automated-testing/test-runs.events';
import type { DmsAddition, DmsTrainingEvent, DmsUpdation } from '@switchboard/contracts/dms/dms.events';

export type NamespaceKey = keyof typeof NAMESPACES;

export interface LiveConversationsEvents {
  forceLogout: ForceLogoutPayload;
  addition: z.infer<typeof additionSchema> | z.infer<typeof ticketAdditionOnChatSchema>;
  updation: z.infer<typeof updationSchema>;
  deletion: z.infer<typeof deletionSchema>;
  userMessage: z.infer<typeof userMessageSchema>;
  response: z.infer<typeof responseSchema>;
  updateMessage: z.infer<typeof updateMessageSchema>;
  typingStatus: z.infer<typeof typingStatusSchema>;
  detailedChatStats: z.infer<typeof detailedChatStatsSchema>;
  getAgentState: z.infer<typeof agentStateSchema>;
  viewingStatus: z.infer<typeof viewingStatusSchema>;
  chatResync: z.infer<typeof chatResyncSchema>;
  tagAddition: z.infer<typeof tagAdditionSchema>;
  notification: z.infer<typeof notificationSchema>;
}

/** The dashboard channel (live-stats module). */
export interface LiveChatsStatsEvents {
  perSecondStats: PerSecondStats;
  perMinuteStats: PerMinuteStats;
  lastNHoursTimeSeries: LastNHoursTimeSeries;
}

/** The agent monitoring channel (live-stats module). */
export interface LiveAdminsEvents {
  brandLiveStats: z.infer<typeof brandLiveStatsSchema>;
  groupLiveStats: z.infer<typeof groupLiveStatsSchema>;
  agentLiveStats: z.infer<typeof agentLiveStatsSchema>;
}

/** The tickets channel (tickets module). */
export interface LiveTicketsEvents {
  addition: z.infer<typeof ticketAdditionSchema>;
  deletion: z.infer<typeof ticketDeletionSchema>;
  updation: z.infer<typeof ticketUpdationSchema>;
  response: z.infer<typeof ticketResponseSchema>;
  userMessage: z.infer<typeof ticketUserMessageSchema>;
}

export interface NamespaceEvents {
  liveConversations: LiveConversationsEvents;
  liveChatsStats: LiveChatsStatsEvents;
  liveAdmins: LiveAdminsEvents;
  liveTickets: LiveTicketsEvents;
  /**
   * The training channel: dialogue training (dms module: the spec's addition and updation, and dmsTraining), bot
   * training progress (bot-builder module) and test runs (automated-testing).
   */
  liveDialogTraining: { botTraining: BotTrainingEvent; botTestRun: BotTestRunEvent; addition: DmsAddition; updation: DmsUpdation; dmsTraining: DmsTrainingEvent };
}

/** Server → customer events on /webchat. */
export interface WebchatEvents {
  session: z.infer<typeof sessionPayloadSchema>;
  history: z.infer<typeof historyPayloadSchema>;
  botMessages: z.infer<typeof botMessagesPayloadSchema>;
  agentMessage: z.infer<typeof agentMessagePayloadSchema>;
  typingStatus: z.infer<typeof webchatTypingSchema>;
  messageStatus: z.infer<typeof messageStatusPayloadSchema>;
  queueStatus: z.infer<typeof queueStatusPayloadSchema>;
  chatState: z.infer<typeof chatStatePayloadSchema>;
}
