import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPermissions, ROLES } from '@switchboard/contracts/roles';
import type { DatabaseHandle } from '@/db/client';
import { createTestDatabase, resetDatabase } from '@/testing/test-db';
import { seedDemoBrand } from './seed';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
  await resetDatabase(database.db);
});
afterAll(async () => {
  await database.close();
});

/** Both drivers answer raw queries with `{ rows }`. */
const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('demo seed', () => {
  it('seeds the demo brand, the default roles and the activated demo team', async () => {
    const [brand] = await rows<{ name: string; filters: number }>(sql`select name, jsonb_array_length(bifurcation_filters) as filters from brands`);
    expect(brand).toEqual({ name: 'Demo Brand', filters: 2 });
    const roles = await rows<{ name: string; type: string; permissions: unknown }>(sql`select name, type, permissions from roles where type = 'default' order by name`);
    expect(roles.map((role) => role.name).sort()).toEqual([...ROLES].sort());
    for (const role of roles) {
      const { ticketsEnabled: _ignored, ...expected } = defaultPermissions(role.name as (typeof ROLES)[number], false);
      expect(role.permissions).toEqual(expected);
      expect(role.type).toBe('default');
    }
    const users = await rows<{ email: string; role: string; tickets_enabled: boolean; activated: boolean }>(
      sql`select u.email, r.name as role, u.tickets_enabled, u.activated from users u join roles r on r.id = u.role_id`,
    );
    expect(users).toHaveLength(9);
    expect(users.every((user) => user.activated)).toBe(true);
    expect(users.find((user) => user.email === 'agent@demo.brand')).toMatchObject({ role: 'Agent', tickets_enabled: true });
    expect(users.find((user) => user.email === 'qa@demo.brand')).toMatchObject({ role: 'QA', tickets_enabled: false });
    expect(users.find((user) => user.email === 'ori.admin@demo.brand')).toMatchObject({ role: 'oriAdmin' });
  });

  it('is idempotent: a second run changes nothing', async () => {
    await database.db.execute(sql`update users set first_name = 'Changed' where email = 'admin@demo.brand'`);
    expect(await seedDemoBrand(database.db)).toEqual({ seeded: false });
    const [count] = await rows<{ users: number; roles: number }>(
      sql`select (select count(*)::int from users) as users, (select count(*)::int from roles) as roles`,
    );
    expect(count).toEqual({ users: 9, roles: 9 });
    const [admin] = await rows<{ first_name: string }>(sql`select first_name from users where email = 'admin@demo.brand'`);
    expect(admin?.first_name).toBe('Changed');
  });
});
