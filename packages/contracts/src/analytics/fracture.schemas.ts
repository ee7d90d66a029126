/**
 * The fracture report of /analytics/fracture (issue 24, §2): the bot messages after which conversations break —
 * the customer leaves (abandoned), asks for a person (hand-over) or writes something the bot does not understand
 * (fallback). A bot message is told apart by what it says: the product records neither the workflow node nor the
 * bot message id with a sent message (chat_messages keeps the rendered content and the turn's NLU snapshot), so
 * the report ranks the texts the bot sent (docs/decisions.md, "Fracture").
 */
import { z } from 'zod';
import { MESSAGE_TYPES } from '../live-chat/live-chat.schemas';
import { reportFilterSchema } from './report-filter';

/** Rows shown: the most-broken bot messages first (the rest are counted in `moreSteps`). */
export const FRACTURE_ROW_LIMIT = 50;
/** The step before any bot message (a customer whose first message asked for a person or was not understood). */
export const FRACTURE_START_STEP = 'start';
export const FRACTURE_START_TEXT = '(Start of the conversation, before any bot message)';
/** A bot message's key: md5 of its shown text (fracture-sql.ts), or FRACTURE_START_STEP. */
export const fractureStepSchema = z.union([z.string().regex(/^[0-9a-f]{32}$/, 'step must be a bot message key'), z.literal(FRACTURE_START_STEP)]);

export const fractureFilterSchema = reportFilterSchema;
export type FractureFilterInput = z.input<typeof fractureFilterSchema>;

const breakCounts = z.object({
  abandoned: z.number().int(),
  handedOver: z.number().int(),
  fallback: z.number().int(),
  /** Conversations with at least one of the three after the step (a conversation may fall back and then leave). */
  breaks: z.number().int(),
});

export const fractureRowSchema = breakCounts.extend({
  step: fractureStepSchema,
  /** What the bot said (tags of rich text removed; a message without text: its type in brackets). */
  text: z.string(),
  type: z.enum(MESSAGE_TYPES).nullable(),
  /** Conversations in which the bot sent it (for the start step: every conversation). */
  reached: z.number().int(),
  /** breaks ÷ reached, %, and each kind ÷ reached. */
  share: z.number(),
  abandonedShare: z.number(),
  handoverShare: z.number(),
  fallbackShare: z.number(),
});
export type FractureRow = z.infer<typeof fractureRowSchema>;

export const fractureDataSchema = z.object({
  /** Conversations of the range, and how many broke in each way (each conversation once per kind). */
  totals: breakCounts.extend({ conversations: z.number().int() }),
  rows: z.array(fractureRowSchema),
  /** Bot messages with breaks beyond FRACTURE_ROW_LIMIT. */
  moreSteps: z.number().int(),
  range: z.object({ from: z.string(), to: z.string() }),
});
export type FractureData = z.infer<typeof fractureDataSchema>;
