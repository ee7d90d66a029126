/** The try-it conversation state per trainer (bot_try_it_conversations). */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { botTryItConversations } from '@/db/schema/bot-try-it';
import { groups } from '@/db/schema/groups';

export async function tryItState(db: Executor, brandId: string, userId: string): Promise<unknown> {
  const [row] = await db.select({ state: botTryItConversations.state }).from(botTryItConversations)
    .where(and(eq(botTryItConversations.userId, userId), eq(botTryItConversations.brandId, brandId)));
  return row?.state ?? null;
}

export async function saveTryItState(db: Executor, brandId: string, userId: string, state: unknown): Promise<void> {
  await db.insert(botTryItConversations).values({ userId, brandId, state })
    .onConflictDoUpdate({ target: botTryItConversations.userId, set: { brandId, state, updatedAt: new Date() } });
}

export async function clearTryItState(db: Executor, userId: string): Promise<void> {
  await db.delete(botTryItConversations).where(eq(botTryItConversations.userId, userId));
}

export async function groupName(db: Executor, brandId: string, groupId: string): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(groupId)) return null;
  const [row] = await db.select({ name: groups.name }).from(groups).where(and(eq(groups.id, groupId), eq(groups.brandId, brandId)));
  return row?.name ?? null;
}
