/** Agent notes SQL. */
import { and, desc, eq } from 'drizzle-orm';
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

export async function findNote(db: Executor, id: string): Promise<AgentNoteRow | undefined> {
  const [row] = await db.select().from(agentNotes).where(eq(agentNotes.id, id));
  return row;
}

/** Rewrites the note's text when `authorId` wrote it (undefined otherwise); author and creation time stay. */
export async function editNote(db: Executor, id: string, authorId: string, note: string): Promise<AgentNoteRow | undefined> {
  const [row] = await db.update(agentNotes).set({ note, editedAt: new Date() })
    .where(and(eq(agentNotes.id, id), eq(agentNotes.authorId, authorId))).returning();
  return row;
}
