/** The history's reads: the brand's broadcasts with their creators, failures by code, recipients by page and in runs for export. */
import { and, asc, count, desc, eq, gt, ilike, sql, type SQL } from 'drizzle-orm';
import type { BroadcastListQuery, RecipientListQuery } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-history';
import type { RecipientState } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import type { Executor } from '@/db/client';
import { users } from '@/db/schema/users';
import { waBroadcastRecipients, waBroadcasts } from '@/db/schema/whatsapp-broadcasts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listBroadcasts(db: Executor, brandId: string, query: BroadcastListQuery) {
  const where: SQL[] = [eq(waBroadcasts.brandId, brandId)];
  if (query.search) where.push(ilike(waBroadcasts.name, `%${escapeLike(query.search)}%`));
  if (query.state) where.push(eq(waBroadcasts.state, query.state));
  if (query.template) where.push(eq(waBroadcasts.templateName, query.template));
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    db.select({ broadcast: waBroadcasts, firstName: users.firstName, lastName: users.lastName }).from(waBroadcasts)
      .leftJoin(users, eq(users.id, waBroadcasts.createdBy)).where(filter)
      .orderBy(desc(waBroadcasts.createdAt), desc(waBroadcasts.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(waBroadcasts).where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The names of the templates the brand's broadcasts used, alphabetically. */
export async function broadcastTemplateNames(db: Executor, brandId: string): Promise<string[]> {
  const rows = await db.selectDistinct({ name: waBroadcasts.templateName }).from(waBroadcasts)
    .where(eq(waBroadcasts.brandId, brandId)).orderBy(asc(waBroadcasts.templateName));
  return rows.map((row) => row.name);
}

/** Failed recipients counted by error code, the most first. */
export async function failureCounts(db: Executor, broadcastId: string): Promise<Array<{ code: number | null; count: number }>> {
  return db.select({ code: waBroadcastRecipients.errorCode, count: count() }).from(waBroadcastRecipients)
    .where(and(eq(waBroadcastRecipients.broadcastId, broadcastId), eq(waBroadcastRecipients.state, 'failed')))
    .groupBy(waBroadcastRecipients.errorCode).orderBy(desc(count()), sql`${waBroadcastRecipients.errorCode} nulls last`);
}

const recipientColumns = {
  id: waBroadcastRecipients.id, row: waBroadcastRecipients.row, phone: waBroadcastRecipients.phone, variables: waBroadcastRecipients.variables,
  state: waBroadcastRecipients.state, errorCode: waBroadcastRecipients.errorCode, reason: waBroadcastRecipients.reason,
  attempts: waBroadcastRecipients.attempts, updatedAt: waBroadcastRecipients.updatedAt,
};

const recipientsWhere = (broadcastId: string, state: RecipientState | undefined) =>
  and(eq(waBroadcastRecipients.broadcastId, broadcastId), state ? eq(waBroadcastRecipients.state, state) : undefined);

export async function listRecipients(db: Executor, broadcastId: string, query: RecipientListQuery) {
  const filter = recipientsWhere(broadcastId, query.state);
  const [rows, total] = await Promise.all([
    db.select(recipientColumns).from(waBroadcastRecipients).where(filter).orderBy(asc(waBroadcastRecipients.id))
      .limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db.$count(waBroadcastRecipients, filter),
  ]);
  return { rows, total };
}

/** The next `limit` recipients after `afterId` in upload order (export reads them a run at a time). */
export async function recipientsAfter(db: Executor, broadcastId: string, state: RecipientState | undefined, afterId: number, limit: number) {
  return db.select(recipientColumns).from(waBroadcastRecipients)
    .where(and(recipientsWhere(broadcastId, state), gt(waBroadcastRecipients.id, afterId))).orderBy(asc(waBroadcastRecipients.id)).limit(limit);
}

export type RecipientRow = Awaited<ReturnType<typeof recipientsAfter>>[number];
