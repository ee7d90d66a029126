/**
 * Training and scoring behind intent-classifier.ts, with every knob exposed for bench/nlu's tuning.
 * TF-IDF weighted stemmed words, word bigrams and character n-grams; a softmax (multinomial logistic)
 * regression trained with seeded SGD. Each feature only carries weights for the intents it was seen with
 * in training (as OpenNLP's maxent does), which keeps the stored model small enough for a jsonb column.
 */
import { extractFeatures, type FeatureCounts, type FeatureOptions } from './features';
import { seededRandom, shuffle } from './random';

export interface Hyperparameters extends FeatureOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  /** Stop early once the mean training loss of an epoch is below this. */
  targetLoss: number;
  /** Softmax temperature of the scores (calibration: below 1 sharpens, above 1 flattens). */
  temperature: number;
  /** Every feature carries a weight for every intent (bigger model; negative evidence learnt too). */
  dense: boolean;
  /** Weigh features by inverse document frequency. */
  useIdf: boolean;
  /** Scale each sentence's vector to unit length (else: raw sublinear counts). */
  l2Normalize: boolean;
  /**
   * Scores are multiplied by min(1, coverage / coverageFloor), where coverage is the share of the
   * sentence's (TF-IDF) feature mass the model knows: a sentence of mostly unseen words (gibberish, another
   * topic) is out of scope whatever the softmax says, while a few unseen names (places, products) cost nothing.
   * 0 turns it off.
   */
  coverageFloor: number;
}

/** Chosen on CLINC150's val/oos_val and by cross-validation on the Braun training splits (bench/nlu). */
export const DEFAULT_HYPERPARAMETERS: Hyperparameters = {
  charNgrams: [3, 4, 5],
  charWeight: 0.3,
  bigrams: true,
  stem: true,
  epochs: 20,
  learningRate: 1,
  l2: 1e-5,
  targetLoss: 0.05,
  temperature: 0.5,
  dense: false,
  useIdf: true,
  l2Normalize: true,
  coverageFloor: 0.5,
};

export interface CoreExample { text: string; intent: string }

export interface CoreModel {
  intents: string[];
  hyperparameters: Hyperparameters;
  /** Feature hashes (features.ts), in the order of idf and offsets. */
  features: number[];
  idf: number[];
  bias: number[];
  /** The weight of a feature unseen in training (for coverage). */
  unseenIdf: number;
  /** Sparse weights, flattened: feature f's weights are slotWeights[offsets[f] .. offsets[f+1]), for the intents slotIntents of the same slots. */
  offsets: number[];
  slotIntents: number[];
  slotWeights: number[];
}

const DECIMALS = 1e4;
const round = (v: number) => Math.round(v * DECIMALS) / DECIMALS;

interface SparseVector { index: Int32Array; value: Float64Array; coverage: number }

/** unseenIdf: the weight of a feature the model never saw (the idf of a document frequency of 0). */
function vectorize(counts: FeatureCounts, lookup: Map<number, number>, idf: ArrayLike<number>, l2Normalize: boolean, unseenIdf: number): SparseVector {
  const index: number[] = [];
  const value: number[] = [];
  let norm = 0;
  let unseen = 0;
  for (const [feature, count] of counts) {
    const i = lookup.get(feature);
    const tf = Math.log1p(count); // sublinear term frequency
    if (i === undefined) {
      unseen += (tf * unseenIdf) ** 2;
      continue;
    }
    const v = tf * idf[i]!;
    index.push(i);
    value.push(v);
    norm += v * v;
  }
  const coverage = norm + unseen > 0 ? Math.sqrt(norm / (norm + unseen)) : 0;
  norm = l2Normalize ? Math.sqrt(norm) || 1 : 1;
  return { index: Int32Array.from(index), value: Float64Array.from(value, (v) => v / norm), coverage };
}

const idfOf = (documentFrequency: number, documents: number, useIdf: boolean) =>
  useIdf ? round(Math.log((documents + 1) / (documentFrequency + 1)) + 1) : 1;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
/** How long training may hold the event loop before it lets the server answer (checked between epochs). */
const HOLD_MS = 20;

