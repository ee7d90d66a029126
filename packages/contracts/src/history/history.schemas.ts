/**
 * Chat history (§2 /history, §7 "Chat history and chat actions"): the filters, the load-more list
 * (15 a page, §9), the transcript for QA and the chat actions (review, votes, block, tags, profile
 * widget, download). The spec leaves the filter shape open; docs/decisions.md "Chat history" says why it is this.
 */
import { z } from 'zod';
import { analyticsDrillDownSchema } from '../analytics/analytics.schemas';
import { languageCodeSchema } from '../translation/translation.schemas';
import { CHANNELS, PAGE_SIZES, THRESHOLDS } from '../common/constants';
import { listItem } from '../common/rules';
import { CHAT_STATES, messageSchema, profileSectionSchema } from '../live-chat/live-chat.schemas';
import { updatedFormDataSchema } from '../live-chat/profile-widgets';
import { chatRatingSchema } from '../live-chat/widget-forms.schemas';

export const HISTORY_PATHS = {
  filters: '/admin/v1/chatLogs/filters',
  filtersQuery: '/admin/v1/chatLogs/filtersQuery',
  chatLogsBySessionId: '/admin/v1/chatLogs/chatLogsBySessionId',
  reviewStatus: '/admin/v1/chatLogs/reviewstatus',
  blockStatus: '/admin/v1/chatLogs/blockStatus',
  updateTags: '/admin/v1/chatLogs/updateTags',
  userProfileWidgets: '/admin/v1/userProfileWidgets',
  translateAndSave: '/admin/v1/translateAndSave',
  voteChatlog: '/admin/v1/botBuilder/voteChatlog',
  downloadChatlog: '/admin/v2/downloadChatlog',
  /** Where a file made by downloadChatlog is fetched (with the bearer token). */
  chatlogFile: '/admin/v2/chatlogFiles/:fileName',
  sendTemplateFromChatHistory: '/admin/v2/sendTemplateFromChatHistory',
} as const;

export const chatlogFileUrl = (fileName: string) => HISTORY_PATHS.chatlogFile.replace(':fileName', encodeURIComponent(fileName));

/** §4 "Review filter". A session is reviewed Passed or Failed; All is the filter's "any". */
export const REVIEW_FILTERS = ['All', 'Passed', 'Failed'] as const;
export const REVIEW_STATUSES = ['Passed', 'Failed'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const HANDLED_BY = ['bot', 'agent'] as const;
export type HandledBy = (typeof HANDLED_BY)[number];
export const VOTES = ['upvote', 'downvote'] as const;
export type Vote = (typeof VOTES)[number];
export const DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export const HISTORY_TEXTS = {
  rangeTooLong: `The date range can be at most ${THRESHOLDS.allowedDateRangeDays} days.`,
  rangeReversed: 'The start date must not be after the end date.',
  unknownChat: 'This chat does not exist.',
  unknownMessage: 'This message does not exist in the chat.',
  unknownFile: 'This file does not exist or has expired.',
  notAvailable: 'not available',
  voted: (vote: string) => `${vote} success.`,
  reviewSaved: 'Review status saved',
  tagsSaved: 'Tags updated',
  blocked: 'Customer blocked',
  unblocked: 'Customer unblocked',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day, YYYY-MM-DD (UTC), that exists. */
export const daySchema = z.string().regex(DAY, 'Use the form YYYY-MM-DD').refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'Not a real date');

const MS_PER_DAY = 86_400_000;
/** Whole days from start to end (0 when the same day). */
export const daysBetween = (startDate: string, endDate: string) => Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / MS_PER_DAY);
/** §9: start 1 day back, end today. */
export function defaultDateRange(now = new Date()): { startDate: string; endDate: string } {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { startDate: day(now.getTime() - THRESHOLDS.defaultDateFilterStartDaysBack * MS_PER_DAY), endDate: day(now.getTime()) };
}

