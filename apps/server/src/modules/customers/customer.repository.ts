/** SQL of customers. */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { customers } from '@/db/schema/customers';

export async function findCustomer(db: Executor, psid: string) {
  const [row] = await db.select().from(customers).where(eq(customers.psid, psid));
  return row;
}

export async function insertCustomer(db: Executor, values: typeof customers.$inferInsert) {
  const [row] = await db.insert(customers).values(values).onConflictDoNothing().returning();
  return row ?? findCustomer(db, values.psid);
}

export async function touchCustomer(db: Executor, psid: string) {
  await db.update(customers).set({ lastSeenAt: sql`now()` }).where(eq(customers.psid, psid));
}

/** Marks the customer seen now and answers their row (one round trip); undefined when unknown. */
export async function touchAndFindCustomer(db: Executor, psid: string) {
  const [row] = await db.update(customers).set({ lastSeenAt: sql`now()` }).where(eq(customers.psid, psid)).returning();
  return row;
}

export async function setCustomerBlocked(db: Executor, psid: string, blocked: boolean) {
  await db.update(customers).set({ blocked }).where(eq(customers.psid, psid));
}
