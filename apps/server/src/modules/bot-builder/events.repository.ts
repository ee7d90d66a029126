/** SQL of the brand's events (name, type, tags). */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { EventType, EventValues } from '@switchboard/contracts/bot-builder/event.schemas';
import type { Executor } from '@/db/client';
import { botEvents } from '@/db/schema/bot-integrations';
import { offsetOf, searchIn, type Paging } from './integrations.sql';

const mine = (brandId: string, eventId: string) => and(eq(botEvents.brandId, brandId), eq(botEvents.eventId, eventId));

export async function listEvents(db: Executor, brandId: string, paging: Paging & { eventType?: EventType | undefined }) {
  const where = and(
    eq(botEvents.brandId, brandId),
    paging.eventType ? eq(botEvents.eventType, paging.eventType) : undefined,
    searchIn(paging.search, botEvents.name, botEvents.description, sql`${botEvents.eventTags}::text`),
  );
  const [items, [total]] = await Promise.all([
    db.select().from(botEvents).where(where).orderBy(asc(botEvents.name)).limit(paging.pageSize).offset(offsetOf(paging)),
    db.select({ value: count() }).from(botEvents).where(where),
  ]);
  return { items, totalCount: total?.value ?? 0 };
}

export async function findEvent(db: Executor, brandId: string, eventId: string) {
  const [row] = await db.select().from(botEvents).where(mine(brandId, eventId));
  return row;
}

export async function insertEvent(db: Executor, brandId: string, values: EventValues) {
  const [row] = await db.insert(botEvents).values({ brandId, ...values }).returning();
  if (!row) throw new Error('event not stored');
  return row;
}

export async function updateEvent(db: Executor, brandId: string, eventId: string, values: EventValues) {
  const [row] = await db.update(botEvents).set({ ...values, updatedAt: new Date() }).where(mine(brandId, eventId)).returning();
  return row;
}

export async function deleteEvent(db: Executor, brandId: string, eventId: string): Promise<boolean> {
  const rows = await db.delete(botEvents).where(mine(brandId, eventId)).returning({ eventId: botEvents.eventId });
  return rows.length > 0;
}

export const eventTypesAndTags = (db: Executor, brandId: string) =>
  db.select({ eventType: botEvents.eventType, eventTags: botEvents.eventTags }).from(botEvents).where(eq(botEvents.brandId, brandId));
