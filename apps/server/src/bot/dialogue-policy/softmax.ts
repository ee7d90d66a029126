/**
 * A multinomial logistic regression over sparse binary features, trained with seeded SGD (AdaGrad steps) (the same approach as the
 * intent classifier's core, classifier-core.ts, at the dialogue state's much smaller scale): deterministic for the
 * same examples, a few hundred features and tens of classes, so dense weights (feature × class) are small.
 */
import { seededRandom, shuffle } from '@/bot/nlu/random';

export interface SoftmaxOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
}

export const DEFAULT_SOFTMAX: SoftmaxOptions = { epochs: 40, learningRate: 1, l2: 1e-4, seed: 20_260_530 };

export interface SoftmaxModel {
  features: string[];
  classes: string[];
  /** weights[f * classes + c]; bias via the always-present 'bias' feature. */
  weights: number[];
}

export interface SoftmaxExample { features: string[]; label: string }

export function trainSoftmax(examples: readonly SoftmaxExample[], options: SoftmaxOptions = DEFAULT_SOFTMAX): SoftmaxModel {
  const featureIndex = new Map<string, number>();
  const classIndex = new Map<string, number>();
  const encoded = examples.map(({ features, label }) => {
    if (!classIndex.has(label)) classIndex.set(label, classIndex.size);
    const indices = [...new Set(features)].map((feature) => {
      if (!featureIndex.has(feature)) featureIndex.set(feature, featureIndex.size);
      return featureIndex.get(feature)!;
    });
    return { indices: Int32Array.from(indices), label: classIndex.get(label)! };
  });
  const classes = classIndex.size;
  const weights = new Float64Array(featureIndex.size * classes);
  // AdaGrad: each weight's step shrinks with the gradients it has seen, so a rare but decisive feature (the one story
  // where a delayed order is handed over) learns as fast as the features every example shares.
  const squared = new Float64Array(weights.length).fill(1e-8);
  const scores = new Float64Array(classes);
  const random = seededRandom(options.seed);
  const order = encoded.map((_, i) => i);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const rate = options.learningRate;
    for (const e of shuffle(order, random)) {
      const { indices, label } = encoded[e]!;
      probabilities(weights, indices, classes, scores);
      for (const f of indices) {
        const base = f * classes;
        for (let c = 0; c < classes; c++) {
          const gradient = scores[c]! - (c === label ? 1 : 0) + options.l2 * weights[base + c]!;
          squared[base + c]! += gradient * gradient;
          weights[base + c]! -= (rate * gradient) / Math.sqrt(squared[base + c]!);
        }
      }
    }
  }
  return { features: [...featureIndex.keys()], classes: [...classIndex.keys()], weights: Array.from(weights, (w) => Math.round(w * 1e5) / 1e5) };
}

function probabilities(weights: ArrayLike<number>, indices: ArrayLike<number>, classes: number, out: Float64Array): void {
  out.fill(0);
  for (let k = 0; k < indices.length; k++) {
    const base = indices[k]! * classes;
    for (let c = 0; c < classes; c++) out[c]! += weights[base + c]!;
  }
  let max = -Infinity;
  for (let c = 0; c < classes; c++) max = Math.max(max, out[c]!);
  let sum = 0;
  for (let c = 0; c < classes; c++) {
    out[c] = Math.exp(out[c]! - max);
    sum += out[c]!;
  }
  for (let c = 0; c < classes; c++) out[c] = out[c]! / sum;
}

/** A scorer over a stored model: feature names looked up once. */
export class SoftmaxScorer {
  private readonly featureIndex: Map<string, number>;
  private readonly out: Float64Array;

  constructor(private readonly model: SoftmaxModel) {
    this.featureIndex = new Map(model.features.map((feature, i) => [feature, i]));
    this.out = new Float64Array(model.classes.length);
  }

  /** Every class with its probability, best first. Features unseen in training are ignored. */
  rank(features: readonly string[]): { label: string; score: number }[] {
    const indices: number[] = [];
    for (const feature of new Set(features)) {
      const i = this.featureIndex.get(feature);
      if (i !== undefined) indices.push(i);
    }
    const classes = this.model.classes.length;
    if (classes === 0) return [];
    probabilities(this.model.weights, indices, classes, this.out);
    return this.model.classes.map((label, c) => ({ label, score: this.out[c]! })).sort((a, b) => b.score - a.score);
  }
}
