/**
 * The confidence the bot acts on: the probability that the best intent is the right answer, so that the 0.5
 * threshold means "more likely right than not", whether the message belongs to a near-synonym intent or to no intent.
 * The softmax alone is not that: trained to separate the bot's own sentences, it is sure of itself on messages unlike
 * any of them (0.99 for a question no intent covers). Three signals of the message say how far it is from every
 * intent, and a logistic function of them (Platt scaling with more than one input) maps them to a probability:
 * - the softmax's best score, as log-odds: how much the best intent stands out among the bot's intents;
 * - the coverage (log): the share of the message's feature mass the model saw in training — unknown words;
 * - the cosine similarity to the nearest intent centroid: how close the message is to any intent's sentences.
 * The same softmax means more in a bot of few intents with many sentences than in one of many with few, so the
 * bot's size shifts the function too (log intents, log sentences per intent): that part is fixed at training and
 * stored in the model (BotConfidence). The coefficients are fitted by bench/nlu/calibrate.ts on CLINC150's training
 * data only and stored in every model's hyperparameters.
 */

export interface ConfidenceSignals {
  /** The best intent's (mixed) softmax score, in (0, 1]. */
  top: number;
  /** The share of the message's (TF-IDF) feature mass the model knows, in [0, 1]. */
  coverage: number;
  /** The cosine similarity to the nearest intent centroid, in [0, 1]. */
  similarity: number;
}

/** The fitted function: [bias, × log-odds of top, × log coverage, × similarity, × log intents, × log sentences per intent]. */
export type ConfidenceCoefficients = [number, number, number, number, number, number];

/** One bot's function, its size folded into the bias: [bias, × log-odds of top, × log coverage, × similarity]. */
export type BotConfidence = [number, number, number, number];

const EPSILON = 1e-6;
const clamp = (value: number) => Math.min(1 - EPSILON, Math.max(EPSILON, value));

/** The bot's size as the function's inputs. */
export const sizeInputs = (intents: number, sentences: number): [number, number] =>
  [Math.log(Math.max(1, intents)), Math.log(Math.max(1, sentences / Math.max(1, intents)))];

/** A message's signals as the function's inputs (after the bias's 1). */
export function signalInputs({ top, coverage, similarity }: ConfidenceSignals): [number, number, number] {
  const p = clamp(top);
  return [Math.log(p / (1 - p)), Math.log(clamp(coverage)), similarity];
}

/** The function for a bot of `intents` intents trained on `sentences` sentences. */
export function botConfidence(coefficients: ConfidenceCoefficients, intents: number, sentences: number): BotConfidence {
  const [bias, top, coverage, similarity, perIntents, perSentences] = coefficients;
  const [logIntents, logSentences] = sizeInputs(intents, sentences);
  const round = (value: number) => Math.round(value * 1e4) / 1e4;
  return [round(bias + perIntents * logIntents + perSentences * logSentences), top, coverage, similarity];
}

/** The probability that the best intent is right. */
export function calibratedConfidence(signals: ConfidenceSignals, [bias, ...weights]: BotConfidence): number {
  const inputs = signalInputs(signals);
  let z = bias;
  for (let i = 0; i < inputs.length; i++) z += weights[i]! * inputs[i]!;
  return 1 / (1 + Math.exp(-z));
}
