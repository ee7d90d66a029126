/**
 * Dialogue management (spec §2 /dms, §3 dialogBoxId and actionId, §7 Dialogues): a brand's dialogue domains, the
 * actions the bot can take in them, and stories (dialogues): ordered dialog boxes of customer turns and bot actions
 * from which the next-action policy is learned. Shared by the console and the server; the server checks references
 * (intents, entities, slots, actions, functions, workflows, groups) on top of these shapes.
 */
import { z } from 'zod';
import { NESTED_REPETITION } from '../bot-builder/bot-builder.schemas';
import { pageQuerySchema } from '../common/pagination';

const name = z.string().trim().min(1, 'Required').max(100);
const ref = z.string().trim().min(1, 'Required').max(100);
const text = z.string().trim().min(1, 'Required').max(1000);

/** The console sends the member's bifurcation selection with every write (the server's bifurcation plugin reads it); not used here. */
const selectedBifurcation = z.unknown().optional();

/** Slot names are referenced from actions and stories: a plain identifier keeps them readable in both. */
const slotName = z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'Letters, digits and _ only, starting with a letter');

export const SLOT_TYPES = ['text', 'boolean', 'categorical', 'number'] as const;
export const slotSchema = z.object({
  name: slotName,
  type: z.enum(SLOT_TYPES),
  /** Categorical slots: the values the slot may take (the policy sees which one is set). */
  values: z.array(ref).max(50).optional(),
  /** Filled from this entity whenever a customer turn carries it. */
  fromEntity: ref.optional(),
}).strict().superRefine((slot, ctx) => {
  if (slot.type === 'categorical' && !slot.values?.length) ctx.addIssue({ code: 'custom', path: ['values'], message: 'A categorical slot lists its values' });
});
export type Slot = z.infer<typeof slotSchema>;

export const domainInputSchema = z.object({
  name,
  description: z.string().trim().max(500).default(''),
  /** Bot builder intents this domain's stories use. */
  intents: z.array(ref).max(200).default([]),
  /** Bot builder (or system) entities this domain's stories use. */
  entities: z.array(ref).max(200).default([]),
  slots: z.array(slotSchema).max(100).default([]),
  /** The action taken when the policy is not confident (none: the runtime's workflows, FAQ and fallback answer). */
  fallbackActionId: ref.nullish(),
  /** The policy decides only at or above this confidence. */
  threshold: z.number().min(0).max(1).default(0.6),
  selectedBifurcation,
}).strict().superRefine((domain, ctx) => {
  const seen = new Set<string>();
  domain.slots.forEach((slot, i) => {
    if (seen.has(slot.name.toLowerCase())) ctx.addIssue({ code: 'custom', path: ['slots', i, 'name'], message: `Slot "${slot.name}" is listed twice` });
    seen.add(slot.name.toLowerCase());
  });
});
export type DomainInput = z.input<typeof domainInputSchema>;
export type DomainValues = z.output<typeof domainInputSchema>;
export const domainSchema = z.object({
  _id: z.string(), name: z.string(), description: z.string(), intents: z.array(z.string()), entities: z.array(z.string()),
  slots: z.array(slotSchema), fallbackActionId: z.string().nullable(), threshold: z.number(),
  stories: z.number().int(), actions: z.number().int(), createdAt: z.string(), updatedAt: z.string(),
});
export type Domain = z.infer<typeof domainSchema>;

/** A pattern answers are checked with: valid, and without the nested repetition that can stall the bot (as regex entities). */
const safePattern = z.string().min(1).max(200).refine((pattern) => {
  try {
    new RegExp(pattern, 'iu');
    return true;
  } catch {
    return false;
  }
}, 'Not a valid regular expression').refine((pattern) => !NESTED_REPETITION.test(pattern), 'Repetition inside repetition, like (a+)+, is not allowed: it can stall the bot');

const variations = z.array(z.object({ text }).strict()).min(1, 'At least one message').max(20);

