/** Business constants of spec §9 (timing, thresholds, page sizes). Both apps import these; never retype them. */

export const APP_VERSION = '4.5.0';
export const DEFAULT_LANGUAGE = 'en';

export const TIMING = {
  apiTimeoutMs: 20_000,
  internetCheckTimeoutMs: 10_000,
  autoLogoutPopupAfterMs: 2_700_000,
  autoLogoutAfterPopupMs: 120_000,
  agentLiveKpiPollMs: 600_000,
  liveGroupPollMs: 5_000,
  liveAgentsPollMs: 10_000,
  selectedAgentChatsPollMs: 5_000,
  chatHandlingLongMs: 120_000,
  chatHandlingCriticalMs: 300_000,
  /** Not in the spec (decisions.md): a silence this long in an agent-handled chat counts as a stall. */
  chatStallMs: 60_000,
  /**
   * Not in the spec (issue 21, decisions.md): once every eligible agent has been offered a waiting chat, offers
   * start again, but an agent who let it time out (or rejected it) is not offered that chat again for this long.
   */
  offerCooldownMs: 30_000,
  resizeDebounceMs: 750,
  scrollbarVisibleMs: 800,
  toastDurationS: 2,
  toastMaxCount: 3,
  notificationDurationS: 3,
  notificationOffset: 50,
  unsupportedPushNoticeS: 5,
  browserNotificationTimeoutMs: 2_000,
  browserNotificationVibrate: [200, 100, 200] as const,
  offlineRetryStartS: 5,
  tokenCookieExpiryDays: 7,
} as const;

export const THRESHOLDS = {
  intentScore: 0.5,
  autoJoinOnAccept: true,
  liveTrafficMaxBatches: 60,
  storedLiveChatItems: 4,
  allowedDateRangeDays: 30,
  defaultDateFilterStartDaysBack: 1,
  ticketsDefaultRangeDays: 15,
  chatAnalyticsDefaultRangeDays: 3,
  conversionDefaultRangeDays: 7,
  histogramNarrowWidthPx: 786,
  histogramLabelSplitNarrow: 15,
  histogramLabelSplitWide: 30,
  maxAgentsInvitedByCsv: 20,
  wordCloudLimit: 100,
  clusterLimit: 10,
  sidebarHeaderHeight: 60,
  uploadVideoMaxBytes: 5_242_880,
  uploadDocumentMaxBytes: 5_242_880,
} as const;

export const PAGE_SIZES = {
  utterances: 20,
  utterancesDefault: 5,
  qaIntentRecords: 10,
  chatlogTrainingMessages: 10,
  modelAccuracyUtterances: 10,
  modelAccuracyIntents: 30,
  workflowRecords: 20,
  categories: 20,
  messages: 20,
  faqs: 10,
  botParams: 10,
  generativeFaqs: 10,
  environmentVariables: 10,
  historyLoadMore: 15,
  ticketHistoryLoadMore: 15,
  customers: 10,
  customerChatlogLoadMore: 10,
  reports: 10,
  apiLogsLoadMore: 10,
  reportConfigs: 20,
  uiReports: 10,
  intentUtterances: 10,
  clusterRequests: 10,
  trainingLogs: 5,
  models: 10,
  deploymentLogs: 10,
  messagingCtaRecords: 20,
  intentsDefault: 10,
  intentBlockedList: 10,
  dialogues: 10,
  predictedIntentsAndActions: 5,
  broadcastHistory: 10,
  feedback: 10,
  tickets: 10,
} as const;

export const GRANULARITIES = ['hour', 'day', 'week', 'month'] as const;
export const CHANNELS = ['website', 'facebook', 'android', 'ios', 'wa', 'ivr'] as const;
export type Channel = (typeof CHANNELS)[number];
/** What people read for a channel code (issue 21, point 7: no raw codes in the console). */
export const CHANNEL_LABELS: Record<Channel, string> = {
  website: 'Website', facebook: 'Facebook', android: 'Android app', ios: 'iOS app', wa: 'WhatsApp', ivr: 'Phone (IVR)',
};
/** A stored channel code as people read it (a code no longer offered shows as stored). */
export const channelLabel = (code: string): string => (CHANNEL_LABELS as Record<string, string>)[code] ?? code;

/** Local-storage keys and the cookie of spec §3 "Stored session". */
export const STORAGE_KEYS = {
  dashboardUser: 'dashboardUser',
  dashboardVersion: 'dashboardVersion',
  liveChatsUnreadMessageCount: 'liveChatsUnreadMessageCount',
  unseenLiveChatStallCount: 'unseenLiveChatStallCount',
  dashboardTheme: 'dashboardTheme',
  tokenCookie: 'token',
} as const;

/** Accepted response statuses (§7): 2xx and 412. 800 carries a redirect pathname (§4). */
export const HTTP_BUSINESS_RULE = 412;
export const HTTP_REDIRECT_WITH_PATHNAME = 800;
