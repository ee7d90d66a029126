/**
 * The deterministic held-out split used to measure a model: per intent with at least 5 utterances,
 * every 5th utterance in text order (20%) is held out; smaller intents are trained on in full.
 */
import type { TrainingExample } from '@/bot/nlu/intent-classifier';

export const MIN_UTTERANCES_TO_HOLD_OUT = 5;
const EVERY = 5;

export function heldOutSplit(examples: readonly TrainingExample[]): { train: TrainingExample[]; test: TrainingExample[] } {
  const byIntent = new Map<string, TrainingExample[]>();
  for (const example of examples) byIntent.set(example.intent, [...(byIntent.get(example.intent) ?? []), example]);
  const train: TrainingExample[] = [];
  const test: TrainingExample[] = [];
  for (const list of byIntent.values()) {
    const sorted = [...list].sort((a, b) => a.text.localeCompare(b.text));
    sorted.forEach((example, index) => {
      const holdOut = sorted.length >= MIN_UTTERANCES_TO_HOLD_OUT && index % EVERY === EVERY - 1;
      (holdOut ? test : train).push(example);
    });
  }
  return { train, test };
}
