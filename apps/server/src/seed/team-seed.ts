/**
 * The team-administration part of the demo brand: one custom role, "Night Shift", derived from
 * Agent without tickets, so the roles screen shows both kinds and a custom role to copy or edit.
 */
import { eq, and } from 'drizzle-orm';
import { defaultPermissions } from '@switchboard/contracts/roles';
import type { Database } from '@/db/client';
import { roles } from '@/db/schema/roles';

export const NIGHT_SHIFT_ROLE = { name: 'Night Shift', description: 'Agents covering the night: chats only, no tickets' };

export async function seedTeam(tx: Database, brandId: string): Promise<void> {
  const [agent] = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.brandId, brandId), eq(roles.name, 'Agent')));
  if (!agent) return;
  const { ticketsEnabled: _ignored, ...permissions } = defaultPermissions('Agent', false);
  const features = { ...permissions.features, '/tickets': { isAllowed: false, children: {} }, '/tickethistory': { isAllowed: false, children: {} } };
  await tx.insert(roles).values({ brandId, ...NIGHT_SHIFT_ROLE, type: 'custom', parentRoleId: agent.id, permissions: { ...permissions, features } });
}