/** What an action does (§2 /dms/actions). */
export const ACTION_KINDS = ['respond', 'callFunction', 'setSlot', 'askSlot', 'runWorkflow', 'handover', 'end'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];
export const actionConfigSchema = z.discriminatedUnion('kind', [
  /** Says a bot message; one of its variations is drawn. */
  z.object({ kind: z.literal('respond'), variations }).strict(),
  /** Calls a brand function; each path of its result (dot path) is put into a slot. */
  z.object({
    kind: z.literal('callFunction'), functionId: ref,
    resultSlots: z.array(z.object({ path: z.string().trim().min(1).max(200), slot: slotName }).strict()).max(20).default([]),
  }).strict(),
  z.object({ kind: z.literal('setSlot'), slot: slotName, value: z.string().trim().max(500) }).strict(),
  /** Asks for a slot; the answer must match the entity or the pattern when given, else the question is asked again. */
  z.object({
    kind: z.literal('askSlot'), slot: slotName, variations,
    validation: z.object({ entity: ref.optional(), pattern: safePattern.optional() }).strict().default({}),
    retries: z.number().int().min(0).max(5).default(2),
  }).strict(),
  z.object({ kind: z.literal('runWorkflow'), workflowId: ref }).strict(),
  z.object({ kind: z.literal('handover'), groupId: ref.nullish() }).strict(),
  z.object({ kind: z.literal('end') }).strict(),
]);
export type ActionConfig = z.infer<typeof actionConfigSchema>;

export const actionInputSchema = z.object({
  domainId: ref,
  /** How stories and the policy name it (e.g. utter_greet, ask_order_number). */
  name: z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_]{0,99}$/, 'Letters, digits and _ only, starting with a letter'),
  description: z.string().trim().max(500).default(''),
  config: actionConfigSchema,
  selectedBifurcation,
}).strict();
export type ActionInput = z.input<typeof actionInputSchema>;
export type ActionValues = z.output<typeof actionInputSchema>;
export const actionSchema = z.object({
  actionId: z.string(), domainId: z.string(), name: z.string(), description: z.string(), config: actionConfigSchema,
  createdAt: z.string(), updatedAt: z.string(),
});
export type DmsAction = z.infer<typeof actionSchema>;

const dialogBoxId = z.string().trim().min(1).max(64);
const slotValue = z.object({ slot: slotName, value: z.string().trim().max(500) }).strict();

/** One dialog box of a story: a customer turn, a bot action, or a checkpoint (a named join point shared by stories). */
export const dialogBoxSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('customer'), dialogBoxId,
    intent: ref,
    entities: z.array(z.object({ entity: ref, value: z.string().trim().min(1).max(500) }).strict()).max(20).default([]),
    /** An example of what the customer says. */
    text: z.string().trim().max(1000).default(''),
  }).strict(),
  z.object({
    kind: z.literal('action'), dialogBoxId,
    actionId: ref,
    /** Slots the action set in this story (a brand function's result, say): the policy learns what follows them. */
    slots: z.array(slotValue).max(20).default([]),
  }).strict(),
  z.object({ kind: z.literal('checkpoint'), dialogBoxId, name }).strict(),
]);
export type DialogBox = z.infer<typeof dialogBoxSchema>;
export type DialogBoxInput = z.input<typeof dialogBoxSchema>;

/** The most boxes a dialogue has (also when the widget appends a conversation to one). */
export const MAX_STORY_BOXES = 200;

export const storyInputSchema = z.object({
  domainId: ref,
  name,
  boxes: z.array(dialogBoxSchema).min(1, 'A dialogue has at least one box').max(MAX_STORY_BOXES),
}).strict();
export type StoryInput = z.input<typeof storyInputSchema>;
export type StoryValues = z.output<typeof storyInputSchema>;

/** updateDialog: with storyId the story is replaced, without it a new one is created. */
export const updateDialogBodySchema = storyInputSchema.extend({ storyId: ref.optional(), selectedBifurcation }).strict();
export type UpdateDialogBody = z.input<typeof updateDialogBodySchema>;
export const deleteStoryBodySchema = z.object({ storyId: ref, selectedBifurcation }).strict();

export const storySchema = z.object({
  _id: z.string(), domainId: z.string(), name: z.string(), boxes: z.array(dialogBoxSchema),
  createdBy: z.string(), createdAt: z.string(), updatedAt: z.string(),
});
export type Story = z.infer<typeof storySchema>;

/** GET listStories: the spec's answer (dialogues + totalCount), 10 a page (§9), searched by name and example text. */
export const listStoriesQuerySchema = pageQuerySchema.extend({ domainId: ref.optional() });
export const storyListSchema = z.object({ dialogues: z.array(storySchema), totalCount: z.number().int().min(0) });
export type StoryList = z.infer<typeof storyListSchema>;

/** A box the checks refused: which story and box, and why. */
export const storyProblemSchema = z.object({ storyId: z.string().nullable(), storyName: z.string(), dialogBoxId: z.string(), message: z.string() });
export type StoryProblem = z.infer<typeof storyProblemSchema>;
/** Two stories (or more) disagree on the next action after the same recent history. */
export const storyConflictSchema = z.object({
  history: z.array(z.string()),
  /** Each disagreeing next action with the stories (and the box) that take it. */
  actions: z.array(z.object({ action: z.string(), stories: z.array(z.object({ storyId: z.string(), storyName: z.string(), dialogBoxId: z.string() })) })),
});
export type StoryConflict = z.infer<typeof storyConflictSchema>;