/** POST /admin/v1/chatLogs/filtersQuery. Dates are inclusive whole days (UTC); the range spans at most 30 days. */
export const filtersQueryBodySchema = z.object({
  startDate: daySchema,
  endDate: daySchema,
  channel: z.enum(CHANNELS).optional(),
  agentId: z.uuid('agentId must be a member id').optional(),
  /** Sessions carrying every one of these tags. */
  tags: z.array(z.string().trim().min(1).max(60)).max(10).optional(),
  reviewStatus: z.enum(REVIEW_FILTERS).default('All'),
  blocked: z.boolean().optional(),
  handledBy: z.enum(HANDLED_BY).optional(),
  /** Words that must all occur in one message of the chat (case-insensitive, whole words). */
  search: z.string().trim().max(200).optional(),
  /** nextCursor of the previous page (load more). */
  cursor: z.string().max(200).optional(),
  selectedBifurcation: z.unknown().optional(),
  /**
   * The conversations behind one analytics number (issue 24): with it, the list is exactly those conversations
   * (its [from, to) replaces startDate..endDate; the other filters still apply).
   */
  analytics: analyticsDrillDownSchema.optional(),
}).strict().superRefine((body, ctx) => {
  const days = daysBetween(body.startDate, body.endDate);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['startDate'], message: HISTORY_TEXTS.rangeReversed });
  else if (days > THRESHOLDS.allowedDateRangeDays) ctx.addIssue({ code: 'custom', path: ['endDate'], message: HISTORY_TEXTS.rangeTooLong });
});
export type FiltersQueryBody = z.input<typeof filtersQueryBodySchema>;
export type FiltersQuery = z.output<typeof filtersQueryBodySchema>;

export const HISTORY_PAGE_SIZE = PAGE_SIZES.historyLoadMore;

/** One row of the history list. */
export const chatLogSummarySchema = z.object({
  sessionId: z.string(),
  psid: z.string(),
  customerName: z.string(),
  channel: z.enum(CHANNELS),
  chatState: z.enum(CHAT_STATES),
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  handledBy: z.enum(HANDLED_BY),
  selectedTags: z.array(z.string()),
  blockedStatus: z.boolean(),
  reviewStatus: z.enum(REVIEW_STATUSES).nullable(),
  messageCount: z.number().int().min(0),
  lastMessage: z.string().nullable(),
  startedAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** The customer's satisfaction rating of the chat (after it was resolved), null until rated. */
  rating: chatRatingSchema.nullable().optional(),
});
export type ChatLogSummary = z.infer<typeof chatLogSummarySchema>;

