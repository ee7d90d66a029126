/**
 * Training and scoring behind intent-classifier.ts, with every knob exposed for bench/nlu's tuning.
 * TF-IDF weighted stemmed words, word bigrams and character n-grams; a softmax (multinomial logistic)
 * regression trained with seeded SGD, mixed with a nearest-centroid classifier for bots with few sentences per intent. Each feature only carries weights for the intents it was seen with
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
  /**
   * Leave word bigrams out of the coverage: an unseen pair of known words says little about the topic, and
   * with few sentences per intent most pairs are unseen, which pushed in-scope sentences below the threshold.
   */
  coverageWithoutBigrams: boolean;
  /**
   * The scores mix the regression's softmax with a nearest-centroid one (the softmax of centroidScale times
   * the cosine similarity to each intent's mean TF-IDF vector). With a handful of sentences per intent the
   * centroids generalise better than the regression, with many the regression does: the centroids' share
   * is centroidHalf / (centroidHalf + sentences per intent), a half at centroidHalf sentences per intent.
   * 0 turns the centroids off.
   */
  centroidHalf: number;
  centroidScale: number;
  /**
   * Each intent's name, split into words ("order_status", "DownloadVideo" → "order status", "Download Video"),
   * is one more training sentence of it (not the catch-all None's): trainers name intents for what they
   * mean, and with one or two sentences an intent's name is a good share of what is known about it.
   */
  intentNames: boolean;
}

/** Chosen on CLINC150's val/oos_val and by cross-validation on the Braun training splits (bench/nlu). */
export const DEFAULT_HYPERPARAMETERS: Hyperparameters = {
  charNgrams: [3, 4, 5],
  charWeight: 0.3,
  bigrams: true,
  bigramWeight: 0.5,
  splitNegations: true,
  stem: true,
  epochs: 20,
  learningRate: 1,
  l2: 1e-5,
  targetLoss: 0.05,
  temperature: 0.5,
  dense: false,
  useIdf: true,
  l2Normalize: true,
  coverageFloor: 0.6,
  coverageWithoutBigrams: true,
  centroidHalf: 4,
  centroidScale: 40,
  intentNames: true,
};

/** The catch-all intent of sentences that are none of the bot's: its name means nothing. */
export const NO_INTENT = 'None';

/** An intent's name as a sentence: words split at underscores, hyphens, dots and lower-to-upper case changes. */
export const intentNameSentence = (intent: string): string =>
  intent.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_\-.]+/g, ' ').trim();

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
  /** Each intent's centroid (unit length) in the same slots: a feature never seen with an intent is 0 in its centroid. */
  slotCentroids: number[];
  /** The centroids' share of the scores (see Hyperparameters.centroidHalf). */
  centroidMix: number;
}

const DECIMALS = 1e4;
const round = (v: number) => Math.round(v * DECIMALS) / DECIMALS;

interface SparseVector { index: Int32Array; value: Float64Array; coverage: number }

/**
 * unseenIdf: the weight of a feature the model never saw (the idf of a document frequency of 0); uncounted:
 * features left out of the coverage (see Hyperparameters.coverageWithoutBigrams).
 */
function vectorize(counts: FeatureCounts, lookup: Map<number, number>, idf: ArrayLike<number>, l2Normalize: boolean, unseenIdf: number, uncounted?: Set<number>): SparseVector {
  // Sized for every feature, trimmed to the known ones by a view: no growing arrays copied into typed ones.
  let index = new Int32Array(counts.size);
  let value = new Float64Array(counts.size);
  let n = 0;
  let norm = 0;
  let seen = 0;
  let unseen = 0;
  for (const [feature, count] of counts) {
    const i = lookup.get(feature);
    const tf = Math.log1p(count); // sublinear term frequency
    const counted = uncounted === undefined || !uncounted.has(feature);
    if (i === undefined) {
      if (counted) unseen += (tf * unseenIdf) ** 2;
      continue;
    }
    const v = tf * idf[i]!;
    index[n] = i;
    value[n] = v;
    n++;
    norm += v * v;
    if (counted) seen += v * v;
  }
  const coverage = seen + unseen > 0 ? Math.sqrt(seen / (seen + unseen)) : 0;
  norm = l2Normalize ? Math.sqrt(norm) || 1 : 1;
  if (n < counts.size) {
    index = index.subarray(0, n);
    value = value.subarray(0, n);
  }
  for (let k = 0; k < n; k++) value[k] = value[k]! / norm;
  return { index, value, coverage };
}

