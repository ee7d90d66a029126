/**
 * Training and scoring behind intent-classifier.ts, with every knob exposed for bench/nlu's tuning.
 * TF-IDF weighted stemmed words, word bigrams, character n-grams and (English) WordNet senses; a softmax (multinomial logistic)
 * regression trained with seeded SGD, mixed with a nearest-centroid classifier for bots with few sentences per intent. Each feature only carries weights for the intents it was seen with
 * in training (as OpenNLP's maxent does), which keeps the stored model small enough for a jsonb column.
 */
import { botConfidence, calibratedConfidence, type BotConfidence, type ConfidenceCoefficients } from './confidence';
import { extractFeatures, type FeatureCounts, type FeatureOptions } from './features';
import { FeatureIndex } from './feature-index';
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
   * 0 turns it off. Not used when `confidence` is set (the coverage is one of its inputs).
   */
  coverageFloor: number;
  /**
   * The best intent's score is the calibrated probability that it is right (confidence.ts), computed from the
   * softmax, the coverage and the nearest centroid's similarity with these coefficients; the other intents' scores
   * are scaled by the same factor, so the ranking is the softmax's. Absent: the softmax times the coverage factor.
   * The model stores its own function (CoreModel.confidence), the bot's size folded in.
   */
  confidence?: ConfidenceCoefficients;
  /**
   * Leave word bigrams (and WordNet senses) out of the coverage: an unseen pair of known words says little about
   * the topic, and with few sentences per intent most pairs are unseen, which pushed in-scope sentences below the
   * threshold. (A sense is what a word implies, not a word of the sentence: an unseen one is not an unknown word.)
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

/** Fitted by bench/nlu/calibrate.ts (its output, pasted): see confidence.ts. */
const CALIBRATION: ConfidenceCoefficients = [1.807, 0.699, 2.545, 0.83, -0.322, -0.235];

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
  centroidHalf: 2,
  centroidScale: 40,
  intentNames: true,
  wordnetWeight: 1.5,
  confidence: CALIBRATION,
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
  /** The bot's confidence function (confidence.ts), when its hyperparameters have `confidence`. */
  confidence?: BotConfidence;
}

const DECIMALS = 1e4;
const round = (v: number) => Math.round(v * DECIMALS) / DECIMALS;

interface SparseVector { index: Int32Array; value: Float64Array; coverage: number }

/**
 * unseenIdf: the weight of a feature the model never saw (the idf of a document frequency of 0); uncounted:
 * features left out of the coverage (see Hyperparameters.coverageWithoutBigrams).
 */
