/** Per-intent precision and recall of a model on held-out utterances, at the runtime's threshold, and the intents it mixes up. */
import type { ModelEvaluation } from '@switchboard/contracts/models/models.schemas';
import { classifyIntent, type IntentModel, type TrainingExample } from '@/bot/nlu/intent-classifier';
import { intentConfusions, type HeldOutOutcome } from './confusions';

const ratio = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1e4) / 1e4);

export function evaluateModel(model: IntentModel, heldOut: readonly TrainingExample[], intents: readonly string[], threshold: number): ModelEvaluation {
  const truePositives = new Map<string, number>();
  const predicted = new Map<string, number>();
  const actual = new Map<string, number>();
  let correct = 0;
  const outcomes: HeldOutOutcome[] = [];
  for (const example of heldOut) {
    const best = classifyIntent(model, example.text)[0];
    outcomes.push({ text: example.text, intent: example.intent, predicted: best?.intent });
    const guess = best && best.score >= threshold ? best.intent : null;
    actual.set(example.intent, (actual.get(example.intent) ?? 0) + 1);
    if (guess) predicted.set(guess, (predicted.get(guess) ?? 0) + 1);
    if (guess === example.intent) {
      correct++;
      truePositives.set(guess, (truePositives.get(guess) ?? 0) + 1);
    }
  }
  return {
    heldOut: heldOut.length,
    accuracy: ratio(correct, heldOut.length),
    intents: intents.map((intent) => ({
      intent,
      count: actual.get(intent) ?? 0,
      precision: ratio(truePositives.get(intent) ?? 0, predicted.get(intent) ?? 0),
      recall: ratio(truePositives.get(intent) ?? 0, actual.get(intent) ?? 0),
    })),
    confusions: intentConfusions(outcomes),
  };
}
