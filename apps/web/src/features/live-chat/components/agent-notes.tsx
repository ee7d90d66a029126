import { Alert, Button, Flex, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { PlainList } from '@/components/plain-list';
import { useAddAgentNote, useAgentNotesQuery } from '@/features/live-chat/api/agent-notes';
import { AgentNoteItem, NOTE_MAX } from '@/features/live-chat/components/agent-note-item';
import { useSession } from '@/lib/session/session-store';

/** The customer's notes (newest first) and a box to add one; Ctrl/⌘+Enter saves. Their authors may edit their own. */
export function AgentNotes({ sessionId }: { sessionId: string }) {
  const notes = useAgentNotesQuery(sessionId);
  const session = useSession();
  const mine = (authorId: string | null) => authorId !== null && (authorId === session?._id || authorId === session?.admin_id);
  const add = useAddAgentNote(sessionId);
  const [draft, setDraft] = useState('');
  const save = () => {
    if (!draft.trim() || add.isPending) return;
    add.mutate(draft, { onSuccess: () => setDraft('') });
  };
  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        aria-label="New note about the customer"
        placeholder="Add a note for your team (Ctrl+Enter saves)"
        value={draft}
        maxLength={NOTE_MAX}
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            save();
          }
        }}
      />
      <Button size="small" onClick={save} loading={add.isPending} disabled={!draft.trim()} style={{ alignSelf: 'flex-end' }}>Save note</Button>
      {notes.isPending && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      {notes.isError && <Alert type="error" showIcon title="The notes could not be loaded." action={<Button size="small" onClick={() => void notes.refetch()}>Retry</Button>} />}
      {notes.data?.length === 0 && <Typography.Text type="secondary">No notes yet</Typography.Text>}
      {notes.data && notes.data.length > 0 && (
        <PlainList
          size="small"
          aria-label="Notes"
          items={notes.data}
          itemKey={(note) => note.id}
          itemStyle={{ paddingInline: 0, display: 'block' }}
          renderItem={(note) => <AgentNoteItem note={note} sessionId={sessionId} mine={mine(note.authorId)} />}
        />
      )}
    </Flex>
  );
}
