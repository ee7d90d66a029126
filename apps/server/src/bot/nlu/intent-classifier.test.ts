import { describe, expect, it } from 'vitest';
import { explainCore } from './classifier-core';
import { calibratedConfidence } from './confidence';
import { classifyIntent, isCurrentIntentModel, trainIntentClassifier, type TrainingExample } from './intent-classifier';

/** A small synthetic support corpus: four intents with distinct vocabularies. */
const corpus: TrainingExample[] = [
  ...['where is my order', 'track my package', 'has my order shipped yet', 'when will my parcel arrive', 'order status please', 'I want to know where my delivery is'].map((text) => ({ text, intent: 'order_status' })),
  ...['I want a refund', 'give me my money back', 'how do I get refunded', 'refund my purchase', 'can I return this for a refund', 'I would like my money returned'].map((text) => ({ text, intent: 'refund' })),
  ...['hello', 'hi there', 'good morning', 'hey', 'hello, anyone here?', 'hi, good evening'].map((text) => ({ text, intent: 'greeting' })),
  ...['reset my password', 'I forgot my password', 'cannot log in to my account', 'change my password', 'my login does not work', 'password reset link please'].map((text) => ({ text, intent: 'password' })),
];

const trained = trainIntentClassifier(corpus, { seed: 7 });

