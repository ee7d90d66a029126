/**
 * FAQs (question, alternate phrasings, answer), generative FAQ documents split into passages, and the
 * FAQ part of each trained version (its data size and held-out figures; the model itself is in the
 * version's bundle).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DocumentFormat, FaqEvaluation } from '@switchboard/contracts/bot-builder/faq.schemas';
import { botModels } from './bot-models';
import { brands } from './brands';
import { createdAt, id, updatedAt } from './columns';

export const botFaqs = pgTable(
  'bot_faqs',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    alternates: jsonb('alternates').$type<string[]>().notNull().default([]),
    answer: text('answer').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    category: text('category'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('bot_faqs_brand_question_idx').on(table.brandId, sql`lower(${table.question})`),
    index('bot_faqs_list_idx').on(table.brandId, table.updatedAt),
  ],
);

export const botGenerativeFaqs = pgTable(
  'bot_generative_faqs',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    format: text('format').$type<DocumentFormat>().notNull().default('text'),
    /** The document as plain text (markup stripped). */
    text: text('text').notNull(),
    /** Paragraph-sized passages with overlap, in document order. */
    passages: jsonb('passages').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index('bot_generative_faqs_list_idx').on(table.brandId, table.createdAt)],
);

export const botFaqModels = pgTable('bot_faq_models', {
  modelId: uuid('model_id').primaryKey().references(() => botModels.id, { onDelete: 'cascade' }),
  faqCount: integer('faq_count').notNull(),
  alternateCount: integer('alternate_count').notNull(),
  documentCount: integer('document_count').notNull(),
  passageCount: integer('passage_count').notNull(),
  evaluation: jsonb('evaluation').$type<FaqEvaluation>(),
  createdAt: createdAt(),
});

export type BotFaqRow = typeof botFaqs.$inferSelect;
export type BotGenerativeFaqRow = typeof botGenerativeFaqs.$inferSelect;