function vectorize({ features, counts }: FeatureCounts, lookup: FeatureIndex, idf: ArrayLike<number>, l2Normalize: boolean, unseenIdf: number, uncounted?: Set<number>): SparseVector {
  // Sized for every feature, trimmed to the known ones by a view: no growing arrays copied into typed ones.
  let index = new Int32Array(features.length);
  let value = new Float64Array(features.length);
  let n = 0;
  let norm = 0;
  let seen = 0;
  let unseen = 0;
  for (let j = 0; j < features.length; j++) {
    const feature = features[j]!;
    const i = lookup.get(feature);
    const tf = Math.log1p(counts[j]!); // sublinear term frequency
    const counted = uncounted === undefined || !uncounted.has(feature);
    if (i === -1) {
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
  if (n < features.length) {
    index = index.subarray(0, n);
    value = value.subarray(0, n);
  }
  for (let k = 0; k < n; k++) value[k] = value[k]! / norm;
  return { index, value, coverage };
}

const idfOf = (documentFrequency: number, documents: number, useIdf: boolean) =>
  useIdf ? round(Math.log((documents + 1) / (documentFrequency + 1)) + 1) : 1;

/** What SGD trains: a weight per slot (its intent in slotClass), a bias per intent, and the scores it works in. */
interface WeightTable { slotClass: Int32Array; weight: Float64Array; bias: Float64Array; scores: Float64Array }

/**
 * The training sentences as TF-IDF vectors in one flat (CSR) layout: sentence e's features are
 * index[starts[e] .. starts[e+1]) with their weights in value, its intent labels[e]. One pair of typed arrays
 * instead of two per sentence: the SGD's inner loops read nothing else.
 */
interface TrainingSet { starts: Int32Array; index: Int32Array; value: Float64Array; labels: Int32Array }

/** Each feature occurrence of a TrainingSet (same positions as its index) with its feature's weight slots [from, to). */
interface SlotRanges { from: Int32Array; to: Int32Array }

/** The vocabulary (feature hash → index) with each feature's document frequency and the number of intents it was seen with. */
interface Vocabulary { hashes: FeatureIndex; df: Int32Array; intentsSeen: Int32Array }

/**
 * Gives every feature an index and fills the set with sublinear term frequencies (weighted later). Sentences are
 * taken intent by intent (byIntent), so that a feature seen again with the same intent is told by comparing
 * with the last intent it was seen with.
 */
function indexSentences(counted: Array<{ counts: FeatureCounts; label: number }>, byIntent: number[]): { set: TrainingSet; vocabulary: Vocabulary } {
  const n = counted.length;
  const starts = new Int32Array(n + 1);
  const labels = new Int32Array(n);
  for (let e = 0; e < n; e++) {
    starts[e + 1] = starts[e]! + counted[e]!.counts.features.length;
    labels[e] = counted[e]!.label;
  }
  const occurrences = starts[n]!;
  const index = new Int32Array(occurrences);
  const value = new Float64Array(occurrences);
  const hashes = new FeatureIndex(occurrences);
  const df = new Int32Array(occurrences);
  const intentsSeen = new Int32Array(occurrences);
  const lastLabel = new Int32Array(occurrences).fill(-1);
  for (const e of byIntent) {
    const label = labels[e]!;
    const { features: sentence, counts } = counted[e]!.counts;
    for (let j = 0, k = starts[e]!; j < sentence.length; j++, k++) {
      const i = hashes.add(sentence[j]!);
      if (lastLabel[i] !== label) {
        lastLabel[i] = label;
        intentsSeen[i]! += 1;
      }
      df[i]! += 1;
      index[k] = i;
      value[k] = Math.log1p(counts[j]!); // sublinear term frequency, as in vectorize
    }
  }
  return { set: { starts, index, value, labels }, vocabulary: { hashes, df, intentsSeen } };
}

/** Weighs each sentence's term frequencies by idf and (l2Normalize) scales the sentence to unit length. */
function weighSentences({ starts, index, value }: TrainingSet, idf: Float64Array, l2Normalize: boolean): void {
  for (let e = 0; e + 1 < starts.length; e++) {
    const start = starts[e]!;
    const end = starts[e + 1]!;
    let norm = 0;
    for (let k = start; k < end; k++) {
      value[k]! *= idf[index[k]!]!;
      norm += value[k]! * value[k]!;
    }
    norm = l2Normalize ? Math.sqrt(norm) || 1 : 1;
    for (let k = start; k < end; k++) value[k]! /= norm;
  }
}

/**
 * The flattened weight table's layout: feature f owns slots offsets[f] .. offsets[f+1], one per intent it was
 * seen with, in intent order (the sentences taken intent by intent again), or one per intent when dense.
 */
function slotLayout({ starts, index, labels }: TrainingSet, byIntent: number[], intentsSeen: Int32Array, featureCount: number, intentCount: number, dense: boolean): { offsets: Int32Array; slotClass: Int32Array } {
  const offsets = new Int32Array(featureCount + 1);
  for (let f = 0; f < featureCount; f++) offsets[f + 1] = offsets[f]! + (dense ? intentCount : intentsSeen[f]!);
  const slotClass = new Int32Array(offsets[featureCount]!);
  if (dense) {
    for (let f = 0; f < featureCount; f++) for (let c = 0; c < intentCount; c++) slotClass[offsets[f]! + c] = c;
    return { offsets, slotClass };
  }
  const next = offsets.slice(0, featureCount);
  const lastLabel = new Int32Array(featureCount).fill(-1);
  for (const e of byIntent) {
    const label = labels[e]!;
    for (let k = starts[e]!; k < starts[e + 1]!; k++) {
      const f = index[k]!;
      if (lastLabel[f] === label) continue;
      lastLabel[f] = label;
      slotClass[next[f]!++] = label;
    }
  }
  return { offsets, slotClass };
}

/** Where each occurrence's weight slots are, so that the SGD's inner loops skip the feature → offsets look-up. */
function slotRanges({ index }: TrainingSet, offsets: Int32Array): SlotRanges {
  const from = new Int32Array(index.length);
  const to = new Int32Array(index.length);
  for (let k = 0; k < index.length; k++) {
    from[k] = offsets[index[k]!]!;
    to[k] = offsets[index[k]! + 1]!;
  }
  return { from, to };
}

/**
 * One pass of SGD over the sentences in the given order (the learning rate decays linearly over all the
 * steps); returns the summed log loss. Kept apart from the async trainCore so that V8 optimises the hot loop.
 */
function sgdEpoch(table: WeightTable, set: TrainingSet, slots: SlotRanges, order: number[], firstStep: number, totalSteps: number, learningRate: number, l2: number): number {
  const { slotClass, weight, bias, scores } = table;
  const { starts, value, labels } = set;
  const { from: slotFrom, to: slotTo } = slots;
  const intentCount = scores.length;
  let step = firstStep;
  let loss = 0;
  for (let o = 0; o < order.length; o++) {
    const e = order[o]!;
    const label = labels[e]!;
    const start = starts[e]!;
    const end = starts[e + 1]!;
    const rate = learningRate * (1 - step / totalSteps) + 0.01;
    step++;
    for (let c = 0; c < intentCount; c++) scores[c] = bias[c]!;
    for (let k = start; k < end; k++) {
      const x = value[k]!;
      const last = slotTo[k]!;
      for (let s = slotFrom[k]!; s < last; s++) scores[slotClass[s]!]! += weight[s]! * x;
    }
    softmaxInPlace(scores, 1);
    loss -= Math.log(Math.max(scores[label]!, 1e-12));
    scores[label]! -= 1; // the gradient of the log loss with respect to each score
    for (let c = 0; c < intentCount; c++) bias[c]! -= rate * scores[c]!;
    for (let k = start; k < end; k++) {
      const x = value[k]!;
      const last = slotTo[k]!;
      for (let s = slotFrom[k]!; s < last; s++) weight[s]! -= rate * (scores[slotClass[s]!]! * x + l2 * weight[s]!);
    }
  }
  return loss;
}

/** Each intent's centroid, in the weight table's slots: the sum of its sentences' vectors, scaled to unit length. */
function centroids({ starts, value, labels }: TrainingSet, { from, to }: SlotRanges, slotClass: Int32Array, intentCount: number): Float64Array {
  const centroid = new Float64Array(slotClass.length);
  for (let e = 0; e < labels.length; e++) {
    const label = labels[e]!;
    for (let k = starts[e]!; k < starts[e + 1]!; k++) {
      for (let s = from[k]!; s < to[k]!; s++) {
        if (slotClass[s] === label) {
          centroid[s]! += value[k]!;
          break;
        }
      }
    }
  }
  const norms = new Float64Array(intentCount);
  for (let s = 0; s < centroid.length; s++) norms[slotClass[s]!]! += centroid[s]! * centroid[s]!;
  for (let s = 0; s < centroid.length; s++) centroid[s]! /= Math.sqrt(norms[slotClass[s]!]!) || 1;
  return centroid;
}

/** A training sentence nearer another intent's centroid than its own's (`nearest`, by `margin` in cosine similarity). */
interface NearerIntent { example: number; nearest: number; margin: number }

/**
 * The training sentences (among the first `count`: the trainer's, not the intents' names) whose nearest centroid is
 * another intent's, their own included in their own intent's centroid; `skip` (None's label, or -1) is neither.
 * One pass over the sentences' slots, as the centroids took: what trainer tools get almost for free at training.
 */
function nearerIntents({ starts, value, labels }: TrainingSet, { from, to }: SlotRanges, slotClass: Int32Array, centroid: Float64Array, intentCount: number, count: number, skip: number): NearerIntent[] {
  const found: NearerIntent[] = [];
  const similarities = new Float64Array(intentCount);
  for (let e = 0; e < count; e++) {
    const label = labels[e]!;
    if (label === skip) continue;
    similarities.fill(0);
    for (let k = starts[e]!; k < starts[e + 1]!; k++) {
      for (let s = from[k]!; s < to[k]!; s++) similarities[slotClass[s]!]! += centroid[s]! * value[k]!;
    }
    let nearest = label;
    for (let c = 0; c < intentCount; c++) if (c !== skip && similarities[c]! > similarities[nearest]!) nearest = c;
    if (nearest !== label) found.push({ example: e, nearest, margin: similarities[nearest]! - similarities[label]! });
  }
  return found;
}

/** A typed array as a plain one (the model is stored as JSON), each value mapped; a loop, several times cheaper than Array.from. */
function plainArray(values: Int32Array | Float64Array, map?: (value: number) => number): number[] {
  const plain = new Array<number>(values.length);
  if (map) for (let i = 0; i < values.length; i++) plain[i] = map(values[i]!);
  else for (let i = 0; i < values.length; i++) plain[i] = values[i]!;
  return plain;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
/** How long training may hold the event loop before it lets the server answer (checked between epochs). */
const HOLD_MS = 20;

export async function trainCore(
  examples: CoreExample[],
  seed: number,
  hyper: Hyperparameters,
  onProgress?: (fraction: number) => void,
  /** Receives the training sentences (indexes into `examples`) nearer another intent (see nearerIntents), if given. */
  onNearerIntents?: (found: Array<{ example: number; intent: string; nearest: string; margin: number }>) => void,
): Promise<CoreModel> {
  const random = seededRandom(seed);
  const trainerSentences = examples.length;
  // The bot's size as the trainer wrote it (before the intents' names are added), as calibrate.ts measures it.
  const confidence = hyper.confidence ? botConfidence(hyper.confidence, new Set(examples.map((example) => example.intent)).size, examples.length) : undefined;
  if (hyper.intentNames) {
    const named = [...new Set(examples.map((example) => example.intent))].filter((intent) => intent !== NO_INTENT);
    examples = [...examples, ...named.map((intent) => ({ intent, text: intentNameSentence(intent) })).filter((example) => example.text !== '')];
  }
  const intents = [...new Set(examples.map((example) => example.intent))].sort();
  const intentIndex = new Map(intents.map((intent, i) => [intent, i]));
  const counted = examples.map((example) => ({ counts: extractFeatures(example.text, hyper), label: intentIndex.get(example.intent)! }));
  const byIntent = counted.map((_, i) => i).sort((a, b) => counted[a]!.label - counted[b]!.label);
  const { set, vocabulary } = indexSentences(counted, byIntent);
  const featureCount = vocabulary.hashes.size;
  const n = counted.length;
  const K = Math.max(1, intents.length);
  const idf = new Float64Array(featureCount);
  for (let f = 0; f < featureCount; f++) idf[f] = idfOf(vocabulary.df[f]!, n, hyper.useIdf);
  weighSentences(set, idf, hyper.l2Normalize);

  const { offsets, slotClass } = slotLayout(set, byIntent, vocabulary.intentsSeen, featureCount, K, hyper.dense);
  const slots = slotRanges(set, offsets);
  const table: WeightTable = { slotClass, weight: new Float64Array(slotClass.length), bias: new Float64Array(intents.length), scores: new Float64Array(intents.length) };
  const order = counted.map((_, i) => i);
  let heldSince = performance.now();
  const totalSteps = hyper.epochs * Math.max(1, n);
  for (let epoch = 0; epoch < hyper.epochs; epoch++) {
    shuffle(order, random);
    const loss = sgdEpoch(table, set, slots, order, epoch * n, totalSteps, hyper.learningRate, hyper.l2);
    const done = loss / Math.max(1, n) < hyper.targetLoss || epoch === hyper.epochs - 1;
    onProgress?.(done ? 1 : (epoch + 1) / hyper.epochs);
    if (done) break;
    if (performance.now() - heldSince > HOLD_MS) {
      await yieldToEventLoop(); // training runs inside the server: let it answer between epochs
      heldSince = performance.now();
    }
  }

  const centroid = centroids(set, slots, slotClass, K);
  if (onNearerIntents) {
    const found = nearerIntents(set, slots, slotClass, centroid, K, trainerSentences, intentIndex.get(NO_INTENT) ?? -1);
    onNearerIntents(found.map(({ example, nearest, margin }) => ({ example, intent: intents[set.labels[example]!]!, nearest: intents[nearest]!, margin })));
  }
  const centroidMix = hyper.centroidHalf > 0 ? hyper.centroidHalf / (hyper.centroidHalf + n / K) : 0;
  return {
    intents,
    hyperparameters: hyper,
    features: plainArray(vocabulary.hashes.features.subarray(0, featureCount)),
    idf: plainArray(idf),
    bias: plainArray(table.bias, round),
    unseenIdf: idfOf(0, n, hyper.useIdf),
    offsets: plainArray(offsets),
    slotIntents: plainArray(slotClass),
    slotWeights: plainArray(table.weight, round),
    slotCentroids: plainArray(centroid, round),
    centroidMix: round(centroidMix),
    ...(confidence ? { confidence } : {}),
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
const lookups = new WeakMap<CoreModel, FeatureIndex>();

function lookupOf(model: CoreModel): FeatureIndex {
  let lookup = lookups.get(model);
  if (!lookup) {
    lookup = new FeatureIndex(model.features.length);
    for (const feature of model.features) lookup.add(feature);
    lookups.set(model, lookup);
  }
  return lookup;
}

/** The bigrams and senses of the sentence being scored, reused from call to call (scoring is synchronous). */
const contextScratch = new Set<number>();

/**
 * The regression's softmax (at the model's temperature) mixed with the centroids' one, for every intent in the
 * model's order, the sentence's coverage and its cosine similarity to the nearest intent centroid (of its known features).
 */
export function explainCore(model: CoreModel, text: string): { softmax: Float64Array; coverage: number; similarity: number } {
  const { hyperparameters, offsets, slotIntents, slotWeights, slotCentroids, centroidMix } = model;
  const context = hyperparameters.coverageWithoutBigrams ? contextScratch : undefined;
  context?.clear();
  const features = extractFeatures(text, hyperparameters, context);
  const vector = vectorize(features, lookupOf(model), model.idf, hyperparameters.l2Normalize, model.unseenIdf, context);
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
  let similarity = 0;
  for (const s of similarities) similarity = Math.max(similarity, s);
  if (centroidMix > 0) {
    softmaxInPlace(similarities, 1 / hyperparameters.centroidScale);
    for (let c = 0; c < scores.length; c++) scores[c] = (1 - centroidMix) * scores[c]! + centroidMix * similarities[c]!;
  }
  return { softmax: scores, coverage: vector.coverage, similarity };
}

/** The score of every intent, in the model's intent order. */
export function scoreCore(model: CoreModel, text: string): Float64Array {
  const { softmax, coverage, similarity } = explainCore(model, text);
  const { confidence } = model;
  const floor = model.hyperparameters.coverageFloor;
  let top = 0;
  for (const score of softmax) top = Math.max(top, score);
  const factor = confidence
    ? top > 0 ? calibratedConfidence({ top, coverage, similarity }, confidence) / top : 0
    : floor > 0 ? Math.min(1, coverage / floor) : 1;
  return softmax.map((score) => score * factor);
}
