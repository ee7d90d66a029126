/**
 * FAQ builder (§2 faqbuilder, §3 "FAQ (id)"), generative FAQ (§2 generativefaq, §3 "generative FAQ (_id)")
 * and the FAQ model (§2 /modelmanagement/faq_model). An FAQ answers a question and its alternate
 * phrasings; a generative FAQ is a document split into passages the bot retrieves answers from.
 */
import { z } from 'zod';
import { pageQuerySchema } from '../common/pagination';

/** Our calls beside BOT_BUILDER_PATHS.faqs / faq / generativeFaqs / generativeFaq. */
export const FAQ_PATHS = {
  uploadFaqs: '/admin/v1/botBuilder/uploadFaqs',
  tryFaq: '/admin/v1/botBuilder/tryFaq',
  faqModels: '/admin/v1/modelManagement/faqModels',
} as const;

export const FAQ_TEXTS = {
  faqNotFound: 'FAQ not found',
  documentNotFound: 'Document not found',
  duplicateQuestion: 'An FAQ with this question already exists',
  duplicateAlternate: 'An alternate repeats the question or another alternate',
  emptyDocument: 'The document has no text once its markup is removed',
  unreadableDocument: 'The document could not be read: it is nested too deeply or too complex. Simplify its markup and add it again',
  faqCreated: 'FAQ created',
  documentAdded: 'Document added',
} as const;

/** Columns of the FAQ workbook; alternates are one per line (or separated by |) in their cell. */
export const FAQ_UPLOAD_COLUMNS = ['question', 'answer', 'alternates', 'category'] as const;

const phrase = (label: string) => z.string().trim().min(1, `${label} is required`).max(300, `${label} is at most 300 characters`);

export const faqInputSchema = z.object({
  question: phrase('Question'),
  alternates: z.array(phrase('Alternate')).max(50, 'At most 50 alternates').default([]),
  /** Plain text or rich HTML from the editor; stored as given. */
  answer: z.string().trim().min(1, 'Answer is required').max(5000, 'Answer is at most 5000 characters'),
  enabled: z.boolean().default(true),
  category: z.string().trim().max(60, 'Category is at most 60 characters').nullish().transform((value) => value || null),
}).superRefine((value, ctx) => {
  const seen = new Set([value.question.toLowerCase()]);
  value.alternates.forEach((alternate, index) => {
    const key = alternate.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['alternates', index], message: 'An alternate repeats the question or another alternate' });
    seen.add(key);
  });
});
export type FaqInput = z.input<typeof faqInputSchema>;
export type FaqValues = z.output<typeof faqInputSchema>;

export const faqSchema = z.object({
  id: z.string(),
  question: z.string(),
  alternates: z.array(z.string()),
  answer: z.string(),
  enabled: z.boolean(),
  category: z.string().nullable(),
  updatedAt: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;
export const faqListQuerySchema = pageQuerySchema;

export const DOCUMENT_FORMATS = ['text', 'markdown', 'html'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];
export const MAX_DOCUMENT_CHARACTERS = 200_000;

/** A document pasted or read from a .txt/.md/.html file; HTML is stripped to text on the server. */
export const generativeFaqInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(120, 'Title is at most 120 characters'),
  text: z.string().trim().min(1, 'Text is required').max(MAX_DOCUMENT_CHARACTERS, `A document is at most ${MAX_DOCUMENT_CHARACTERS} characters`),
  format: z.enum(DOCUMENT_FORMATS).default('text'),
});
export type GenerativeFaqInput = z.input<typeof generativeFaqInputSchema>;
export type GenerativeFaqValues = z.output<typeof generativeFaqInputSchema>;

export const generativeFaqSchema = z.object({
  _id: z.string(),
  title: z.string(),
  format: z.enum(DOCUMENT_FORMATS),
  characters: z.number().int(),
  passageCount: z.number().int(),
  createdAt: z.string(),
});
export type GenerativeFaq = z.infer<typeof generativeFaqSchema>;
export const passageSchema = z.object({ index: z.number().int(), text: z.string() });
export const generativeFaqDetailSchema = generativeFaqSchema.extend({ passages: z.array(passageSchema) });
export type GenerativeFaqDetail = z.infer<typeof generativeFaqDetailSchema>;
export const generativeFaqListQuerySchema = pageQuerySchema;

export const FAQ_UPLOAD_STATUSES = ['added', 'updated', 'error'] as const;
export const faqUploadReportSchema = z.object({
  faqsCreated: z.number().int(),
  faqsUpdated: z.number().int(),
  rows: z.array(z.object({ row: z.number().int(), status: z.enum(FAQ_UPLOAD_STATUSES), message: z.string() })),
});
export type FaqUploadReport = z.infer<typeof faqUploadReportSchema>;

export const tryFaqBodySchema = z.object({ text: z.string().trim().min(1, 'Type a question').max(500) });
export const faqSourceSchema = z.object({
  kind: z.enum(['faq', 'generative']),
  /** The FAQ question, or the document title. */
  title: z.string(),
  /** The FAQ answer, or the passage text. */
  text: z.string(),
  score: z.number(),
});
export type FaqSource = z.infer<typeof faqSourceSchema>;
export const tryFaqDataSchema = z.object({
  /** null: nothing scored above the threshold (the bot would use its fallback). */
  answer: z.object({ text: z.string(), kind: z.enum(['faq', 'generative']), score: z.number(), source: z.string().optional() }).nullable(),
  /** What the answer was built from, best first. */
  sources: z.array(faqSourceSchema),
  /** The language model wrote the answer (an endpoint is configured and it answered). */
  generated: z.boolean(),
  /** Why the configured language model was not used (timeout, HTTP status…). */
  generationError: z.string().nullable(),
  threshold: z.number(),
});
export type TryFaqData = z.infer<typeof tryFaqDataSchema>;

/** Held-out figures: one alternate of each FAQ with at least two is held out and matched by a model trained without it. */
export const faqEvaluationSchema = z.object({
  heldOut: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** correct / answered (null when nothing was answered). */
  precision: z.number().nullable(),
  /** correct / heldOut. */
  accuracy: z.number().nullable(),
});
export type FaqEvaluation = z.infer<typeof faqEvaluationSchema>;

export const faqModelSummarySchema = z.object({
  id: z.string(),
  version: z.number().int(),
  status: z.enum(['training', 'trained', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  trainedBy: z.string(),
  published: z.boolean(),
  /** null: the version was trained before the FAQ model existed, or is still training. */
  faq: z.object({
    faqs: z.number().int(), alternates: z.number().int(), documents: z.number().int(), passages: z.number().int(),
    evaluation: faqEvaluationSchema.nullable(),
  }).nullable(),
});
export type FaqModelSummary = z.infer<typeof faqModelSummarySchema>;
