/**
 * Trains a bot version from a draft: first a model on the training part of the held-out split to
 * measure it (40% of the progress), then the model customers get on every utterance (the rest).
 */
import type { ModelEvaluation } from '@switchboard/contracts/models/models.schemas';
import type { BotBundle, BundleIntent } from '@/bot/bot-bundle';
import type { EntityDefinition } from '@/bot/entities/entity-definition';
import { trainIntentClassifier, type TrainingExample } from '@/bot/nlu/intent-classifier';
import { MAX_MISPLACED, type MisplacedSentence } from '@/bot/nlu/misplaced-sentences';
import { NO_INTENT, normalizeSentence } from '@/bot/understand';
import { evaluateModel } from './evaluate';
import { heldOutSplit } from './held-out-split';

export interface DraftBot extends Pick<BotBundle, 'workflows' | 'messages' | 'params' | 'functions' | 'environment' | 'faq' | 'dialogues'> {
  language: string;
  threshold: number;
  intents: (Omit<BundleIntent, 'blocked'> & { utterances: string[]; blocked: string[] })[];
  entities: EntityDefinition[];
  /**
   * Sentences that belong to no intent: the FAQ's questions and alternates. They are trained as 'None'
   * so the classifier does not pull them into a neighbouring intent and the FAQ answers them (it is
   * tried below the threshold). Not held out: the evaluation measures the intents.
   */
  noIntent?: string[];
}

export interface TrainedBot {
  bundle: BotBundle;
  evaluation: ModelEvaluation | null;
}

/** Same draft, same model: training is seeded, and the draft is read in one order (canonical below). */
const SEED = 42;
/** Code-point order: the same on every machine, whatever its locale. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const EVALUATION_SHARE = 0.4;

export const trainableIntents = (draft: Pick<DraftBot, 'intents'>) => draft.intents.filter((intent) => intent.utterances.length > 0);

export async function trainBot(draft: DraftBot, onProgress: (fraction: number) => void, log: (line: string) => void): Promise<TrainedBot> {
  // The order sentences are read in steers SGD: intents by name and sentences by text, so that the database's
  // order (or the seed's) does not change the model or its evaluation.
  const intents = [...trainableIntents(draft)].sort((a, b) => byText(a.name, b.name));
  const examples: TrainingExample[] = intents.flatMap((intent) => [...intent.utterances].sort(byText).map((text) => ({ text, intent: intent.name })));
  log(`${examples.length} utterances in ${intents.length} intents`);
  // A sentence that is also an intent's utterance stays the intent's.
  const known = new Set(examples.map((example) => normalizeSentence(example.text)));
  const noIntent: TrainingExample[] = [...new Set((draft.noIntent ?? []).map(normalizeSentence))].sort(byText)
    .filter((text) => text !== '' && !known.has(text)).map((text) => ({ text, intent: NO_INTENT }));
  if (noIntent.length > 0) log(`${noIntent.length} FAQ phrasings trained as ${NO_INTENT}`);
  const split = heldOutSplit(examples);
  const { test } = split;
  const train = [...split.train, ...noIntent];
  let evaluation: ModelEvaluation | null = null;
  if (test.length > 0 && new Set(split.train.map((example) => example.intent)).size >= 2) {
    log(`held out ${test.length} utterances for evaluation`);
    const probe = await trainIntentClassifier(train, { language: draft.language, seed: SEED }, (fraction) => onProgress(fraction * EVALUATION_SHARE));
    evaluation = evaluateModel(probe, test, intents.map((intent) => intent.name), draft.threshold);
    log(`held-out accuracy ${evaluation.accuracy ?? '—'}`);
  } else {
    log('too few utterances to hold any out: no evaluation');
  }
  const start = evaluation ? EVALUATION_SHARE : 0;
  let misplaced: MisplacedSentence[] = [];
  const model = await trainIntentClassifier([...examples, ...noIntent], { language: draft.language, seed: SEED, onMisplaced: (found) => (misplaced = found) }, (fraction) => onProgress(start + fraction * (1 - start)));
  log(`model trained on ${examples.length} utterances`);
  if (evaluation) {
    evaluation.misplaced = misplaced;
    const count = misplaced.length;
    if (count > 0) log(`${count}${count === MAX_MISPLACED ? ' or more' : ''} ${count === 1 ? 'utterance sits' : 'utterances sit'} closer to another intent than to their own`);
  }
  onProgress(1);
  return {
    bundle: {
      language: draft.language,
      intents: draft.intents.map(({ utterances: _utterances, ...intent }) => intent),
      entities: draft.entities,
      model,
      workflows: draft.workflows ?? [],
      messages: draft.messages ?? [],
      params: draft.params ?? [],
      ...(draft.functions ? { functions: draft.functions } : {}),
      ...(draft.environment ? { environment: draft.environment } : {}),
      ...(draft.faq !== undefined ? { faq: draft.faq } : {}),
      ...(draft.dialogues?.length ? { dialogues: draft.dialogues } : {}),
    },
    evaluation,
  };
}