describe('intent classifier', () => {
  it('learns separable intents, including phrasings it never saw', async () => {
    const model = await trained;
    const cases: Array<[string, string]> = [
      ['where is my parcel', 'order_status'],
      ['has the package shipped', 'order_status'],
      ['I need a refund for this', 'refund'],
      ['hi, good morning', 'greeting'],
      ['I forgot the password for my account', 'password'],
      ['passwords reset', 'password'],
    ];
    for (const [text, intent] of cases) {
      const [best] = classifyIntent(model, text);
      expect(best, text).toMatchObject({ intent });
      expect(best!.score, text).toBeGreaterThanOrEqual(0.5);
    }
  });

  it('scores every intent in [0,1], best first', async () => {
    const model = await trained;
    expect(model.intents).toEqual(['greeting', 'order_status', 'password', 'refund']);
    for (const text of ['refund my order', '', '!!!', 'hello where is my refund']) {
      const scores = classifyIntent(model, text);
      expect(scores.map((s) => s.intent).sort()).toEqual(model.intents);
      for (const { score } of scores) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
      }
      expect(scores.map((s) => s.score)).toEqual([...scores.map((s) => s.score)].sort((a, b) => b - a));
    }
  });

  it('gives the same predictions after a JSON round trip (as stored in jsonb)', async () => {
    const model = await trained;
    const restored = JSON.parse(JSON.stringify(model)) as typeof model;
    for (const text of ['where is my order', 'money back please', 'hey', 'xyzzy plugh', 'password for my order']) {
      expect(classifyIntent(restored, text)).toEqual(classifyIntent(model, text));
    }
  });

  it('is deterministic for a seed, and the seed is used', async () => {
    const [a, b] = await Promise.all([trainIntentClassifier(corpus, { seed: 3 }), trainIntentClassifier(corpus, { seed: 3 })]);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const other = await trainIntentClassifier(corpus, { seed: 4 });
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(a));
    expect(a.language).toBe('en');
  });

  it('scores gibberish and unrelated sentences below the 0.5 threshold', async () => {
    const model = await trained;
    for (const text of ['asdf qwerty zxcv', 'xyzzy plugh', 'quantum chromodynamics lattice simulations']) {
      expect(classifyIntent(model, text)[0]!.score, text).toBeLessThan(0.5);
    }
  });

  it('scores the best intent with its calibrated confidence and keeps the softmax\'s ranking', async () => {
    const model = await trained;
    expect(model.confidence).toHaveLength(4);
    for (const text of ['where is my order', 'refund for my password', 'hello, where is my refund']) {
      const { softmax, coverage, similarity } = explainCore(model, text);
      const ranking = classifyIntent(model, text);
      const top = Math.max(...softmax);
      expect(ranking[0]!.score, text).toBeCloseTo(calibratedConfidence({ top, coverage, similarity }, model.confidence!), 6);
      expect(ranking.map((entry) => entry.intent), text).toEqual(model.intents.map((intent, i) => ({ intent, p: softmax[i]! })).sort((a, b) => b.p - a.p || a.intent.localeCompare(b.intent)).map((entry) => entry.intent));
    }
  });

  it('reports progress up to 1 and keeps the requested language', async () => {
    const progress: number[] = [];
    const model = await trainIntentClassifier(corpus.slice(0, 12), { language: 'fr', seed: 1 }, (fraction) => progress.push(fraction));
    expect(model.language).toBe('fr');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('classifies nothing with a model of a format it cannot read', async () => {
    const model = await trained;
    expect(isCurrentIntentModel(model)).toBe(true);
    const stale = { ...model, version: 4 };
    expect(isCurrentIntentModel(stale)).toBe(false);
    expect(classifyIntent(stale, 'where is my order')).toEqual([]);
  });

  it('scores a format-5 model (no calibrated confidence) as format 5 did: the same ranking, softmax times coverage', async () => {
    const model = await trained;
    const { confidence: _calibration, ...rest } = model;
    const published = { ...rest, version: 5 };
    expect(isCurrentIntentModel(published)).toBe(false);
    const before = classifyIntent(published, 'where is my order');
    const now = classifyIntent(model, 'where is my order');
    expect(before.map((entry) => entry.intent)).toEqual(now.map((entry) => entry.intent));
    expect(before[0]!.score).toBeGreaterThan(0);
    expect(before[0]!.score).not.toBe(now[0]!.score);
  });

  it('copes with no examples and with a single intent', async () => {
    const empty = await trainIntentClassifier([]);
    expect(classifyIntent(empty, 'hello')).toEqual([]);
    const single = await trainIntentClassifier(corpus.filter((example) => example.intent === 'refund'));
    expect(classifyIntent(single, 'I want a refund')[0]).toMatchObject({ intent: 'refund' });
    expect(classifyIntent(single, 'I want a refund')[0]!.score).toBeGreaterThanOrEqual(0.5);
    expect(classifyIntent(single, 'asdf qwerty zxcv')[0]!.score).toBeLessThan(0.5);
  });

  it('knows English synonyms it never saw from WordNet, and only in English', async () => {
    const professions: TrainingExample[] = [
      ...['I need to see a doctor', 'book a doctor appointment'].map((text) => ({ text, intent: 'medical' })),
      ...['I need to speak to a lawyer', 'get me a lawyer'].map((text) => ({ text, intent: 'legal' })),
      ...['my car broke down', 'the car will not start'].map((text) => ({ text, intent: 'roadside' })),
    ];
    const english = await trainIntentClassifier(professions, { seed: 7 });
    expect(classifyIntent(english, 'I need an attorney')[0]).toMatchObject({ intent: 'legal' });
    expect(classifyIntent(english, 'I need an attorney')[0]!.score).toBeGreaterThanOrEqual(0.5);
    // "attorney" shares nothing with "lawyer" but its meaning: without WordNet "I need" decides.
    const french = await trainIntentClassifier(professions, { seed: 7, language: 'fr' });
    expect(french.hyperparameters.wordnetWeight).toBe(0);
    expect(classifyIntent(french, 'I need an attorney')[0]?.intent).not.toBe('legal');
  });

  it("learns from the intents' names too: a word only a name has still points at its intent", async () => {
    const model = await trainIntentClassifier([
      { intent: 'change_password', text: 'I forgot how to log in' },
      { intent: 'DeleteAccount', text: 'remove me from this site for good' },
      { intent: 'track-parcel', text: 'where is the thing I bought' },
      { intent: 'None', text: 'tell me a joke' },
    ]);
    expect(classifyIntent(model, 'change my password')[0]).toMatchObject({ intent: 'change_password' });
    expect(classifyIntent(model, 'delete my account')[0]).toMatchObject({ intent: 'DeleteAccount' });
    expect(classifyIntent(model, 'track my parcel')[0]).toMatchObject({ intent: 'track-parcel' });
    // The catch-all None learns nothing from its name.
    expect(classifyIntent(model, 'none')[0]?.intent).not.toBe('None');
  });
});
