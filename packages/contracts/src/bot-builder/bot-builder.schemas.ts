/**
 * Bot builder (issue 4): intents with their utterances and blocked list, entities (list, regex and
 * the built-in system ones), training, publishing and the try-it panel. Ids follow §3: intent
 * record `id`, entity `entityID`.
 */
import { z } from 'zod';
import { pageQuerySchema } from '../common/pagination';
import { MESSAGE_TYPES, messageContentSchema } from '../live-chat/live-chat.schemas';

export const SYSTEM_ENTITIES = ['number', 'email', 'date', 'phone'] as const;
export type SystemEntity = (typeof SYSTEM_ENTITIES)[number];
export const ENTITY_TYPES = ['list', 'regex', 'system'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
/** Utterances train the intent; blocked sentences must never trigger it. */
export const UTTERANCE_KINDS = ['utterance', 'blocked'] as const;
export type UtteranceKind = (typeof UTTERANCE_KINDS)[number];

/** Intent and entity names: what trainers type and what postbacks and reports carry. */
export const botNameSchema = z.string().trim()
  .min(1, 'Name is required').max(60, 'Name is at most 60 characters')
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'Use letters, digits and underscores, starting with a letter');

export const quickReplySchema = z.object({ label: z.string().trim().min(1).max(40), value: z.string().trim().min(1).max(60) });

export const intentInputSchema = z.object({
  name: botNameSchema,
  /** The bot's answer to this intent (until workflows answer intents). */
  reply: z.string().trim().min(1, 'Reply is required').max(1000, 'Reply is at most 1000 characters'),
  /** Hand the chat to a person after the reply. */
  handover: z.boolean().default(false),
  quickReplies: z.array(quickReplySchema).max(5).default([]),
});
export type IntentInput = z.infer<typeof intentInputSchema>;

export const intentSchema = intentInputSchema.extend({
  id: z.string(),
  utteranceCount: z.number().int(),
  blockedCount: z.number().int(),
  updatedAt: z.string(),
});
export type Intent = z.infer<typeof intentSchema>;

export const intentListQuerySchema = pageQuerySchema;

/** An entity marked inside an utterance: characters [start, end) of its text. */
export const markedEntitySchema = z.object({
  entity: z.string().min(1),
  start: z.number().int().min(0),
  end: z.number().int().min(1),
});
export type MarkedEntity = z.infer<typeof markedEntitySchema>;

export const utteranceInputSchema = z.object({
  text: z.string().trim().min(1, 'Text is required').max(500, 'Text is at most 500 characters'),
  kind: z.enum(UTTERANCE_KINDS).default('utterance'),
  entities: z.array(markedEntitySchema).max(20).default([]),
}).superRefine((value, ctx) => {
  value.entities.forEach((mark, index) => {
    if (mark.end <= mark.start || mark.end > value.text.length) {
      ctx.addIssue({ code: 'custom', path: ['entities', index], message: 'The marked text is outside the utterance' });
    }
  });
});
export type UtteranceInput = z.infer<typeof utteranceInputSchema>;

export const utteranceSchema = z.object({
  id: z.string(),
  intentId: z.string(),
  text: z.string(),
  kind: z.enum(UTTERANCE_KINDS),
  entities: z.array(markedEntitySchema),
  createdAt: z.string(),
});
export type Utterance = z.infer<typeof utteranceSchema>;

export const utteranceListQuerySchema = pageQuerySchema.extend({ kind: z.enum(UTTERANCE_KINDS).default('utterance') });

export const entityValueSchema = z.object({
  value: z.string().trim().min(1, 'Value is required').max(100),
  synonyms: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
});

/**
 * A group that repeats something and is itself repeated ((a+)+, (\w*x)*, (a|aa){2,}): such patterns can
 * backtrack for minutes on a customer's message, and JavaScript regexes cannot be interrupted.
 */
export const NESTED_REPETITION = /\((?:[^()\\]|\\.)*(?:[+*]|\{\d+,\d*\})(?:[^()\\]|\\.)*\)(?:[+*]|\{\d+,\d*\})|\((?:[^()]*\|[^()]*)\)(?:[+*]|\{\d+,\d*\})/;

export const entityInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('list'), name: botNameSchema, values: z.array(entityValueSchema).min(1, 'Add at least one value').max(500) }),
  z.object({
    type: z.literal('regex'), name: botNameSchema,
    pattern: z.string().min(1, 'Pattern is required').max(200, 'Pattern is at most 200 characters').refine((pattern) => {
      try {
        new RegExp(pattern, 'iu');
        return true;
      } catch {
        return false;
      }
    }, 'Not a valid regular expression')
      .refine((pattern) => !NESTED_REPETITION.test(pattern), 'Repetition inside repetition, like (a+)+, is not allowed: it can stall the bot'),
  }),
]);
export type EntityInput = z.infer<typeof entityInputSchema>;

export const entitySchema = z.object({
  entityID: z.string(),
  name: z.string(),
  type: z.enum(ENTITY_TYPES),
  values: z.array(entityValueSchema),
  pattern: z.string().nullable(),
  /** System entities are built in: listed, usable, never edited. */
  editable: z.boolean(),
});
export type Entity = z.infer<typeof entitySchema>;
export const entityListQuerySchema = pageQuerySchema.extend({ type: z.enum(ENTITY_TYPES).optional() });

/** An entity found in a message. */
export const extractedEntitySchema = z.object({
  entity: z.string(), value: z.string(), text: z.string(), start: z.number().int(), end: z.number().int(),
});
export type ExtractedEntity = z.infer<typeof extractedEntitySchema>;

export const tryItBodySchema = z.object({ text: z.string().trim().min(1, 'Type a message').max(500) });
export const tryItDataSchema = z.object({
  /** 'None' below the threshold. */
  intent: z.string(),
  confidence: z.number(),
  threshold: z.number(),
  ranking: z.array(z.object({ intent: z.string(), score: z.number() })),
  entities: z.array(extractedEntitySchema),
  /** The text of the bot's first reply message ('' when it said nothing). */
  reply: z.string(),
  modelId: z.string(),
  modelVersion: z.number().int(),
  /** What the draft bot answered, as a customer would get it (workflow messages, intent reply, FAQ, fallback). */
  messages: z.array(z.object({ type: z.enum(MESSAGE_TYPES), content: messageContentSchema })),
  /** The bot passed the chat to a person: to this group (null: the default group). */
  handover: z.object({ groupId: z.string().nullable(), groupName: z.string().nullable() }).nullable(),
  /** Nobody could take the chat now (downtime, nobody online in the group): the customer was offered a ticket. */
  ticketOffered: z.boolean(),
  /** The try-it conversation after this message: the workflow it is in, whether a question waits, the variables so far. */
  conversation: z.object({
    workflow: z.string().nullable(),
    waitingForAnswer: z.boolean(),
    variables: z.record(z.string(), z.string()),
  }),
});
export type TryItData = z.infer<typeof tryItDataSchema>;

export const UPLOAD_REPORT_STATUSES = ['added', 'skipped', 'error'] as const;
export const uploadReportSchema = z.object({
  intentsCreated: z.number().int(),
  utterancesAdded: z.number().int(),
  rows: z.array(z.object({ row: z.number().int(), status: z.enum(UPLOAD_REPORT_STATUSES), message: z.string() })),
});
export type UploadReport = z.infer<typeof uploadReportSchema>;
