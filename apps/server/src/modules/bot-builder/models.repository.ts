/** SQL of trained bot versions, the published pointer and the deployment log. */
import { and, asc, count, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf, type Executor } from '@/db/client';
import { brands } from '@/db/schema/brands';
import { botDeployments, botModels, botPublished, type BotModelRow } from '@/db/schema/bot-models';

/** Everything but the (large) bundle. */
const summaryColumns = {
  id: botModels.id, brandId: botModels.brandId, version: botModels.version, status: botModels.status, progress: botModels.progress,
  utteranceCount: botModels.utteranceCount, intentCount: botModels.intentCount, evaluation: botModels.evaluation, logs: botModels.logs,
  error: botModels.error, trainedByName: botModels.trainedByName, startedAt: botModels.startedAt, finishedAt: botModels.finishedAt,
};
export type ModelSummaryRow = Omit<BotModelRow, 'bundle' | 'trainedBy' | 'updatedAt'>;

/** A 'training' row that has not moved for this long belongs to an instance that stopped. */
export async function failAbandonedTrainings(db: Executor, brandId: string, before: Date): Promise<void> {
  await db.update(botModels).set({ status: 'failed', error: 'Training was interrupted', finishedAt: new Date() })
    .where(and(eq(botModels.brandId, brandId), eq(botModels.status, 'training'), lt(botModels.updatedAt, before)));
}

export async function failAllTrainings(db: Executor): Promise<void> {
  await db.update(botModels).set({ status: 'failed', error: 'Training was interrupted', finishedAt: new Date() }).where(eq(botModels.status, 'training'));
}

export async function insertTraining(db: Executor, values: { brandId: string; trainedBy: string; trainedByName: string; utteranceCount: number; intentCount: number }) {
  const [row] = await db.insert(botModels).values({
    ...values,
    version: sql`(select coalesce(max(${botModels.version}), 0) + 1 from ${botModels} where ${botModels.brandId} = ${values.brandId})`,
  }).returning(summaryColumns);
  if (!row) throw new Error('training not stored');
  return row;
}

export async function saveProgress(db: Executor, modelId: string, progress: number, logs: string[]): Promise<void> {
  await db.update(botModels).set({ progress, logs, updatedAt: new Date() }).where(eq(botModels.id, modelId));
}

export async function finishTraining(db: Executor, modelId: string, values: Pick<BotModelRow, 'status' | 'bundle' | 'evaluation' | 'logs' | 'error' | 'progress'>) {
  await db.update(botModels).set({ ...values, finishedAt: new Date(), updatedAt: new Date() }).where(eq(botModels.id, modelId));
}

export async function latestModel(db: Executor, brandId: string, status?: BotModelRow['status']): Promise<ModelSummaryRow | undefined> {
  const [row] = await db.select(summaryColumns).from(botModels)
    .where(and(eq(botModels.brandId, brandId), status ? eq(botModels.status, status) : undefined)).orderBy(desc(botModels.version)).limit(1);
  return row;
}

export async function findModel(db: Executor, brandId: string, modelId: string): Promise<ModelSummaryRow | undefined> {
  const [row] = await db.select(summaryColumns).from(botModels).where(and(eq(botModels.brandId, brandId), eq(botModels.id, modelId)));
  return row;
}

export async function bundleOf(db: Executor, modelId: string): Promise<Pick<BotModelRow, 'bundle' | 'version'> | undefined> {
  const [row] = await db.select({ bundle: botModels.bundle, version: botModels.version }).from(botModels).where(eq(botModels.id, modelId));
  return row;
}

export async function listModels(db: Executor, brandId: string, page: number, pageSize: number) {
  const where = eq(botModels.brandId, brandId);
  const [items, [total]] = await Promise.all([
    db.select(summaryColumns).from(botModels).where(where).orderBy(desc(botModels.version)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ value: count() }).from(botModels).where(where),
  ]);
  return { items, totalCount: total?.value ?? 0 };
}

export async function publishedModelId(db: Executor, brandId: string): Promise<string | null> {
  const [row] = await db.select({ modelId: botPublished.modelId }).from(botPublished).where(eq(botPublished.brandId, brandId));
  return row?.modelId ?? null;
}

/** Points customers at a model and logs it; call inside a transaction. */
export async function setPublished(tx: Executor, values: { brandId: string; modelId: string; previousModelId: string | null; action: 'publish' | 'activate' | 'rollback'; byName: string }) {
  await tx.insert(botPublished).values({ brandId: values.brandId, modelId: values.modelId })
    .onConflictDoUpdate({ target: botPublished.brandId, set: { modelId: values.modelId, updatedAt: new Date() } });
  await tx.insert(botDeployments).values(values);
}

/** The model that was live before the current one (the latest deployment's previous model). */
export async function previousLiveModelId(db: Executor, brandId: string, currentModelId: string): Promise<string | null> {
  const [row] = await db.select({ previous: botDeployments.previousModelId }).from(botDeployments)
    .where(and(eq(botDeployments.brandId, brandId), eq(botDeployments.modelId, currentModelId)))
    .orderBy(desc(botDeployments.at), desc(botDeployments.id)).limit(1);
  return row?.previous ?? null;
}

export async function listDeployments(db: Executor, brandId: string, page: number, pageSize: number) {
  const previous = alias(botModels, 'previous_model');
  const where = eq(botDeployments.brandId, brandId);
  const [items, [total]] = await Promise.all([
    db.select({
      id: botDeployments.id, action: botDeployments.action, modelId: botDeployments.modelId, modelVersion: botModels.version,
      previousModelVersion: previous.version, by: botDeployments.byName, at: botDeployments.at,
    }).from(botDeployments)
      .innerJoin(botModels, eq(botModels.id, botDeployments.modelId))
      .leftJoin(previous, eq(previous.id, botDeployments.previousModelId))
      .where(where).orderBy(desc(botDeployments.at), desc(botDeployments.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ value: count() }).from(botDeployments).where(where),
  ]);
  return { items, totalCount: total?.value ?? 0 };
}

/**
 * The version customers get: the published model of the first brand that has one (customers of the
 * widget are not tied to a brand yet; see docs/decisions.md), with the brand's threshold.
 */
export async function liveVersion(db: Executor) {
  const [row] = await db.select({
    modelId: botPublished.modelId, version: botModels.version, bundle: botModels.bundle, brandId: botPublished.brandId,
  }).from(botPublished)
    .innerJoin(brands, eq(brands.id, botPublished.brandId))
    .innerJoin(botModels, and(eq(botModels.id, botPublished.modelId), ne(botModels.status, 'failed')))
    .orderBy(asc(brands.createdAt), asc(brands.id)).limit(1);
  return row;
}

/** Just the id of liveVersion()'s model: the cheap check other instances poll. */
export async function liveModelId(db: Executor): Promise<string | null> {
  const result = await db.execute(sql`
    select p.model_id from bot_published p join brands b on b.id = p.brand_id
    order by b.created_at, b.id limit 1`);
  return rowsOf<{ model_id: string }>(result)[0]?.model_id ?? null;
}