/** Load-more page: no totalCount (counting a 30-day range would cost a scan on every page). */
export const filtersQueryDataSchema = z.object({
  chatLogs: z.array(chatLogSummarySchema),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type FiltersQueryData = z.infer<typeof filtersQueryDataSchema>;

/** GET /admin/v1/chatLogs/filters: the choices of each filter and the defaults. */
export const filtersDataSchema = z.object({
  channels: z.array(z.enum(CHANNELS)),
  agents: z.array(z.object({ agentId: z.string(), name: z.string() })),
  tags: z.array(z.string()),
  reviewStatuses: z.array(z.enum(REVIEW_FILTERS)),
  handledBy: z.array(z.enum(HANDLED_BY)),
  defaults: z.object({ startDate: z.string(), endDate: z.string() }),
  maxRangeDays: z.number().int(),
  pageSize: z.number().int(),
});
export type FiltersData = z.infer<typeof filtersDataSchema>;

const sessionIdSchema = z.uuid('sessionId must be a chat session id');

/** POST /admin/v1/chatLogs/chatLogsBySessionId (§7: payload sessionId). */
export const sessionBodySchema = z.object({ sessionId: sessionIdSchema, selectedBifurcation: z.unknown().optional() }).strict();
export const historyMessageSchema = messageSchema.extend({ vote: z.enum(VOTES).nullable(), translation: z.string().nullable() });
export type HistoryMessage = z.infer<typeof historyMessageSchema>;
export const chatLogDataSchema = z.object({
  chatLog: chatLogSummarySchema,
  messages: z.array(historyMessageSchema),
  userProfileWidget: z.object({ sections: z.array(profileSectionSchema) }),
});
export type ChatLogData = z.infer<typeof chatLogDataSchema>;

/** POST /admin/v1/chatLogs/reviewstatus. */
export const reviewStatusBodySchema = z.object({ sessionId: sessionIdSchema, reviewStatus: z.enum(REVIEW_STATUSES), selectedBifurcation: z.unknown().optional() }).strict();
export const reviewStatusDataSchema = z.object({ sessionId: z.string(), reviewStatus: z.enum(REVIEW_STATUSES) });

/** PUT /admin/v1/chatLogs/blockStatus (§7: response sessionId, blockedStatus). */
export const blockStatusBodySchema = z.object({ sessionId: sessionIdSchema, blockedStatus: z.boolean(), selectedBifurcation: z.unknown().optional() }).strict();
export const blockStatusDataSchema = z.object({ sessionId: z.string(), blockedStatus: z.boolean() });

/** PUT /admin/v1/chatLogs/updateTags (§7: response sessionId, selectedTags). */
export const updateTagsBodySchema = z.object({
  sessionId: sessionIdSchema,
  selectedTags: z.array(listItem(z.string().trim().min(1, 'A tag cannot be empty').max(60))).max(20),
  selectedBifurcation: z.unknown().optional(),
}).strict();
export const updateTagsDataSchema = z.object({ sessionId: z.string(), selectedTags: z.array(z.string()) });

/** POST /admin/v1/userProfileWidgets (§7: body may have id and updatedFormData; response sessionId, userProfileWidget). */
export const userProfileWidgetsBodySchema = z.object({
  sessionId: sessionIdSchema,
  id: z.string().optional(),
  updatedFormData: updatedFormDataSchema.optional(),
  selectedBifurcation: z.unknown().optional(),
}).strict();
export const userProfileWidgetsDataSchema = z.object({ sessionId: z.string(), userProfileWidget: z.object({ sections: z.array(profileSectionSchema) }) });

/** POST /admin/v1/translateAndSave and PUT /admin/v1/botBuilder/voteChatlog (§7: body has a vote). */
export const voteBodySchema = z.object({
  sessionId: sessionIdSchema,
  chatlogId: z.uuid('chatlogId must be a message id'),
  vote: z.enum(VOTES),
  /** translateAndSave only: the reviewer's translation of the message, saved with the vote (else the service translates it). */
  translatedText: z.string().trim().max(4000).optional(),
  /** translateAndSave only: the reviewer's language (default en). */
  target: languageCodeSchema.optional(),
  selectedBifurcation: z.unknown().optional(),
}).strict();
export type VoteBody = z.infer<typeof voteBodySchema>;
/** §7: response data has message, chatlogId, psid. */
export const voteDataSchema = z.object({
  message: z.string(), chatlogId: z.string(), psid: z.string(), vote: z.enum(VOTES),
  /** translateAndSave: the message's text in the reviewer's language as stored (null: none, it is in their language). */
  translation: z.string().nullable().optional(),
});

/** POST /admin/v2/downloadChatlog (§7: response data.downloadUrl). */
export const downloadChatlogBodySchema = z.object({ sessionId: sessionIdSchema, format: z.enum(DOWNLOAD_FORMATS).default('csv'), selectedBifurcation: z.unknown().optional() }).strict();
export const downloadChatlogDataSchema = z.object({ downloadUrl: z.string(), fileName: z.string() });

/** POST /admin/v2/sendTemplateFromChatHistory (WhatsApp chats; 412 'not available' where the channel is not configured). */
export { sendTemplateFromChatSchema as sendTemplateBodySchema } from '../whatsapp/whatsapp.window';
