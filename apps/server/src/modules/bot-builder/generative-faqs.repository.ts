/** SQL of generative FAQ documents and their passages (one brand's draft). */
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { DocumentFormat } from '@switchboard/contracts/bot-builder/faq.schemas';
import type { Executor } from '@/db/client';
import { botGenerativeFaqs } from '@/db/schema/bot-faq';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Everything but the text and passages, plus their sizes. */
const summary = {
  id: botGenerativeFaqs.id, title: botGenerativeFaqs.title, format: botGenerativeFaqs.format, createdAt: botGenerativeFaqs.createdAt,
  characters: sql<number>`char_length(${botGenerativeFaqs.text})::int`,
  passageCount: sql<number>`jsonb_array_length(${botGenerativeFaqs.passages})::int`,
};
export interface DocumentSummaryRow { id: string; title: string; format: DocumentFormat; createdAt: Date; characters: number; passageCount: number }

export async function listDocuments(db: Executor, brandId: string, { page, pageSize, search }: { page: number; pageSize: number; search?: string | undefined }) {
  const where = and(eq(botGenerativeFaqs.brandId, brandId), search ? ilike(botGenerativeFaqs.title, `%${escapeLike(search)}%`) : undefined);
  const [items, [total]] = await Promise.all([
    db.select(summary).from(botGenerativeFaqs).where(where).orderBy(desc(botGenerativeFaqs.createdAt), asc(botGenerativeFaqs.id))
      .limit(pageSize).offset((page - 1) * pageSize),
    db.select({ value: count() }).from(botGenerativeFaqs).where(where),
  ]);
  return { items: items as DocumentSummaryRow[], totalCount: total?.value ?? 0 };
}

export async function findDocument(db: Executor, brandId: string, documentId: string) {
  const [row] = await db.select({ ...summary, passages: botGenerativeFaqs.passages }).from(botGenerativeFaqs)
    .where(and(eq(botGenerativeFaqs.brandId, brandId), eq(botGenerativeFaqs.id, documentId)));
  return row as (DocumentSummaryRow & { passages: string[] }) | undefined;
}

export async function insertDocument(db: Executor, values: { brandId: string; title: string; format: DocumentFormat; text: string; passages: string[] }) {
  const [row] = await db.insert(botGenerativeFaqs).values(values).returning({ id: botGenerativeFaqs.id });
  if (!row) throw new Error('document not stored');
  return row.id;
}

export async function deleteDocument(db: Executor, brandId: string, documentId: string): Promise<boolean> {
  const rows = await db.delete(botGenerativeFaqs).where(and(eq(botGenerativeFaqs.brandId, brandId), eq(botGenerativeFaqs.id, documentId)))
    .returning({ id: botGenerativeFaqs.id });
  return rows.length > 0;
}

/** Every document's title and passages, oldest first (training and the try box read this). */
export async function draftDocuments(db: Executor, brandId: string) {
  return db.select({ title: botGenerativeFaqs.title, passages: botGenerativeFaqs.passages }).from(botGenerativeFaqs)
    .where(eq(botGenerativeFaqs.brandId, brandId)).orderBy(asc(botGenerativeFaqs.createdAt), asc(botGenerativeFaqs.id));
}
