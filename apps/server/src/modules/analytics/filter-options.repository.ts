/** The brand's groups and members by name, for the report filter's selects. */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FilterOptions } from '@switchboard/contracts/analytics/filter-options.schemas';
import type { Executor } from '@/db/client';
import { groups } from '@/db/schema/groups';
import { users } from '@/db/schema/users';

export async function filterOptions(db: Executor, brandId: string): Promise<FilterOptions> {
  const [groupRows, agentRows] = await Promise.all([
    db.select({ id: groups.id, name: groups.name }).from(groups).where(eq(groups.brandId, brandId)).orderBy(asc(sql`lower(${groups.name})`)),
    db.select({ id: users.id, name: sql<string>`btrim(${users.firstName} || ' ' || ${users.lastName})`, active: users.active })
      .from(users).where(eq(users.brandId, brandId)).orderBy(desc(users.active), asc(sql`lower(${users.firstName} || ' ' || ${users.lastName})`)),
  ]);
  return { groups: groupRows, agents: agentRows };
}
