/** Agent notes SQL. */
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { agentNotes, type AgentNoteRow } from '@/db/schema/agent-notes';

const NOTES_SHOWN = 200;

export function notesOf(db: Executor, psid: string): Promise<AgentNoteRow[]> {
  return db.select().from(agentNotes).where(eq(agentNotes.psid, psid)).orderBy(desc(agentNotes.createdAt)).limit(NOTES_SHOWN);
}

export async function addNote(db: Executor, note: Pick<AgentNoteRow, 'psid' | 'sessionId' | 'authorId' | 'authorName' | 'note'>): Promise<AgentNoteRow> {
  const [row] = await db.insert(agentNotes).values(note).returning();
  if (!row) throw new Error('The note was not stored');
  return row;
}
