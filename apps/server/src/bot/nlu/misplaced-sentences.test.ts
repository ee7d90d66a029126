import { describe, expect, it } from 'vitest';
import { trainIntentClassifier, type TrainingExample } from './intent-classifier';
import { misplacedSentences } from './misplaced-sentences';

const examples: TrainingExample[] = [
  ...['where is my order', 'track my order', 'has my order shipped', 'when will my order arrive'].map((text) => ({ text, intent: 'order_status' })),
  ...['I want a refund', 'refund my money', 'give me a refund please', 'how do I get a refund'].map((text) => ({ text, intent: 'refund' })),
  // Filed under refund, but it reads like order_status.
  { text: 'where is my order and when will it arrive', intent: 'refund' },
  ...['tell me a joke', 'what is the weather'].map((text) => ({ text, intent: 'None' })),
];

describe('misplacedSentences', () => {
  it('flags a training sentence nearer another intent\'s sentences than its own, and only that one', async () => {
    const model = await trainIntentClassifier(examples, { seed: 1 });
    const misplaced = misplacedSentences(model, examples);
    expect(misplaced).toEqual([{ text: 'where is my order and when will it arrive', intent: 'refund', closerTo: 'order_status', margin: expect.any(Number) as number }]);
    expect(misplaced[0]!.margin).toBeGreaterThan(0);
  });

  it('finds nothing with a model of another format version', async () => {
    const model = await trainIntentClassifier(examples, { seed: 1 });
    expect(misplacedSentences({ ...model, version: model.version - 1 }, examples)).toEqual([]);
  });
});
