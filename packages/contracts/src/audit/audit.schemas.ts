/** The audit log's entries as the console lists them (issue 6: roles, permissions, configuration). */
import { z } from 'zod';

export const AUDIT_ENTITIES = ['role', 'memberPermissions', 'member', 'configuration', 'mlConfiguration', 'group', 'profileWidget', 'publishGate', 'apiToken'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
