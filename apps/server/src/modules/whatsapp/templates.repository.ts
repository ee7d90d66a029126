/** Message templates: the list with its filters, the insert of a submitted one, and the webhooks' status and quality. */
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { TemplateInput, TemplateListQuery, TemplateQuality, TemplateStatus } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import type { Database, Executor } from '@/db/client';
import { waTemplates, type WaTemplateRow } from '@/db/schema/whatsapp';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listTemplates(db: Database, brandId: string, query: TemplateListQuery): Promise<{ rows: WaTemplateRow[]; total: number }> {
  const where: SQL[] = [eq(waTemplates.brandId, brandId)];
  if (query.search) where.push(ilike(waTemplates.name, `%${escapeLike(query.search)}%`));
  if (query.status) where.push(eq(waTemplates.status, query.status));
  if (query.category) where.push(eq(waTemplates.category, query.category));
  if (query.language) where.push(eq(waTemplates.language, query.language));
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    db.select().from(waTemplates).where(filter).orderBy(desc(waTemplates.createdAt), desc(waTemplates.id))
      .limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(waTemplates).where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The brand's template of that name and language, if the console has it. */
export async function findTemplate(db: Executor, brandId: string, name: string, language: string): Promise<WaTemplateRow | undefined> {
  const [row] = await db.select().from(waTemplates)
    .where(and(eq(waTemplates.brandId, brandId), eq(waTemplates.name, name), eq(waTemplates.language, language)));
  return row;
}

export async function templateExists(db: Database, brandId: string, name: string, language: string): Promise<boolean> {
  const [row] = await db.select({ id: waTemplates.id }).from(waTemplates)
    .where(and(eq(waTemplates.brandId, brandId), eq(waTemplates.name, name), eq(waTemplates.language, language)));
  return !!row;
}

/** The submitted template; undefined when the name and language were taken meanwhile. */
export async function insertTemplate(db: Database, brandId: string, input: TemplateInput, providerId: string, status: TemplateStatus) {
  const [row] = await db.insert(waTemplates).values({ brandId, ...input, providerId, status }).onConflictDoNothing().returning();
  return row;
}

export async function setTemplateStatus(db: Database, providerId: string, status: TemplateStatus, reason: string | null) {
  const [row] = await db.update(waTemplates).set({ status, rejectedReason: status === 'REJECTED' ? reason : null, updatedAt: new Date() })
    .where(eq(waTemplates.providerId, providerId)).returning();
  return row;
}

export async function setTemplateQuality(db: Database, providerId: string, quality: TemplateQuality) {
  const [row] = await db.update(waTemplates).set({ quality, updatedAt: new Date() }).where(eq(waTemplates.providerId, providerId)).returning();
  return row;
}

/** The brand holding the template WhatsApp knows by `providerId` (status and quality webhooks name only that). */
export async function brandOfTemplate(db: Executor, providerId: string): Promise<string | undefined> {
  const [row] = await db.select({ brandId: waTemplates.brandId }).from(waTemplates).where(eq(waTemplates.providerId, providerId));
  return row?.brandId;
}
