/** One note about the customer: its text, author and times (edited too); its author may edit it in place. */
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import type { AgentNote } from '@switchboard/contracts/live-chat/live-chat.api';
import { useEditAgentNote } from '@/features/live-chat/api/agent-notes';
import { formatDateTime } from '@/lib/dates/format-date';

export const NOTE_MAX = 2000;

export function AgentNoteItem({ note, sessionId, mine }: { note: AgentNote; sessionId: string; mine: boolean }) {
  const edit = useEditAgentNote(sessionId);
  const [draft, setDraft] = useState<string | null>(null);
  const save = () => {
    if (draft === null || !draft.trim() || edit.isPending) return;
    edit.mutate({ id: note.id, note: draft }, { onSuccess: () => setDraft(null) });
  };
  const meta = `${note.authorName} · ${formatDateTime(note.createdAt)}${note.editedAt ? ` · edited ${formatDateTime(note.editedAt)}` : ''}`;
  if (draft !== null) {
    return (
      <Flex vertical gap={4}>
        <Input.TextArea
          aria-label="Edit the note"
          value={draft}
          maxLength={NOTE_MAX}
          autoSize={{ minRows: 2, maxRows: 6 }}
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              save();
            }
            if (event.key === 'Escape') setDraft(null);
          }}
        />
        <Flex gap={8} justify="flex-end">
          <Button size="small" onClick={() => setDraft(null)}>Cancel</Button>
          <Button size="small" type="primary" onClick={save} loading={edit.isPending} disabled={!draft.trim()}>Save changes</Button>
        </Flex>
      </Flex>
    );
  }
  return (
    <>
      <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.note}</Typography.Paragraph>
      <Flex justify="space-between" align="baseline" gap={8}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{meta}</Typography.Text>
        {mine && <Button type="link" size="small" style={{ paddingInline: 0 }} aria-label={`Edit the note: ${note.note.slice(0, 40)}`} onClick={() => setDraft(note.note)}>Edit</Button>}
      </Flex>
    </>
  );
}
