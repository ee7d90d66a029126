/** Policy trainings (the training logs): start (one running per brand, the partial unique index), progress, end, pages. */
import { and, count, desc, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { StoryConflict } from '@switchboard/contracts/dms/dms.schemas';
import type { StoredPolicy } from '@/bot/dialogue-policy/policy';
import type { Executor } from '@/db/client';
import { dmsTrainings } from '@/db/schema/dms';

export type TrainingRow = typeof dmsTrainings.$inferSelect;
/** The row without the policy (lists and events do not carry it). */
export type TrainingSummary = Omit<TrainingRow, 'policy'>;

const { policy: _policy, ...summaryColumns } = getTableColumns(dmsTrainings);

export async function insertTraining(db: Executor, values: { brandId: string; domainId: string; domainName: string; startedBy: string; startedByName: string }): Promise<TrainingSummary> {
  const [row] = await db.insert(dmsTrainings).values({ ...values, status: 'training' }).returning(summaryColumns);
  return row!;
}

export async function moveTraining(db: Executor, id: string, progress: number): Promise<TrainingSummary | undefined> {
  const [row] = await db.update(dmsTrainings).set({ progress, heartbeatAt: new Date() })
    .where(and(eq(dmsTrainings.id, id), eq(dmsTrainings.status, 'training'))).returning(summaryColumns);
  return row;
}

/** The running training is alive (see STALE_MS in dms-training.service.ts): it may wait for the training thread for minutes. */
export async function beatTraining(db: Executor, id: string): Promise<void> {
  await db.update(dmsTrainings).set({ heartbeatAt: new Date() }).where(and(eq(dmsTrainings.id, id), eq(dmsTrainings.status, 'training')));
}

export async function finishTraining(db: Executor, id: string, values: {
  stories: number; examples: number; accuracy: number | null; dialogueAccuracy: number | null; conflicts: StoryConflict[]; policy: StoredPolicy;
}): Promise<TrainingSummary | undefined> {
  const [row] = await db.update(dmsTrainings).set({ ...values, status: 'trained', progress: 1, finishedAt: new Date(), heartbeatAt: new Date() })
    .where(and(eq(dmsTrainings.id, id), eq(dmsTrainings.status, 'training'))).returning(summaryColumns);
  return row;
}

export async function failTraining(db: Executor, id: string, error: string): Promise<TrainingSummary | undefined> {
  const [row] = await db.update(dmsTrainings).set({ status: 'failed', error, finishedAt: new Date() })
    .where(and(eq(dmsTrainings.id, id), eq(dmsTrainings.status, 'training'))).returning(summaryColumns);
  return row;
}

/** Trainings that stopped moving (their instance died) are failed, so the brand can train again. */
export async function failStaleTrainings(db: Executor, brandId: string | null, olderThan: Date): Promise<void> {
  await db.update(dmsTrainings).set({ status: 'failed', error: 'interrupted', finishedAt: new Date() })
    .where(and(eq(dmsTrainings.status, 'training'), brandId ? eq(dmsTrainings.brandId, brandId) : undefined, lt(dmsTrainings.heartbeatAt, olderThan)));
}

export async function listTrainings(db: Executor, brandId: string, { domainId, page, pageSize }: { domainId?: string | undefined; page: number; pageSize: number }) {
  const where = and(eq(dmsTrainings.brandId, brandId), domainId ? eq(dmsTrainings.domainId, domainId) : undefined);
  const items = await db.select(summaryColumns).from(dmsTrainings).where(where).orderBy(desc(dmsTrainings.startedAt), desc(dmsTrainings.id))
    .limit(pageSize).offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(dmsTrainings).where(where);
  return { items, totalCount: Number(total?.n ?? 0) };
}

export async function runningTraining(db: Executor, brandId: string): Promise<TrainingSummary | undefined> {
  const [row] = await db.select(summaryColumns).from(dmsTrainings).where(and(eq(dmsTrainings.brandId, brandId), eq(dmsTrainings.status, 'training')));
  return row;
}

/** Each domain's newest trained policy (domains never trained are left out). */
export async function latestPolicies(db: Executor, brandId: string): Promise<{ domainId: string; policy: StoredPolicy }[]> {
  const rows = await db.selectDistinctOn([dmsTrainings.domainId], { domainId: dmsTrainings.domainId, policy: dmsTrainings.policy }).from(dmsTrainings)
    .where(and(eq(dmsTrainings.brandId, brandId), eq(dmsTrainings.status, 'trained'), sql`${dmsTrainings.policy} is not null`))
    .orderBy(dmsTrainings.domainId, desc(dmsTrainings.finishedAt));
  return rows.flatMap((row) => (row.policy ? [{ domainId: row.domainId, policy: row.policy }] : []));
}

/** The newest trained policy of a domain. */
export async function latestPolicy(db: Executor, brandId: string, domainId: string): Promise<{ id: string; policy: StoredPolicy } | undefined> {
  const [row] = await db.select({ id: dmsTrainings.id, policy: dmsTrainings.policy }).from(dmsTrainings)
    .where(and(eq(dmsTrainings.brandId, brandId), eq(dmsTrainings.domainId, domainId), eq(dmsTrainings.status, 'trained'), sql`${dmsTrainings.policy} is not null`))
    .orderBy(desc(dmsTrainings.finishedAt)).limit(1);
  return row?.policy ? { id: row.id, policy: row.policy } : undefined;
}
