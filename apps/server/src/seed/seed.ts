/**
 * First-start seed: the demo brand, the default roles with their default permission maps, and the
 * demo team. Runs only on an empty database (under an advisory lock, so instances starting
 * together seed once) and never touches existing data.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_BRAND_CONFIGURATION, type BrandConfiguration } from '@switchboard/contracts/members/configuration.schemas';
import { defaultPermissions, ROLES } from '@switchboard/contracts/roles';
import type { Database } from '@/db/client';
import { brands } from '@/db/schema/brands';
import { groups } from '@/db/schema/groups';
import { roles } from '@/db/schema/roles';
import { users } from '@/db/schema/users';
import { hashPassword } from '@/modules/auth/password-hash';
import { writeConfiguration } from '@/modules/members/configuration.repository';
import { seedBot } from './bot-seed';
import { seedBotIntegrations } from './bot-integrations-seed';
import { seedDms } from './dms-seed';
import { DEMO_WIDGET_SITES } from './demo-history/history-extras';
import { seedDemoHistory } from './demo-history/seed-demo-history';
import { DEFAULT_PUBLIC_URL } from './demo-order-function';
import { seedLiveChat } from './live-chat-seed';
import { seedTickets } from './tickets-seed';
import { seedMembers } from './members-seed';
import { seedTeam } from './team-seed';
import { DEMO_BRAND, DEMO_MEMBERS, DEMO_PASSWORD, ROLE_DESCRIPTIONS } from './demo-brand';

const SEED_LOCK = 74_071_301;

/** One hash per process: every demo member shares the documented demo password. */
let demoHash: Promise<string> | undefined;

export interface SeedOptions {
  /** Adds about 30 days of demo conversations (demo-history/; first start; the test reset leaves them out). */
  sampleHistory?: boolean;
  /** The demo password's hash, when the caller has one (the tests' cheaper one); else the product's. */
  passwordHash?: string;
  /** This server's public address (PUBLIC_URL): the demo store's API and product pictures are addressed from it. */
  publicUrl?: string;
}

export async function seedDemoBrand(
  db: Database, { sampleHistory = false, passwordHash: given, publicUrl = DEFAULT_PUBLIC_URL }: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  const passwordHash = given ?? (await (demoHash ??= hashPassword(DEMO_PASSWORD)));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(brands);
    if (count > 0) return { seeded: false };

    const [brand] = await tx.insert(brands).values(DEMO_BRAND).returning({ id: brands.id });
    if (!brand) throw new Error('The demo brand could not be created');
    const roleRows = await tx
      .insert(roles)
      .values(
        ROLES.map((name) => {
          const { ticketsEnabled: _ignored, ...permissions } = defaultPermissions(name, false);
          return { brandId: brand.id, name, type: 'default' as const, description: ROLE_DESCRIPTIONS[name], permissions };
        }),
      )
      .returning({ id: roles.id, name: roles.name });
    const roleId = new Map(roleRows.map((row) => [row.name, row.id]));
    const userRows = await tx.insert(users).values(
      DEMO_MEMBERS.map((member) => ({
        brandId: brand.id,
        email: member.email,
        firstName: member.firstName,
        lastName: member.lastName,
        passwordHash,
        roleId: roleId.get(member.role) ?? '',
        ticketsEnabled: member.ticketsEnabled,
        active: true,
        activated: true,
        adminPsid: `admin-${randomUUID()}`,
      })),
    ).returning({ id: users.id, email: users.email });
    await seedLiveChat(tx, brand.id, userRows);
    await seedTickets(tx, brand.id, userRows);
    await seedMembers(tx, brand.id);
    await seedTeam(tx, brand.id);
    const live = await seedBot(tx, brand.id, publicUrl);
    await seedBotIntegrations(tx, brand.id, publicUrl);
    await seedDms(tx, brand.id);
    if (sampleHistory) {
      const agents = DEMO_MEMBERS.filter((member) => member.role === 'Agent').flatMap((member) => {
        const row = userRows.find((user) => user.email === member.email);
        return row ? [{ id: row.id, name: `${member.firstName} ${member.lastName}` }] : [];
      });
      const [group] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.brandId, brand.id)).limit(1);
      await seedDemoHistory(tx, live, { brandId: brand.id, groupId: group?.id ?? null, agents, publicUrl });
      // The history's chats from the brand's other websites carry these sites' values (the threshold stays the brand's).
      const { intentThreshold: _threshold, ...configuration } = DEFAULT_BRAND_CONFIGURATION;
      const withSites: BrandConfiguration = { ...configuration, widgetSites: DEMO_WIDGET_SITES };
      await writeConfiguration(tx, brand.id, withSites);
    }
    return { seeded: true };
  });
}
