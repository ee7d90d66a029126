/** SQL of the FAQ part of trained versions (data size, held-out figures) and the live brand lookup. */
import { asc, count, desc, eq } from 'drizzle-orm';
import type { FaqModelFigures } from '@/bot/faq/build-faq-version';
import type { Executor } from '@/db/client';
import { botFaqModels } from '@/db/schema/bot-faq';
import { botModels, botPublished } from '@/db/schema/bot-models';
import { brands } from '@/db/schema/brands';


export async function insertFaqModel(db: Executor, modelId: string, figures: FaqModelFigures): Promise<void> {
  await db.insert(botFaqModels).values({ modelId, ...figures });
}

/** Every version of the brand, newest first, with its FAQ part when it has one. */
export async function listFaqModels(db: Executor, brandId: string, page: number, pageSize: number) {
  const where = eq(botModels.brandId, brandId);
  const [items, [total]] = await Promise.all([
    db.select({
      id: botModels.id, version: botModels.version, status: botModels.status, startedAt: botModels.startedAt, finishedAt: botModels.finishedAt,
      trainedByName: botModels.trainedByName, faq: botFaqModels,
    }).from(botModels).leftJoin(botFaqModels, eq(botFaqModels.modelId, botModels.id))
      .where(where).orderBy(desc(botModels.version)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ value: count() }).from(botModels).where(where),
  ]);
  return { items, totalCount: total?.value ?? 0 };
}

/** The brand whose published version customers get (see models.repository liveVersion). */
export async function liveBrandId(db: Executor): Promise<string | null> {
  const [row] = await db.select({ brandId: botPublished.brandId }).from(botPublished)
    .innerJoin(brands, eq(brands.id, botPublished.brandId)).orderBy(asc(brands.createdAt), asc(brands.id)).limit(1);
  return row?.brandId ?? null;
}
