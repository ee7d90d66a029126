/**
 * Trained bot versions (intent classifier models) as model management and the train/publish calls
 * show them: a model is trained from a snapshot of the draft bot; publishing points customers at it.
 */
import { z } from 'zod';
import { pageQuerySchema } from '../common/pagination';

export const MODEL_STATUSES = ['training', 'trained', 'failed'] as const;
export type ModelStatus = (typeof MODEL_STATUSES)[number];
export const DEPLOYMENT_ACTIONS = ['publish', 'activate', 'rollback'] as const;

/** Per-intent figures on the held-out split (§3 model accuracy intent: intent, count). */
export const intentEvaluationSchema = z.object({
  intent: z.string(),
  /** Held-out utterances of this intent. */
  count: z.number().int(),
  precision: z.number().nullable(),
  recall: z.number().nullable(),
});
/**
 * Held-out sentences of `intent` whose best intent was another one (`predictedAs`), whatever the threshold: what the
 * classifier mixes up, with examples for the trainer (issue 31). `overlap`: the two intents look alike (each is taken
 * for the other, or at least a third of `intent`'s held-out sentences go to the other).
 */
export const intentConfusionSchema = z.object({
  intent: z.string(),
  predictedAs: z.string(),
  count: z.number().int(),
  /** count / the intent's held-out sentences. */
  share: z.number(),
  examples: z.array(z.string()),
  overlap: z.boolean(),
});
export type IntentConfusion = z.infer<typeof intentConfusionSchema>;
/** A training sentence nearer another intent's sentences than its own intent's (issue 31): filed wrong, or the intents overlap. */
export const misplacedSentenceSchema = z.object({
  text: z.string(),
  intent: z.string(),
  closerTo: z.string(),
  /** How much nearer, in cosine similarity. */
  margin: z.number(),
});
export type MisplacedSentenceSummary = z.infer<typeof misplacedSentenceSchema>;
export const modelEvaluationSchema = z.object({
  heldOut: z.number().int(),
  accuracy: z.number().nullable(),
  intents: z.array(intentEvaluationSchema),
  /** The most confused pairs, most first (absent from evaluations stored before issue 31). */
  confusions: z.array(intentConfusionSchema).optional(),
  /** The training sentences furthest into another intent, furthest first (absent from evaluations stored before issue 31). */
  misplaced: z.array(misplacedSentenceSchema).optional(),
});
export type ModelEvaluation = z.infer<typeof modelEvaluationSchema>;

export const modelSummarySchema = z.object({
  id: z.string(),
  version: z.number().int(),
  status: z.enum(MODEL_STATUSES),
  progress: z.number(),
  /** Utterances and intents trained on. */
  dataSize: z.object({ utterances: z.number().int(), intents: z.number().int() }),
  evaluation: modelEvaluationSchema.nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  trainedBy: z.string(),
  published: z.boolean(),
  error: z.string().nullable(),
});
export type ModelSummary = z.infer<typeof modelSummarySchema>;

/** GET trainingStatus: the bot_training busy flag (§4) as persisted, so a reload sees it. */
export const trainingStatusSchema = z.object({
  bot_training: z.boolean(),
  /** The latest training (running or finished). */
  latest: modelSummarySchema.nullable(),
  /** The model customers get. */
  published: modelSummarySchema.nullable(),
});
export type TrainingStatus = z.infer<typeof trainingStatusSchema>;

export const trainingLogSchema = z.object({
  id: z.string(), version: z.number().int(), status: z.enum(MODEL_STATUSES), startedAt: z.string(), finishedAt: z.string().nullable(),
  trainedBy: z.string(), lines: z.array(z.string()),
});
export type TrainingLog = z.infer<typeof trainingLogSchema>;

export const deploymentLogSchema = z.object({
  id: z.string(), action: z.enum(DEPLOYMENT_ACTIONS), modelId: z.string(), modelVersion: z.number().int(),
  previousModelVersion: z.number().int().nullable(), by: z.string(), at: z.string(),
});
export type DeploymentLog = z.infer<typeof deploymentLogSchema>;

export const modelPageQuerySchema = pageQuerySchema.pick({ page: true });
export const activateModelBodySchema = z.object({ modelId: z.uuid('modelId must be a model id') });

/** Payload of `botTraining` on the training channel (/liveDialogTraining) while a training runs. */
export const botTrainingEventSchema = z.object({
  bot_training: z.boolean(), modelId: z.string(), version: z.number().int(), status: z.enum(MODEL_STATUSES), progress: z.number(),
});
export type BotTrainingEvent = z.infer<typeof botTrainingEventSchema>;
