/** SQL of satisfaction ratings (chat_ratings). */
import type { Executor } from '@/db/client';
import { chatRatings, type ChatRatingRow } from '@/db/schema/chat-ratings';

/** Stores the chat's rating; undefined when the chat was already rated (the key refuses a second). */
export async function insertRating(db: Executor, values: typeof chatRatings.$inferInsert): Promise<ChatRatingRow | undefined> {
  const [row] = await db.insert(chatRatings).values(values).onConflictDoNothing({ target: chatRatings.sessionId }).returning();
  return row;
}
