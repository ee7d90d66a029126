// The two classifiers under test behind one shape: the product's (apps/server/src/bot/nlu) and NLP.js.
import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { Nlp } from '@nlpjs/nlp';
import type { Example } from './datasets';

/** The product's fixed intent threshold (spec §9): below it a message has no intent. */
export const THRESHOLD = 0.5;
export const NO_INTENT = 'None';

export interface Engine {
  name: string;
  train(examples: Example[]): Promise<void>;
  /** The intent the bot would act on (NO_INTENT below the threshold) and its score. */
  classify(text: string): Promise<{ intent: string; score: number }>;
}

/**
 * The product classifier's module, imported at run time: bench is its own TypeScript project and must
 * not pull the server's sources into it, so the shape it relies on is restated here.
 */
interface ClassifierModule {
  trainIntentClassifier(examples: Example[], options?: { language?: string; seed?: number }): Promise<object>;
  classifyIntent(model: object, text: string): Array<{ intent: string; score: number }>;
}
const classifierUrl = new URL('../../apps/server/src/bot/nlu/intent-classifier.ts', import.meta.url).href;

export async function switchboardEngine(seed = 1): Promise<Engine> {
  const classifier = (await import(classifierUrl)) as ClassifierModule;
  let model: object | undefined;
  return {
    name: 'Switchboard',
    async train(examples) {
      model = await classifier.trainIntentClassifier(examples, { language: 'en', seed });
    },
    async classify(text) {
      if (!model) throw new Error('Train first');
      const best = classifier.classifyIntent(model, text)[0];
      return best && best.score >= THRESHOLD ? best : { intent: NO_INTENT, score: best?.score ?? 0 };
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
      const { intent, score } = await nlp.process('en', text);
      return { intent, score };
    },
  };
}
