/**
 * The dialogue channel (spec §7, namespace liveDialogTraining): interactive training in the DMS chatbot widget.
 * Server → client: `addition` (newMessage: a dialog box added to the conversation) and `updation` of the spec's
 * types; `dmsTraining` (ours) carries a policy training's progress, as `botTraining` does the NLU's.
 * Client → server (ours; the spec names none): start, message, confirmIntent, confirmAction, save, resume, each with
 * an ack `{ data }` or `{ message, errorCode }`. The conversation is the trainer's (member and brand), not the
 * socket's: after a reconnect `resume` replays it as the live events (kept 10 minutes after a disconnect).
 */
import { z } from 'zod';
import { NAMESPACES } from '../auth/auth.events';
import { PAGE_SIZES } from '../common/constants';
import { dialogBoxSchema, dmsTrainingSchema, storySchema } from './dms.schemas';

export const DMS_NAMESPACE = NAMESPACES.liveDialogTraining;
/** Top predictions shown (§9 "predicted intents and actions: 5"). */
export const PREDICTIONS_SHOWN = PAGE_SIZES.predictedIntentsAndActions;

export const DMS_EVENTS = {
  addition: 'addition',
  updation: 'updation',
  dmsTraining: 'dmsTraining',
  /** Ours: this socket no longer holds the trainer's conversation (another tab started or resumed it). */
  conversationClosed: 'dmsConversationClosed',
} as const;

/** What the trainer sends. */
export const DMS_COMMANDS = {
  start: 'dmsStart',
  message: 'dmsMessage',
  confirmIntent: 'dmsConfirmIntent',
  confirmAction: 'dmsConfirmAction',
  save: 'dmsSave',
  resume: 'dmsResume',
} as const;

export const UPDATION_TYPES = [
  'updateMessage', 'matchDialogues', 'inputLock', 'updateGlobalSync', 'predictedIntents', 'predictedEntities', 'predictedActions', 'utterance',
] as const;

const entity = z.object({ entity: z.string(), value: z.string(), text: z.string().optional() });

export const dmsAdditionSchema = z.object({ newMessage: dialogBoxSchema.and(z.object({ text: z.string().optional() })) });
export const dmsUpdationSchema = z.discriminatedUnion('type', [
  /** A box changed (the trainer confirmed or corrected the intent and entities of a customer turn). */
  z.object({ type: z.literal('updateMessage'), message: dialogBoxSchema }),
  /** Stories whose beginning matches the conversation so far (at most 10). */
  z.object({ type: z.literal('matchDialogues'), dialogues: z.array(z.object({ _id: z.string(), name: z.string(), matchedBoxes: z.number().int() })), totalCount: z.number().int() }),
  /** locked: the trainer confirms or corrects before typing again. */
  z.object({ type: z.literal('inputLock'), locked: z.boolean(), reason: z.enum(['confirmIntent', 'confirmAction', 'none']) }),
  /** Data of a domain changed (stories, actions, domain, training): open DMS screens refetch. */
  z.object({ type: z.literal('updateGlobalSync'), what: z.enum(['stories', 'actions', 'domains', 'training']), domainId: z.string().nullable(), id: z.string().nullable() }),
  z.object({ type: z.literal('predictedIntents'), dialogBoxId: z.string(), intents: z.array(z.object({ intent: z.string(), score: z.number() })), totalCount: z.number().int() }),
  z.object({ type: z.literal('predictedEntities'), dialogBoxId: z.string(), entities: z.array(entity), totalCount: z.number().int() }),
  /** The policy's ranking of the next action (`listen`: wait for the customer), and whether it came from memory. */
  z.object({
    type: z.literal('predictedActions'), actions: z.array(z.object({ actionId: z.string(), name: z.string(), score: z.number() })),
    totalCount: z.number().int(), source: z.enum(['memo', 'classifier', 'fallback']),
  }),
  /** What the bot says for the confirmed action (a respond or ask action's first variation). */
  z.object({ type: z.literal('utterance'), dialogBoxId: z.string(), text: z.string() }),
]);
export type DmsAddition = z.infer<typeof dmsAdditionSchema>;
export type DmsUpdation = z.infer<typeof dmsUpdationSchema>;
/** Payload of dmsTraining: the whole training log row (status, progress, accuracy, conflicts). */
export const dmsTrainingEventSchema = dmsTrainingSchema;
export type DmsTrainingEvent = z.infer<typeof dmsTrainingSchema>;

/** The pseudo-action "wait for the customer" (Rasa's action_listen): predicted when the bot's part of a turn is over. */
export const LISTEN_ACTION = 'listen';

export const dmsStartSchema = z.object({ domainId: z.string().trim().min(1) }).strict();
export const dmsMessageSchema = z.object({ text: z.string().trim().min(1).max(1000) }).strict();
export const dmsConfirmIntentSchema = z.object({
  dialogBoxId: z.string().trim().min(1),
  intent: z.string().trim().min(1).max(100),
  entities: z.array(z.object({ entity: z.string().trim().min(1), value: z.string().trim().min(1).max(500) }).strict()).max(20).default([]),
}).strict();
/** actionId: an action of the domain, or `listen` (the bot's part of the turn is over). */
export const dmsConfirmActionSchema = z.object({ actionId: z.string().trim().min(1) }).strict();
/** Saves the conversation as a new dialogue (name) or appends it to one (storyId). */
export const dmsSaveSchema = z.object({ name: z.string().trim().min(1).max(100).optional(), storyId: z.string().trim().min(1).optional() }).strict()
  .refine((body) => Boolean(body.name) !== Boolean(body.storyId), { message: 'Give a name for a new dialogue or the storyId to append to', path: ['name'] });
export const dmsSaveResultSchema = z.object({ story: storySchema, created: z.boolean() });

/**
 * Asks for the trainer's conversation after a reconnect: the server replays it (every box as `addition`, what the bot
 * said, matchDialogues, the predictions waiting and inputLock) before the ack; resumed false: it is gone.
 */
export const dmsResumeSchema = z.object({}).strict();
export const dmsResumeResultSchema = z.object({ resumed: z.boolean(), domainId: z.string().nullable() });
export type DmsResumeResult = z.infer<typeof dmsResumeResultSchema>;
export const dmsConversationClosedSchema = z.object({ reason: z.enum(['otherTab']) });
export type DmsConversationClosed = z.infer<typeof dmsConversationClosedSchema>;
