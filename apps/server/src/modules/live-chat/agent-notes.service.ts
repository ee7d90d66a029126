/** Notes about a customer: whoever may see one of the customer's chats may read and add them. */
import type { AgentNote } from '@switchboard/contracts/live-chat/live-chat.api';
import type { Database } from '@/db/client';
import type { AgentNoteRow } from '@/db/schema/agent-notes';
import type { Member } from './chat-access';
import type { ChatDirectoryService } from './chat-directory.service';
import { addNote, notesOf } from './agent-notes.repository';

const noteOf = (row: AgentNoteRow): AgentNote => ({
  id: row.id, psid: row.psid, sessionId: row.sessionId, authorId: row.authorId, authorName: row.authorName, note: row.note,
  createdAt: row.createdAt.getTime(),
});

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
}
