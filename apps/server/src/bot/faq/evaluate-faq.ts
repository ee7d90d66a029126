/**
 * Held-out quality of the FAQ matching: of every FAQ with at least two alternates, one alternate (the
 * last in text order) is held out, a model is built without it, and the alternate is matched. Precision
 * is the share of answered held-out alternates that found their own FAQ.
 */
import type { FaqEvaluation } from '@switchboard/contracts/bot-builder/faq.schemas';
import { buildFaqModel, matchFaqs, type FaqDraft } from './faq-model';

export const MIN_ALTERNATES_TO_HOLD_OUT = 2;

export function heldOutAlternates(draft: FaqDraft): { train: FaqDraft; test: { text: string; faq: number }[] } {
  const test: { text: string; faq: number }[] = [];
  const faqs = draft.faqs.map((faq, index) => {
    if (faq.alternates.length < MIN_ALTERNATES_TO_HOLD_OUT) return faq;
    const held = [...faq.alternates].sort((a, b) => a.localeCompare(b)).at(-1)!;
    test.push({ text: held, faq: index });
    return { ...faq, alternates: faq.alternates.filter((alternate) => alternate !== held) };
  });
  return { train: { ...draft, faqs, documents: [] }, test };
}

export function evaluateFaqModel(draft: FaqDraft): FaqEvaluation | null {
  const { train, test } = heldOutAlternates(draft);
  if (test.length === 0) return null;
  const model = buildFaqModel(train);
  let answered = 0;
  let correct = 0;
  for (const example of test) {
    const best = matchFaqs(model, example.text)[0];
    if (!best || best.score < model.threshold) continue;
    answered++;
    if (best.faq === example.faq) correct++;
  }
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    heldOut: test.length, answered, correct,
    precision: answered ? round(correct / answered) : null,
    accuracy: round(correct / test.length),
  };
}
