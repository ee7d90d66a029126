/** SQL of customers. */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '@/db/client';
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

/** The customer record of their own (not linked to another) that gave this e-mail first. */
export async function findRecordByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(customers).where(and(eq(customers.email, email), isNull(customers.linkedPsid)))
    .orderBy(asc(customers.createdAt), asc(customers.psid)).limit(1);
  return row;
}

/** Every psid of a customer record: the record's own and those linked to it. */
export async function recordPsids(db: Executor, recordPsid: string): Promise<string[]> {
  const rows = await db.select({ psid: customers.psid }).from(customers)
    .where(or(eq(customers.psid, recordPsid), eq(customers.linkedPsid, recordPsid)));
  return rows.map((row) => row.psid);
}

/** Chats of a customer record (its own psid and every psid linked to it). */
export async function countRecordChats(db: Executor, recordPsid: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as count from chat_sessions s join customers c on c.psid = s.psid
    where c.psid = ${recordPsid} or c.linked_psid = ${recordPsid}`);
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}