const idfOf = (documentFrequency: number, documents: number, useIdf: boolean) =>
  useIdf ? round(Math.log((documents + 1) / (documentFrequency + 1)) + 1) : 1;

interface WeightTable { offsets: Int32Array; slotClass: Int32Array; weight: Float64Array; bias: Float64Array; scores: Float64Array }
interface LabelledVector { vector: { index: Int32Array; value: Float64Array }; label: number }

/**
 * One pass of SGD over the examples in the given order (the learning rate decays linearly over all the
 * steps); returns the summed log loss. Kept apart from the async trainCore so that V8 optimises the hot loop.
 */
function sgdEpoch(table: WeightTable, vectors: LabelledVector[], order: number[], firstStep: number, totalSteps: number, hyper: Hyperparameters): number {
  const { offsets, slotClass, weight, bias, scores } = table;
  const l2 = hyper.l2;
  let step = firstStep;
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
  return loss;
}

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
  if (hyper.intentNames) {
    const named = [...new Set(examples.map((example) => example.intent))].filter((intent) => intent !== NO_INTENT);
    examples = [...examples, ...named.map((intent) => ({ intent, text: intentNameSentence(intent) })).filter((example) => example.text !== '')];
  }
  const intents = [...new Set(examples.map((example) => example.intent))].sort();
  const intentIndex = new Map(intents.map((intent, i) => [intent, i]));
  const counted = examples.map((example) => ({ counts: extractFeatures(example.text, hyper), label: intentIndex.get(example.intent)! }));

  // Vocabulary, document frequencies and the intents each feature was seen with (examples taken intent by
  // intent, so that each feature's intents come out sorted and deduplicated by comparing with the last one).
  const byIntent = counted.map((_, i) => i).sort((a, b) => counted[a]!.label - counted[b]!.label);
  const lookup = new Map<number, number>();
  const features: number[] = [];
  const df: number[] = [];
  const seenWith: number[][] = [];
  const K = Math.max(1, intents.length);
  const indexed: Array<{ index: Int32Array; tf: Float64Array; label: number }> = new Array(counted.length);
  for (const e of byIntent) {
    const { counts, label } = counted[e]!;
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
        seenWith.push([label]);
      } else {
        const labels = seenWith[i]!;
        if (labels[labels.length - 1] !== label) labels.push(label);
      }
      df[i]! += 1;
      index[k] = i;
      tf[k++] = Math.log1p(count); // sublinear term frequency, as in vectorize
    }
    indexed[e] = { index, tf, label };
  }
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
  const offsets = new Int32Array(features.length + 1);
  for (let f = 0; f < features.length; f++) offsets[f + 1] = offsets[f]! + (hyper.dense ? K : seenWith[f]!.length);
  const slotClass = new Int32Array(offsets[features.length]!);
  for (let f = 0; f < features.length; f++) {
    if (hyper.dense) for (let c = 0; c < K; c++) slotClass[offsets[f]! + c] = c;
    else slotClass.set(seenWith[f]!, offsets[f]!);
  }
  const weight = new Float64Array(slotClass.length);
  const bias = new Float64Array(intents.length);
  const scores = new Float64Array(intents.length);

  const order = vectors.map((_, i) => i);
  const table: WeightTable = { offsets, slotClass, weight, bias, scores };
  let heldSince = performance.now();
  const totalSteps = hyper.epochs * Math.max(1, n);
  for (let epoch = 0; epoch < hyper.epochs; epoch++) {
    shuffle(order, random);
    const loss = sgdEpoch(table, vectors, order, epoch * n, totalSteps, hyper);
    const done = loss / Math.max(1, n) < hyper.targetLoss || epoch === hyper.epochs - 1;
    onProgress?.(done ? 1 : (epoch + 1) / hyper.epochs);
    if (done) break;
    if (performance.now() - heldSince > HOLD_MS) {
      await yieldToEventLoop(); // training runs inside the server: let it answer between epochs
      heldSince = performance.now();
    }
  }

  // Each intent's centroid: the sum of its sentences' vectors, scaled to unit length.
  const centroid = new Float64Array(slotClass.length);
  for (const { vector: { index, value }, label } of vectors) {
    for (let k = 0; k < index.length; k++) {
      const f = index[k]!;
      for (let s = offsets[f]!; s < offsets[f + 1]!; s++) {
        if (slotClass[s] === label) {
          centroid[s]! += value[k]!;
          break;
        }
      }
    }
  }
  const centroidNorm = new Float64Array(K);
  for (let s = 0; s < centroid.length; s++) centroidNorm[slotClass[s]!]! += centroid[s]! * centroid[s]!;
  for (let s = 0; s < centroid.length; s++) centroid[s]! /= Math.sqrt(centroidNorm[slotClass[s]!]!) || 1;
  const centroidMix = hyper.centroidHalf > 0 ? hyper.centroidHalf / (hyper.centroidHalf + n / K) : 0;

  return {
    intents,
    hyperparameters: hyper,
    features,
    idf,
    bias: Array.from(bias, round),
    unseenIdf: idfOf(0, n, hyper.useIdf),
    offsets: Array.from(offsets),
    slotIntents: Array.from(slotClass),
    slotWeights: Array.from(weight, round),
    slotCentroids: Array.from(centroid, round),
    centroidMix: round(centroidMix),
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

/** The bigrams of the sentence being scored, reused from call to call (scoring is synchronous). */
const bigramScratch = new Set<number>();

/**
 * The regression's softmax (at the model's temperature) mixed with the centroids' one, for every intent in the
 * model's order, and the sentence's coverage.
 */
export function explainCore(model: CoreModel, text: string): { softmax: Float64Array; coverage: number } {
  const { hyperparameters, offsets, slotIntents, slotWeights, slotCentroids, centroidMix } = model;
  const bigrams = hyperparameters.coverageWithoutBigrams ? bigramScratch : undefined;
  bigrams?.clear();
  const features = extractFeatures(text, hyperparameters, bigrams);
  const vector = vectorize(features, lookupOf(model), model.idf, hyperparameters.l2Normalize, model.unseenIdf, bigrams);
  const scores = Float64Array.from(model.bias);
  const similarities = new Float64Array(scores.length);
  for (let k = 0; k < vector.index.length; k++) {
    const f = vector.index[k]!;
    const x = vector.value[k]!;
    for (let s = offsets[f]!; s < offsets[f + 1]!; s++) {
      scores[slotIntents[s]!]! += slotWeights[s]! * x;
      similarities[slotIntents[s]!]! += slotCentroids[s]! * x;
    }
  }
  softmaxInPlace(scores, hyperparameters.temperature);
  if (centroidMix > 0) {
    softmaxInPlace(similarities, 1 / hyperparameters.centroidScale);
    for (let c = 0; c < scores.length; c++) scores[c] = (1 - centroidMix) * scores[c]! + centroidMix * similarities[c]!;
  }
  return { softmax: scores, coverage: vector.coverage };
}

/** The score of every intent, in the model's intent order. */
export function scoreCore(model: CoreModel, text: string): Float64Array {
  const { softmax, coverage } = explainCore(model, text);
  const floor = model.hyperparameters.coverageFloor;
  const factor = floor > 0 ? Math.min(1, coverage / floor) : 1;
  return softmax.map((score) => score * factor);
}