/** bootstrapStory: a workflow tree (rows: node, parent node, what the customer says, what the bot does) → dialogues. */
export const treeRowSchema = z.object({
  row: z.number().int().min(1),
  node: z.string().trim().max(100),
  parent: z.string().trim().max(100).default(''),
  /** An intent name (or an example sentence the draft NLU classifies). */
  customer: z.string().trim().max(1000).default(''),
  /** An action name. */
  bot: z.string().trim().max(1000).default(''),
}).strict();
export type TreeRow = z.input<typeof treeRowSchema>;
/** bootstrapStory: from a workflow tree's rows, or from a users' journey (journeyId, in the last `days` days). */
export const bootstrapStoryBodySchema = z.object({
  domainId: ref,
  rows: z.array(treeRowSchema).min(1).max(5000).optional(),
  journeyId: ref.optional(),
  days: z.number().int().min(1).max(30).default(30),
  /** Store the dialogues (else they are returned as drafts for the trainer to correct). */
  save: z.boolean().default(false),
  selectedBifurcation,
}).strict().superRefine((body, ctx) => {
  if ((body.rows === undefined) === (body.journeyId === undefined)) ctx.addIssue({ code: 'custom', path: ['rows'], message: 'Give the tree\'s rows or a journeyId' });
});
export type BootstrapStoryBody = z.input<typeof bootstrapStoryBodySchema>;
export const treeRowReportSchema = z.object({ row: z.number().int(), status: z.enum(['used', 'error']), message: z.string().optional() });
export const bootstrapResultSchema = z.object({
  dialogues: z.array(storyInputSchema.extend({ _id: z.string().optional() })),
  rows: z.array(treeRowReportSchema),
  created: z.number().int(),
  failed: z.number().int(),
});
export type BootstrapResult = z.infer<typeof bootstrapResultSchema>;

/** A training of a domain's policy: the training logs (§9: 5 a page). */
export const TRAINING_STATES = ['training', 'trained', 'failed'] as const;
export const dmsTrainingSchema = z.object({
  _id: z.string(), domainId: z.string(), domainName: z.string(), status: z.enum(TRAINING_STATES), progress: z.number(),
  startedBy: z.string(), startedAt: z.string(), finishedAt: z.string().nullable(),
  /** Data size: stories and the examples (history → next action) made from them. */
  stories: z.number().int(), examples: z.number().int(),
  /** Next-action accuracy on the held-out stories (null: too few stories to hold any out). */
  accuracy: z.number().nullable(),
  /** Held-out stories whose every action was predicted. */
  dialogueAccuracy: z.number().nullable(),
  conflicts: z.array(storyConflictSchema),
  error: z.string().nullable(),
});
export type DmsTraining = z.infer<typeof dmsTrainingSchema>;
export const initiateTrainingQuerySchema = z.object({ domainId: ref }).strict();
/** A call about one domain (the workflow-tree upload names it in the query string). */
export const domainQuerySchema = initiateTrainingQuerySchema;
export const trainingLogsQuerySchema = z.object({ page: z.coerce.number().int().min(1).default(1), domainId: ref.optional() });
export const listQuerySchema = z.object({ domainId: ref.optional() });

/**
 * Users' journeys (/dms/users_journey): real conversations grouped by the sequence of what the customers asked (the
 * intents of their first 8 messages the bot read), with counts, outcomes and examples.
 */
export const JOURNEY_OUTCOMES = ['resolvedByBot', 'handedOver', 'abandoned'] as const;
export const journeyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  /** Conversations started in the last `days` days (§9: a range of at most 30). */
  days: z.coerce.number().int().min(1).max(30).default(30),
}).strict();
export const journeySchema = z.object({
  journeyId: z.string(),
  steps: z.array(z.string()),
  count: z.number().int(),
  outcomes: z.object({ resolvedByBot: z.number().int(), handedOver: z.number().int(), abandoned: z.number().int() }),
  examples: z.array(z.object({ sessionId: z.string(), startedAt: z.string(), outcome: z.enum(JOURNEY_OUTCOMES) })),
});
export type Journey = z.infer<typeof journeySchema>;
export const journeyListSchema = z.object({ journeys: z.array(journeySchema), totalCount: z.number().int() });
