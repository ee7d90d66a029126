/**
 * The FAQ part of a trained version: the model customers get, measured on held-out alternates. Pure
 * (no database): it runs on the training thread beside the intent classifier's training.
 */
import type { FaqEvaluation } from '@switchboard/contracts/bot-builder/faq.schemas';
import { evaluateFaqModel } from './evaluate-faq';
import { buildFaqModel, type FaqDraft, type FaqModel } from './faq-model';

export interface FaqModelFigures { faqCount: number; alternateCount: number; documentCount: number; passageCount: number; evaluation: FaqEvaluation | null }
export interface BuiltFaqModel { model: FaqModel; figures: FaqModelFigures }

/** Builds the model customers get and measures it on held-out alternates; logs like the classifier's training. */
export function buildFaqVersion(draft: FaqDraft, log: (line: string) => void): BuiltFaqModel {
  const alternateCount = draft.faqs.reduce((sum, faq) => sum + faq.alternates.length, 0);
  const passageCount = draft.documents.reduce((sum, document) => sum + document.passages.length, 0);
  log(`FAQ model: ${draft.faqs.length} FAQs with ${alternateCount} alternates, ${draft.documents.length} documents in ${passageCount} passages`);
  const evaluation = evaluateFaqModel(draft);
  log(evaluation
    ? `FAQ held-out: ${evaluation.heldOut} alternates, ${evaluation.answered} answered, precision ${evaluation.precision ?? '—'}, accuracy ${evaluation.accuracy ?? '—'}`
    : 'FAQ held-out: no FAQ has two alternates, nothing held out');
  const model = buildFaqModel(draft);
  log('FAQ model built');
  return { model, figures: { faqCount: draft.faqs.length, alternateCount, documentCount: draft.documents.length, passageCount, evaluation } };
}