export async function trainCore(
  examples: CoreExample[],
  seed: number,
  hyper: Hyperparameters,
  onProgress?: (fraction: number) => void,
): Promise<CoreModel> {
  const random = seededRandom(seed);
  const intents = [...new Set(examples.map((example) => example.intent))].sort();
  const intentIndex = new Map(intents.map((intent, i) => [intent, i]));
  const counted = examples.map((example) => ({ counts: extractFeatures(example.text, hyper), label: intentIndex.get(example.intent)! }));

  // Vocabulary, document frequencies and the intents each feature was seen with.
  const lookup = new Map<number, number>();
  const features: number[] = [];
  const df: number[] = [];
  const K = Math.max(1, intents.length);
  const pairs: number[] = []; // feature * K + intent, for every feature of every example
  const indexed = counted.map(({ counts, label }) => {
    const index = new Int32Array(counts.size);
    const tf = new Float64Array(counts.size);
    let k = 0;
    for (const [feature, count] of counts) {
      let i = lookup.get(feature);
      if (i === undefined) {
        i = features.length;
        lookup.set(feature, i);
        features.push(feature);
        df.push(0);
      }
      df[i]! += 1;
      pairs.push(i * K + label);
      index[k] = i;
      tf[k++] = Math.log1p(count); // sublinear term frequency, as in vectorize
    }
    return { index, tf, label };
  });
  if (hyper.dense) for (let f = 0; f < features.length; f++) for (let c = 0; c < K; c++) pairs.push(f * K + c);
  const n = counted.length;
  const idf = df.map((d) => idfOf(d, n, hyper.useIdf));
  const vectors = indexed.map(({ index, tf, label }) => {
    let norm = 0;
    for (let k = 0; k < index.length; k++) {
      tf[k]! *= idf[index[k]!]!;
      norm += tf[k]! * tf[k]!;
    }
    norm = hyper.l2Normalize ? Math.sqrt(norm) || 1 : 1;
    for (let k = 0; k < index.length; k++) tf[k]! /= norm;
    return { vector: { index, value: tf }, label };
  });

  // Flattened sparse weight table: feature f owns slots offsets[f] .. offsets[f+1], one per intent it was seen with.
  const sorted = Float64Array.from(pairs).sort();
  const offsets = new Int32Array(features.length + 1);
  const slots: number[] = [];
  for (let p = 0; p < sorted.length; p++) {
    if (p > 0 && sorted[p] === sorted[p - 1]) continue;
    const code = sorted[p]!;
    offsets[Math.floor(code / K) + 1]! += 1;
    slots.push(code % K);
  }
  for (let f = 0; f < features.length; f++) offsets[f + 1]! += offsets[f]!;
  const slotClass = Int32Array.from(slots);
  const weight = new Float64Array(slotClass.length);
  const bias = new Float64Array(intents.length);
  const scores = new Float64Array(intents.length);

  const order = vectors.map((_, i) => i);
  const l2 = hyper.l2;
  let heldSince = performance.now();
  let step = 0;
  const totalSteps = hyper.epochs * Math.max(1, n);
  for (let epoch = 0; epoch < hyper.epochs; epoch++) {
    shuffle(order, random);
    let loss = 0;
    for (const e of order) {
      const { vector, label } = vectors[e]!;
      const { index, value } = vector;
      const rate = hyper.learningRate * (1 - step / totalSteps) + 0.01;
      step++;
      scores.set(bias);
      for (let k = 0; k < index.length; k++) {
        const f = index[k]!;
        const x = value[k]!;
        const end = offsets[f + 1]!;
        for (let s = offsets[f]!; s < end; s++) scores[slotClass[s]!]! += weight[s]! * x;
      }
      softmaxInPlace(scores, 1);
      loss -= Math.log(Math.max(scores[label]!, 1e-12));
      scores[label]! -= 1; // the gradient of the log loss with respect to each score
      for (let c = 0; c < scores.length; c++) bias[c]! -= rate * scores[c]!;
      for (let k = 0; k < index.length; k++) {
        const f = index[k]!;
        const x = value[k]!;
        const end = offsets[f + 1]!;
        for (let s = offsets[f]!; s < end; s++) weight[s]! -= rate * (scores[slotClass[s]!]! * x + l2 * weight[s]!);
      }
    }
    const done = loss / Math.max(1, n) < hyper.targetLoss || epoch === hyper.epochs - 1;
    onProgress?.(done ? 1 : (epoch + 1) / hyper.epochs);
    if (done) break;
    if (performance.now() - heldSince > HOLD_MS) {
      await yieldToEventLoop(); // training runs inside the server: let it answer between epochs
      heldSince = performance.now();
    }
  }

  return {
    intents,
    hyperparameters: hyper,
    features,
    idf,
    bias: Array.from(bias, round),
    unseenIdf: idfOf(0, n, hyper.useIdf),
    offsets: Array.from(offsets),
    slotIntents: slots,
    slotWeights: Array.from(weight, round),
  };
}

function softmaxInPlace(scores: Float64Array, temperature: number): void {
  let max = -Infinity;
  for (const s of scores) max = Math.max(max, s);
  let sum = 0;
  for (let c = 0; c < scores.length; c++) {
    scores[c] = Math.exp((scores[c]! - max) / temperature);
    sum += scores[c]!;
  }
  for (let c = 0; c < scores.length; c++) scores[c]! /= sum;
}

/** The feature index of a model, built once per model object (models are immutable once trained). */
const lookups = new WeakMap<CoreModel, Map<number, number>>();

function lookupOf(model: CoreModel): Map<number, number> {
  let lookup = lookups.get(model);
  if (!lookup) {
    lookup = new Map(model.features.map((feature, i) => [feature, i]));
    lookups.set(model, lookup);
  }
  return lookup;
}

/** The softmax (at the model's temperature) of every intent in the model's order, and the sentence's coverage. */
export function explainCore(model: CoreModel, text: string): { softmax: Float64Array; coverage: number } {
  const { hyperparameters, offsets, slotIntents, slotWeights } = model;
  const vector = vectorize(extractFeatures(text, hyperparameters), lookupOf(model), model.idf, hyperparameters.l2Normalize, model.unseenIdf);
  const scores = Float64Array.from(model.bias);
  for (let k = 0; k < vector.index.length; k++) {
    const f = vector.index[k]!;
    const x = vector.value[k]!;
    for (let s = offsets[f]!; s < offsets[f + 1]!; s++) scores[slotIntents[s]!]! += slotWeights[s]! * x;
  }
  softmaxInPlace(scores, hyperparameters.temperature);
  return { softmax: scores, coverage: vector.coverage };
}

/** The score of every intent, in the model's intent order. */
export function scoreCore(model: CoreModel, text: string): Float64Array {
  const { softmax, coverage } = explainCore(model, text);
  const floor = model.hyperparameters.coverageFloor;
  const factor = floor > 0 ? Math.min(1, coverage / floor) : 1;
  return softmax.map((score) => score * factor);
}
