// The plain baseline of the NLU table (issue 31): TF-IDF of lower-cased words and word bigrams (sublinear counts,
// unit length), and a multinomial logistic regression with L2 penalty C = 1 as scikit-learn's LogisticRegression
// defaults to, trained by SGD (seeded, 30 epochs, the rate decaying linearly). Nothing tuned: what a data scientist
// would try first, to show what the product's scores add to (or lose against) the textbook model.
import type { Example } from './datasets';

const EPOCHS = 30;
const RATE = 0.5;
/** scikit-learn's C: the penalty is ½‖w‖² / C over the whole training set. */
const C = 1;

const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const terms = (text: string) => {
  const words = tokens(text);
  return [...words, ...words.slice(1).map((word, i) => `${words[i]} ${word}`)];
};

/** mulberry32, so that the baseline is as reproducible as the product. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface TfidfLrModel { intents: string[]; vocabulary: Map<string, number>; idf: Float64Array; weights: Float32Array; bias: Float64Array }

interface Vector { index: number[]; value: number[] }

function vectorize(text: string, vocabulary: Map<string, number>, idf: Float64Array): Vector {
  const counts = new Map<number, number>();
  for (const term of terms(text)) {
    const i = vocabulary.get(term);
    if (i !== undefined) counts.set(i, (counts.get(i) ?? 0) + 1);
  }
  const index = [...counts.keys()];
  const value = index.map((i) => (1 + Math.log(counts.get(i)!)) * idf[i]!);
  const norm = Math.sqrt(value.reduce((sum, v) => sum + v * v, 0)) || 1;
  return { index, value: value.map((v) => v / norm) };
}

function softmax(scores: Float64Array): Float64Array {
  const max = Math.max(...scores);
  let sum = 0;
  for (let c = 0; c < scores.length; c++) sum += scores[c] = Math.exp(scores[c]! - max);
  for (let c = 0; c < scores.length; c++) scores[c]! /= sum;
  return scores;
}

function scores(model: TfidfLrModel, { index, value }: Vector): Float64Array {
  const K = model.intents.length;
  const out = Float64Array.from(model.bias);
  for (let k = 0; k < index.length; k++) {
    const row = index[k]! * K;
    for (let c = 0; c < K; c++) out[c]! += model.weights[row + c]! * value[k]!;
  }
  return softmax(out);
}

export function trainTfidfLr(examples: Example[], seed = 1): TfidfLrModel {
  const intents = [...new Set(examples.map((example) => example.intent))].sort();
  const label = new Map(intents.map((intent, i) => [intent, i]));
  const vocabulary = new Map<string, number>();
  const df: number[] = [];
  for (const { text } of examples) {
    for (const term of new Set(terms(text))) {
      if (!vocabulary.has(term)) vocabulary.set(term, df.push(0) - 1);
      df[vocabulary.get(term)!]! += 1;
    }
  }
  // scikit-learn's smooth idf: ln((1 + n) / (1 + df)) + 1.
  const idf = Float64Array.from(df, (d) => Math.log((1 + examples.length) / (1 + d)) + 1);
  const K = intents.length;
  const model: TfidfLrModel = { intents, vocabulary, idf, weights: new Float32Array(vocabulary.size * K), bias: new Float64Array(K) };
  const vectors = examples.map((example) => vectorize(example.text, vocabulary, idf));
  const l2 = 1 / (C * examples.length);
  const random = seeded(seed);
  const order = examples.map((_, i) => i);
  const steps = EPOCHS * examples.length;
  let step = 0;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const e of order) {
      const rate = RATE * (1 - step++ / steps) + 1e-3;
      const vector = vectors[e]!;
      const gradient = scores(model, vector);
      gradient[label.get(examples[e]!.intent)!]! -= 1;
      for (let c = 0; c < K; c++) model.bias[c]! -= rate * gradient[c]!;
      for (let k = 0; k < vector.index.length; k++) {
        const row = vector.index[k]! * K;
        for (let c = 0; c < K; c++) model.weights[row + c]! -= rate * (gradient[c]! * vector.value[k]! + l2 * model.weights[row + c]!);
      }
    }
  }
  return model;
}

/** The best intent and its probability. */
export function classifyTfidfLr(model: TfidfLrModel, text: string): { intent: string; score: number } {
  const probabilities = scores(model, vectorize(text, model.vocabulary, model.idf));
  let best = 0;
  for (let c = 1; c < probabilities.length; c++) if (probabilities[c]! > probabilities[best]!) best = c;
  return { intent: model.intents[best] ?? 'None', score: probabilities[best] ?? 0 };
}
