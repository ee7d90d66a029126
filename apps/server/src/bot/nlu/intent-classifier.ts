/**
 * The intent classifier the bot builder trains from the trainers' intents (see README.md). Pure
 * TypeScript, no network, deterministic for a seed; the model is plain JSON for a jsonb column.
 * How it works (and the knobs bench/nlu tuned): classifier-core.ts.
 */
import { DEFAULT_HYPERPARAMETERS, scoreCore, trainCore, type CoreModel } from './classifier-core';
import { misplacedSentences, type MisplacedSentence } from './misplaced-sentences';

export { NO_INTENT } from './classifier-core';

export interface TrainingExample { text: string; intent: string }
export interface TrainOptions {
  language?: string /* 'en' default */;
  seed?: number;
  /** Receives the training sentences that sit closer to another intent than to their own (misplaced-sentences.ts). */
  onMisplaced?: (sentences: MisplacedSentence[]) => void;
}

/** Plain JSON (stored in the database as jsonb; must survive JSON.stringify/parse). */
export interface IntentModel extends CoreModel {
  version: number;
  language: string;
  intents: string[];
}

/** Bumped whenever the model's fields or their meaning change: older models must be retrained. */
export const INTENT_MODEL_VERSION = 6;

export async function trainIntentClassifier(
  examples: TrainingExample[],
  options: TrainOptions = {},
  onProgress?: (fraction: number) => void,
): Promise<IntentModel> {
  const usable = examples.filter((example) => example.text.trim() !== '' && example.intent !== '');
  const language = options.language ?? 'en';
  const english = language === 'en' || language.startsWith('en-');
  const hyperparameters = {
    ...DEFAULT_HYPERPARAMETERS,
    stem: english,
    splitNegations: english,
    wordnetWeight: english ? DEFAULT_HYPERPARAMETERS.wordnetWeight : 0,
  };
  const { onMisplaced } = options;
  const core = await trainCore(usable, options.seed ?? 42, hyperparameters, onProgress, onMisplaced && ((found) => onMisplaced(misplacedSentences(usable, found))));
  return { version: INTENT_MODEL_VERSION, language, ...core };
}

/** False for a model stored by a build whose model format differs: it must be retrained. */
export function isCurrentIntentModel(model: Pick<IntentModel, 'version'>): boolean {
  return model.version === INTENT_MODEL_VERSION;
}

/**
 * Formats this build still scores: 5 differs from 6 only by lacking the calibrated confidence, and a model without it
 * is scored as format 5 was (softmax × coverage). A bot published before the upgrade keeps answering as it did,
 * instead of falling back on every message until a trainer retrains it.
 */
const SCORABLE_VERSIONS: ReadonlySet<number> = new Set([5, INTENT_MODEL_VERSION]);

/**
 * Every intent with a score in [0,1], best first. The caller applies the threshold (0.5 default).
 * A model of a format this build cannot read scores nothing (every message falls back) rather than breaking the
 * customer's conversation.
 */
export function classifyIntent(model: IntentModel, text: string): Array<{ intent: string; score: number }> {
  if (!SCORABLE_VERSIONS.has(model.version)) return [];
  const scores = scoreCore(model, text);
  return model.intents
    .map((intent, i) => ({ intent, score: Math.min(1, Math.max(0, scores[i]!)) }))
    .sort((a, b) => b.score - a.score || a.intent.localeCompare(b.intent));
}
