/** SQL of the chat's language and of message translations. */
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatSessions } from '@/db/schema/chat-sessions';
import { updateSession } from './chat-session.repository';

/** A detected language: only while staff have not set one and the chat is open; undefined when nothing changed. */
export function storeDetectedLanguage(db: Executor, sessionId: string, language: string) {
  return updateSession(db, sessionId, { sessionLanguage: language }, and(
    eq(chatSessions.sessionLanguagePinned, false), ne(chatSessions.sessionLanguage, language), ne(chatSessions.chatState, 'Resolved'),
  ));
}

/** Staff's choice: kept for the rest of the chat (detection no longer changes it). */
export function storeChosenLanguage(db: Executor, sessionId: string, language: string) {
  return updateSession(db, sessionId, { sessionLanguage: language, sessionLanguagePinned: true });
}

/** Keeps a message's translation into staff's language (the original stays in content). */
export async function storeTranslation(db: Executor, chatlogId: string, text: string, language: string) {
  const [row] = await db.update(chatMessages).set({ translation: text, translationLanguage: language })
    .where(eq(chatMessages.chatlogId, chatlogId)).returning();
  return row;
}
