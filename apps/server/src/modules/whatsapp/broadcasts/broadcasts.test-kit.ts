/** The broadcast suites' set-up: a broadcast straight in the database, runners against the Graph API double, what the double got. */
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { TEMPLATE_CATEGORIES } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { loadConfig } from '@/config/config';
import type { Database } from '@/db/client';
import { brands } from '@/db/schema/brands';
import { waBroadcastRecipients, waBroadcasts } from '@/db/schema/whatsapp-broadcasts';
import { waTemplates } from '@/db/schema/whatsapp';
import type { GraphDouble } from '@/testing/whatsapp-graph-double';
import { GraphClient } from '../graph-client';
import { approvedTemplate, whatsappEnv } from '../whatsapp.test-kit';
import { BroadcastRunner, NOBODY_OPTED_OUT, type BroadcastSend, type OptOutCheck, type RunnerOptions } from './broadcast-runner';
import { idempotencyKeyOf } from './broadcasts.service';
import { insertBroadcast } from './broadcasts.repository';

export { approvedTemplate };

/** The app's env for broadcast suites: the channel on the double, no runner of its own (the tests start theirs). */
export const broadcastEnv = (double: GraphDouble) => ({ ...whatsappEnv(double), WA_BROADCAST_RUNNER: 'false' });

export const graphOf = (double: GraphDouble) => new GraphClient(loadConfig({ ...broadcastEnv(double), PUBLIC_URL: 'http://127.0.0.1' }).whatsapp.account!);

/** Short lease and grace so a takeover happens within a test. */
export const FAST: Partial<RunnerOptions> = { leaseMs: 1_000, graceMs: 1_500, pollMs: 50, pairMs: 6_000, dailyTier: 100_000, concurrency: 20 };

export function runner(
  db: Database, logger: FastifyBaseLogger, send: BroadcastSend, holder: string, options: Partial<RunnerOptions> = {}, isOptedOut: OptOutCheck = NOBODY_OPTED_OUT,
) {
  return new BroadcastRunner({ db, send, holder, isOptedOut, logger, options: { ...FAST, ...options } });
}

export const phoneOf = (n: number) => `9198${String(n).padStart(8, '0')}`;

/** The broadcasts' template: the double must hold it approved too (`double.approve(...BROADCAST_TEMPLATE)`) to send it. */
export const BROADCAST_TEMPLATE = ['diwali_offer', 'en'] as const;

/** A running broadcast of `count` recipients (phones phoneOf(first…first+count-1), variable {{1}} = "name-i") of the approved diwali_offer. */
export async function runningBroadcast(db: Database, count: number, first = 0) {
  const [brand] = await db.select({ id: brands.id }).from(brands).limit(1);
  await approvedTemplate(db, ...BROADCAST_TEMPLATE);
  const id = crypto.randomUUID();
  const recipients = Array.from({ length: count }, (_, n) => first + n).map((i) => ({
    row: i + 2, phone: phoneOf(i), variables: [`name-${i}`], idempotencyKey: idempotencyKeyOf(id, phoneOf(i)),
  }));
  return insertBroadcast(db, {
    id, brandId: brand!.id, name: 'Diwali offer', templateName: 'diwali_offer', templateLanguage: 'en', templateCategory: TEMPLATE_CATEGORIES[0],
    variables: ['name'], scheduledAt: new Date(), timeZone: 'Asia/Kolkata', state: 'running',
  }, recipients);
}

export const broadcastRow = async (db: Database, id: string) => (await db.select().from(waBroadcasts).where(eq(waBroadcasts.id, id)))[0]!;
export const recipientsOf = (db: Database, id: string) =>
  db.select().from(waBroadcastRecipients).where(eq(waBroadcastRecipients.broadcastId, id)).orderBy(asc(waBroadcastRecipients.id));

export { maxInWindow } from './window-count';

/** How often each number got a message at the double. */
export function sendsPerNumber(double: GraphDouble): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { body } of double.sent) counts.set(body.to, (counts.get(body.to) ?? 0) + 1);
  return counts;
}

export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 60_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not met in time`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A template of the demo brand straight in the database (APPROVED unless told): body "Hi {{1}}, order {{2}}" by default. */
export async function seedTemplate(db: Database, overrides: Partial<typeof waTemplates.$inferInsert> = {}) {
  const [brand] = await db.select({ id: brands.id }).from(brands).limit(1);
  const [row] = await db.insert(waTemplates).values({
    brandId: brand!.id, name: 'order_update', language: 'en', category: 'UTILITY', status: 'APPROVED', providerId: crypto.randomUUID(),
    components: [{ type: 'BODY', text: 'Hi {{1}}, order {{2}} is on its way.', example: { body_text: [['Priya', 'A-1']] } }],
    ...overrides,
  }).returning();
  return row!;
}
