/** Lookups of what diagrams refer to outside the workflows table: bot messages, brand functions, events and agent groups. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { botMessages } from '@/db/schema/bot-content';
import { botBrandFunctions, botEvents } from '@/db/schema/bot-integrations';
import { groups } from '@/db/schema/groups';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuids = (ids: string[]) => ids.filter((id) => UUID.test(id));

export async function existingMessageIds(db: Executor, brandId: string, ids: string[]): Promise<Set<string>> {
  const wanted = uuids(ids);
  if (wanted.length === 0) return new Set();
  const rows = await db.select({ id: botMessages.id }).from(botMessages).where(and(eq(botMessages.brandId, brandId), inArray(botMessages.id, wanted)));
  return new Set(rows.map((row) => row.id));
}

export async function existingBrandFunctionIds(db: Executor, brandId: string, ids: string[]): Promise<Set<string>> {
  const wanted = uuids(ids);
  if (wanted.length === 0) return new Set();
  const rows = await db.select({ id: botBrandFunctions.id }).from(botBrandFunctions)
    .where(and(eq(botBrandFunctions.brandId, brandId), inArray(botBrandFunctions.id, wanted)));
  return new Set(rows.map((row) => row.id));
}

export async function existingEventIds(db: Executor, brandId: string, ids: string[]): Promise<Set<string>> {
  const wanted = uuids(ids);
  if (wanted.length === 0) return new Set();
  const rows = await db.select({ id: botEvents.eventId }).from(botEvents).where(and(eq(botEvents.brandId, brandId), inArray(botEvents.eventId, wanted)));
  return new Set(rows.map((row) => row.id));
}

export async function existingGroupIds(db: Executor, brandId: string, ids: string[]): Promise<Set<string>> {
  const wanted = uuids(ids);
  if (wanted.length === 0) return new Set();
  const rows = await db.select({ id: groups.id }).from(groups).where(and(eq(groups.brandId, brandId), inArray(groups.id, wanted)));
  return new Set(rows.map((row) => row.id));
}

export async function brandGroups(db: Executor, brandId: string): Promise<{ _id: string; name: string }[]> {
  const rows = await db.select({ _id: groups.id, name: groups.name }).from(groups).where(eq(groups.brandId, brandId)).orderBy(groups.name);
  return rows;
}
