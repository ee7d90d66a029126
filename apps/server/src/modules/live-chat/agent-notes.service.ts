/**
 * Notes about a customer: whoever may see one of the customer's chats may read and add them; only a note's
 * author edits it (docs/decisions.md "Agent notes are edited by their author").
 */
import type { AgentNote } from '@switchboard/contracts/live-chat/live-chat.api';
import type { Database } from '@/db/client';
import type { AgentNoteRow } from '@/db/schema/agent-notes';
import type { Member } from './chat-access';
import type { ChatDirectoryService } from './chat-directory.service';
import { addNote, editNote, findNote, notesOf } from './agent-notes.repository';
import { forbidden, notFound } from '@/plugins/http-errors';

const noteOf = (row: AgentNoteRow): AgentNote => ({
  id: row.id, psid: row.psid, sessionId: row.sessionId, authorId: row.authorId, authorName: row.authorName, note: row.note,
  createdAt: row.createdAt.getTime(), editedAt: row.editedAt?.getTime() ?? null,
});

export const NOTE_TEXTS = {
  noNote: 'This note does not exist.',
  notAuthor: 'Only the author can edit a note.',
} as const;

export class AgentNotesService {
  constructor(private readonly db: Database, private readonly directory: ChatDirectoryService) {}

  async list(member: Member, sessionId: string): Promise<{ notes: AgentNote[] }> {
    const session = await this.directory.visibleSession(member, sessionId);
    return { notes: (await notesOf(this.db, session.psid)).map(noteOf) };
  }

  async add(member: Member, sessionId: string, note: string): Promise<AgentNote> {
    const session = await this.directory.visibleSession(member, sessionId);
    return noteOf(await addNote(this.db, { psid: session.psid, sessionId: session.sessionId, authorId: member.userId, authorName: member.name, note }));
  }

  /** PUT: the author rewrites their note (while they may still see one of the customer's chats). */
  async edit(member: Member, id: string, note: string): Promise<AgentNote> {
    const found = await findNote(this.db, id);
    if (!found) throw notFound(NOTE_TEXTS.noNote);
    if (found.authorId !== member.userId) throw forbidden(NOTE_TEXTS.notAuthor);
    if (found.sessionId) await this.directory.visibleSession(member, found.sessionId);
    const row = await editNote(this.db, id, member.userId, note);
    if (!row) throw notFound(NOTE_TEXTS.noNote);
    return noteOf(row);
  }
}
