/** SQL of the FAQ builder's FAQs (one brand's draft). */
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FaqValues } from '@switchboard/contracts/bot-builder/faq.schemas';
import type { Executor } from '@/db/client';
import { botFaqs, type BotFaqRow } from '@/db/schema/bot-faq';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listFaqs(db: Executor, brandId: string, { page, pageSize, search }: { page: number; pageSize: number; search?: string | undefined }) {
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  const where = and(eq(botFaqs.brandId, brandId), pattern
    ? or(ilike(botFaqs.question, pattern), ilike(botFaqs.answer, pattern), ilike(botFaqs.category, pattern), sql`${botFaqs.alternates}::text ilike ${pattern}`)
    : undefined);
  const [items, [total]] = await Promise.all([
    db.select().from(botFaqs).where(where).orderBy(desc(botFaqs.updatedAt), asc(botFaqs.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ value: count() }).from(botFaqs).where(where),
  ]);
  return { items, totalCount: total?.value ?? 0 };
}

export async function findFaq(db: Executor, brandId: string, faqId: string): Promise<BotFaqRow | undefined> {
  const [row] = await db.select().from(botFaqs).where(and(eq(botFaqs.brandId, brandId), eq(botFaqs.id, faqId)));
  return row;
}

export async function faqsByQuestion(db: Executor, brandId: string, questions: string[]): Promise<BotFaqRow[]> {
  if (questions.length === 0) return [];
  return db.select().from(botFaqs)
    .where(and(eq(botFaqs.brandId, brandId), inArray(sql`lower(${botFaqs.question})`, questions.map((q) => q.toLowerCase()))));
}

/** `id`: a fixed id (the demo seed's); a new one otherwise. */
export async function insertFaq(db: Executor, brandId: string, values: FaqValues, id?: string): Promise<BotFaqRow> {
  const [row] = await db.insert(botFaqs).values({ ...(id ? { id } : {}), brandId, ...values }).returning();
  if (!row) throw new Error('FAQ not stored');
  return row;
}

export async function updateFaq(db: Executor, brandId: string, faqId: string, values: FaqValues): Promise<BotFaqRow | undefined> {
  const [row] = await db.update(botFaqs).set({ ...values, updatedAt: new Date() })
    .where(and(eq(botFaqs.brandId, brandId), eq(botFaqs.id, faqId))).returning();
  return row;
}

export async function deleteFaq(db: Executor, brandId: string, faqId: string): Promise<boolean> {
  const rows = await db.delete(botFaqs).where(and(eq(botFaqs.brandId, brandId), eq(botFaqs.id, faqId))).returning({ id: botFaqs.id });
  return rows.length > 0;
}

/** The enabled FAQs training snapshots, oldest first (a stable order: same draft, same model). */
export async function draftFaqs(db: Executor, brandId: string) {
  return db.select({ id: botFaqs.id, question: botFaqs.question, alternates: botFaqs.alternates, answer: botFaqs.answer }).from(botFaqs)
    .where(and(eq(botFaqs.brandId, brandId), eq(botFaqs.enabled, true))).orderBy(asc(botFaqs.createdAt), asc(botFaqs.id));
}
