/** Audit log SQL: entries are written inside the caller's transaction, so a change and its record land together. */
import { and, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AuditEntity } from '@switchboard/contracts/audit/audit.schemas';
import type { Executor } from '@/db/client';
import { auditLog } from '@/db/schema/audit-log';

export interface AuditRecord {
  brandId: string;
  actor: { id: string; name: string };
  entity: AuditEntity;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Records one change; pass the transaction that makes the change. */
export async function recordAudit(tx: Executor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    brandId: record.brandId,
    actorId: record.actor.id,
    actorName: record.actor.name,
    entity: record.entity,
    entityId: record.entityId,
    action: record.action,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** Newest first; `before` is the `at` of the last entry of the previous page (keyset paging). */
export async function listAudit(db: Executor, opts: { brandId: string; entity?: AuditEntity; before?: Date; limit: number }) {
  const filters: SQL[] = [eq(auditLog.brandId, opts.brandId)];
  if (opts.entity) filters.push(eq(auditLog.entity, opts.entity));
  if (opts.before) filters.push(lt(auditLog.at, opts.before));
  return db.select().from(auditLog).where(and(...filters)).orderBy(desc(auditLog.at)).limit(opts.limit);
}

/** Newest first, by page (the audit tab of /members/roles), with the total for the pager. */
export async function pageAudit(db: Executor, opts: { brandId: string; entity?: AuditEntity | undefined; offset: number; limit: number }) {
  const where = and(eq(auditLog.brandId, opts.brandId), opts.entity ? eq(auditLog.entity, opts.entity) : undefined);
  const items = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(opts.limit).offset(opts.offset);
  const [total] = await db.select({ value: count() }).from(auditLog).where(where);
  return { items, totalCount: total?.value ?? 0 };
}
