// The classifiers under test behind one shape: the product's (apps/server/src/bot/nlu), NLP.js and a plain
// TF-IDF + logistic regression (tfidf-lr.ts).
import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { Nlp } from '@nlpjs/nlp';
import type { Example } from './datasets';
import { classifyTfidfLr, trainTfidfLr, type TfidfLrModel } from './tfidf-lr';

/** The product's fixed intent threshold (spec §9): below it a message has no intent. */
export const THRESHOLD = 0.5;
export const NO_INTENT = 'None';

export interface Engine {
  name: string;
  train(examples: Example[]): Promise<void>;
  /** The intent the bot would act on (NO_INTENT below the threshold), and the best intent (`top`) with its score before the threshold. */
  classify(text: string): Promise<Classified>;
}

export interface Classified { intent: string; top: string; score: number }

/** The answer at the threshold. */
const atThreshold = (top: string, score: number): Classified => ({ intent: score >= THRESHOLD ? top : NO_INTENT, top, score });

/**
 * The product classifier's module, imported at run time: bench is its own TypeScript project and must
 * not pull the server's sources into it, so the shape it relies on is restated here.
 */
interface ClassifierModule {
  trainIntentClassifier(examples: Example[], options?: { language?: string; seed?: number }): Promise<object>;
  classifyIntent(model: object, text: string): Array<{ intent: string; score: number }>;
}
const classifierUrl = new URL('../../apps/server/src/bot/nlu/intent-classifier.ts', import.meta.url).href;

/** Code-point order, as apps/server/src/bot/training/train-bot.ts reads a draft. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** train-bot.ts's seed. */
const PRODUCT_SEED = 42;

/** The product's classifier as train-bot.ts trains it: its seed, intents by name and each intent's sentences by text. */
export async function switchboardEngine(): Promise<Engine> {
  const classifier = (await import(classifierUrl)) as ClassifierModule;
  let model: object | undefined;
  return {
    name: 'Switchboard',
    async train(examples) {
      const ordered = [...examples].sort((a, b) => byText(a.intent, b.intent) || byText(a.text, b.text));
      model = await classifier.trainIntentClassifier(ordered, { language: 'en', seed: PRODUCT_SEED });
    },
    async classify(text) {
      if (!model) throw new Error('Train first');
      const best = classifier.classifyIntent(model, text)[0];
      return atThreshold(best?.intent ?? NO_INTENT, best?.score ?? 0);
    },
  };
}

/** classifier-core's shape, restated like ClassifierModule's. */
interface CoreModule {
  DEFAULT_HYPERPARAMETERS: Record<string, unknown>;
  trainCore(examples: Example[], seed: number, hyper: Record<string, unknown>): Promise<{ intents: string[] }>;
  scoreCore(model: { intents: string[] }, text: string): Float64Array;
}
const coreUrl = new URL('../../apps/server/src/bot/nlu/classifier-core.ts', import.meta.url).href;

/**
 * The product's classifier before issue 31 (model format 5), for before/after figures in one run: the same features and
 * regression, trained the same way, scored by the softmax times the coverage factor instead of the calibrated confidence.
 */
export async function switchboardBeforeEngine(): Promise<Engine> {
  const core = (await import(coreUrl)) as CoreModule;
  let model: { intents: string[] } | undefined;
  return {
    name: 'Switchboard v5',
    async train(examples) {
      const ordered = [...examples].sort((a, b) => byText(a.intent, b.intent) || byText(a.text, b.text));
      model = await core.trainCore(ordered, PRODUCT_SEED, { ...core.DEFAULT_HYPERPARAMETERS, confidence: undefined });
    },
    async classify(text) {
      if (!model) throw new Error('Train first');
      const scores = core.scoreCore(model, text);
      let best = 0;
      for (let i = 1; i < scores.length; i++) if (scores[i]! > scores[best]! || (scores[i] === scores[best] && model.intents[i]! < model.intents[best]!)) best = i;
      return atThreshold(model.intents[best] ?? NO_INTENT, Math.min(1, Math.max(0, scores[best] ?? 0)));
    },
  };
}

export async function tfidfLrEngine(): Promise<Engine> {
  let model: TfidfLrModel | undefined;
  return {
    name: 'TF-IDF+LR',
    async train(examples) {
      model = trainTfidfLr(examples);
    },
    async classify(text) {
      if (!model) throw new Error('Train first');
      const { intent, score } = classifyTfidfLr(model, text);
      return atThreshold(intent, score);
    },
  };
}

/** NLP.js as its README sets it up for English (the English stemmer included), with its 0.5 threshold. */
export async function nlpjsEngine(): Promise<Engine> {
  const container = await containerBootstrap();
  container.use(Nlp);
  container.use(LangEn);
  // NLP.js's English NLU defaults, without its per-epoch console log (which would only slow it down).
  container.registerConfiguration('nlu-en', { keepStopwords: true, nonefeatureValue: 1, nonedeltaMultiplier: 1.2, spellCheck: false, spellCheckDistance: 1, filterZeros: true, log: false });
  const nlp = container.get('nlp');
  nlp.settings.autoSave = false;
  nlp.settings.threshold = THRESHOLD;
  nlp.addLanguage('en');
  return {
    name: 'NLP.js',
    async train(examples) {
      for (const { text, intent } of examples) nlp.addDocument('en', text, intent);
      await nlp.train();
    },
    async classify(text) {
      const { intent, score, classifications } = await nlp.process('en', text);
      // Below its threshold NLP.js answers None: its best intent is the first classification.
      const best = classifications?.[0];
      return { intent, top: best?.intent ?? intent, score: best?.score ?? score };
    },
  };
}
