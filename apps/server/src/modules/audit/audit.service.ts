/** Reads the brand's audit log for admins (who, when, what, before → after). */
import type { AuditEntity, AuditEntry } from '@switchboard/contracts/audit/audit.schemas';
import type { Database } from '@/db/client';
import { pageAudit } from './audit.repository';

export class AuditService {
  constructor(private readonly db: Database) {}

  async page(brandId: string, query: { page: number; pageSize: number; entity?: AuditEntity | undefined }) {
    const result = await pageAudit(this.db, { brandId, entity: query.entity, offset: (query.page - 1) * query.pageSize, limit: query.pageSize });
    const items: AuditEntry[] = result.items.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      actorName: row.actorName,
      entity: row.entity as AuditEntity,
      entityId: row.entityId,
      action: row.action,
      before: row.before,
      after: row.after,
      at: row.at.toISOString(),
    }));
    return { items, totalCount: result.totalCount };
  }
}
