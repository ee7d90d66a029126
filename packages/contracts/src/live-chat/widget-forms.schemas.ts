/**
 * The pre-chat form and the satisfaction survey as zod schemas (server and console), built on the zod-free
 * rules of widget-forms.rules.ts that the widget applies: one rule, three places.
 */
import { z } from 'zod';
import {
  isScoreOf, PRE_CHAT_FORM_MODES, preChatProblems, RATING_COMMENT_MAX, RATING_SCALES, SATISFACTION_SURVEY_MODES, WIDGET_FORM_TEXTS,
} from './widget-forms.rules';

/** A field of the form: trimmed, blank meaning "not given". */
const answer = z.string().max(1000).transform((value) => value.trim() || undefined).optional();

/** The pre-chat form's answers (each checked as given; whether they are required is the brand's mode). */
export const preChatAnswersSchema = z.object({ name: answer, email: answer }).superRefine((answers, ctx) => {
  for (const [field, message] of Object.entries(preChatProblems(answers, 'optional'))) ctx.addIssue({ code: 'custom', path: [field], message });
});
export type PreChatAnswersInput = z.input<typeof preChatAnswersSchema>;

/** startChat's payload: the pre-chat form's answers travel with the start (nothing is stored before it). */
export const startChatSchema = z.object({ preChat: preChatAnswersSchema.optional() });
export type StartChatPayload = z.input<typeof startChatSchema>;

/** rateChat: the customer rates their resolved chat once. */
export const rateChatSchema = z.object({
  sessionId: z.uuid('sessionId must be a chat session id'),
  scale: z.enum(RATING_SCALES),
  score: z.number().int(),
  comment: z.string().max(RATING_COMMENT_MAX, WIDGET_FORM_TEXTS.commentTooLong).transform((value) => value.trim() || undefined).optional(),
}).superRefine((rating, ctx) => {
  if (!isScoreOf(rating.scale, rating.score)) ctx.addIssue({ code: 'custom', path: ['score'], message: `Not a ${rating.scale} rating` });
});
export type RateChatPayload = z.input<typeof rateChatSchema>;

/** A stored rating as history and the customer profile show it. */
export const chatRatingSchema = z.object({
  scale: z.enum(RATING_SCALES),
  score: z.number().int(),
  comment: z.string().nullable(),
  ratedAt: z.string(),
});
export type ChatRating = z.infer<typeof chatRatingSchema>;

/** What the widget is told on connecting (`widgetConfig`, before `visitor` or `session`): the brand's choices for its forms. */
export const widgetConfigSchema = z.object({
  preChatForm: z.enum(PRE_CHAT_FORM_MODES),
  satisfactionSurvey: z.enum(SATISFACTION_SURVEY_MODES),
  /** A "Talk to a person" button in the header while the bot handles the chat. */
  talkToPerson: z.boolean(),
});
export type WidgetConfig = z.infer<typeof widgetConfigSchema>;
