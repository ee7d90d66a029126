import { describe, expect, it } from 'vitest';
import { evaluateFaqModel, heldOutAlternates } from './evaluate-faq';
import { SHOP_DOCUMENTS, SHOP_FAQS } from './faq-fixtures';
import { buildFaqModel, isFaqModel, matchFaqs, retrievePassages } from './faq-model';

const draft = { language: 'en', faqs: SHOP_FAQS, documents: SHOP_DOCUMENTS };
const model = buildFaqModel(draft);

describe('FAQ model', () => {
  it('is plain JSON that survives storage', () => {
    const stored = JSON.parse(JSON.stringify(model)) as unknown;
    expect(isFaqModel(stored)).toBe(true);
    expect(isFaqModel({ version: 0 })).toBe(false);
    expect(matchFaqs(stored as typeof model, 'store hours')[0]).toMatchObject({ faq: 5, score: 1 });
  });

  it('matches a question or alternate exactly, and a rewording above the threshold', () => {
    expect(matchFaqs(model, 'password reset')[0]).toMatchObject({ faq: 0, score: 1 });
    const reworded = matchFaqs(model, 'how can I return a pair of shoes?')[0]!;
    expect(reworded.faq).toBe(2);
    expect(reworded.score).toBeGreaterThanOrEqual(model.threshold);
  });

  it('scores unrelated messages and gibberish below the threshold', () => {
    for (const text of ['what is the weather in Paris', 'asdkj qwpoe zzz', 'I want to talk to a human', 'I want to order pizza', 'open an account']) {
      expect(matchFaqs(model, text)[0]?.score ?? 0).toBeLessThan(model.threshold);
    }
    expect(matchFaqs(model, 'what is it')).toEqual([]);
  });

  it('retrieves passages with BM25 and scores how much of the question they cover', () => {
    const [best] = retrievePassages(model, 'how do I clean leather shoes');
    expect(model.passages[best!.passage]).toMatchObject({ document: 0, text: expect.stringContaining('damp cloth') });
    expect(best!.score).toBeGreaterThanOrEqual(model.passageThreshold);
    expect(retrievePassages(model, 'warranty on loose soles')[0]).toMatchObject({ passage: 2 });
    expect(retrievePassages(model, 'quantum physics')).toEqual([]);
  });

  it('measures precision on held-out alternates (one per FAQ with two or more), trained without them', () => {
    const { train, test } = heldOutAlternates(draft);
    expect(test).toHaveLength(SHOP_FAQS.length);
    for (const example of test) expect(train.faqs[example.faq]!.alternates).not.toContain(example.text);
    const evaluation = evaluateFaqModel(draft)!;
    expect(evaluation.heldOut).toBe(6);
    // Lexical matching: rewordings that share the key words are found, synonyms ("send back" for "return") are not.
    expect(evaluation.answered).toBeGreaterThanOrEqual(2);
    expect(evaluation.precision).toBe(1);
    expect(evaluation.accuracy).toBe(Math.round((evaluation.correct / 6) * 1000) / 1000);
    expect(evaluateFaqModel({ ...draft, faqs: [{ question: 'q', answer: 'a', alternates: ['one'] }] })).toBeNull();
  });
});
