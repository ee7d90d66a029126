import { describe, expect, it } from 'vitest';
import { trainIntentClassifier, type TrainingExample } from './intent-classifier';
import { MAX_MISPLACED, misplacedSentences, type MisplacedSentence } from './misplaced-sentences';

const examples: TrainingExample[] = [
  ...['where is my order', 'track my order', 'has my order shipped', 'when will my order arrive'].map((text) => ({ text, intent: 'order_status' })),
  ...['I want a refund', 'refund my money', 'give me a refund please', 'how do I get a refund'].map((text) => ({ text, intent: 'refund' })),
  // Filed under refund, but it reads like order_status.
  { text: 'where is my order and when will it arrive', intent: 'refund' },
  ...['tell me a joke', 'what is the weather', 'where is the order of the phoenix'].map((text) => ({ text, intent: 'None' })),
];

async function misplacedIn(training: TrainingExample[]): Promise<MisplacedSentence[]> {
  let found: MisplacedSentence[] | undefined;
  await trainIntentClassifier(training, { seed: 1, onMisplaced: (sentences) => (found = sentences) });
  return found!;
}

describe('misplaced training sentences', () => {
  it('flags a training sentence nearer another intent\'s sentences than its own, and only that one (None is neither)', async () => {
    const misplaced = await misplacedIn(examples);
    expect(misplaced).toEqual([{ text: 'where is my order and when will it arrive', intent: 'refund', closerTo: 'order_status', margin: expect.any(Number) as number }]);
    expect(misplaced[0]!.margin).toBeGreaterThan(0);
  });

  it('trains the same model whether asked for them or not', async () => {
    const asked = await trainIntentClassifier(examples, { seed: 1, onMisplaced: () => undefined });
    expect(JSON.stringify(asked)).toBe(JSON.stringify(await trainIntentClassifier(examples, { seed: 1 })));
  });

  it('keeps the furthest in first, up to the limit', () => {
    const found = Array.from({ length: 30 }, (_, example) => ({ example, intent: 'a', nearest: 'b', margin: example / 100 }));
    const texts = Array.from({ length: 30 }, (_, i) => ({ text: `sentence ${i}` }));
    const misplaced = misplacedSentences(texts, found);
    expect(misplaced).toHaveLength(MAX_MISPLACED);
    expect(misplaced[0]).toEqual({ text: 'sentence 29', intent: 'a', closerTo: 'b', margin: 0.29 });
  });
});
