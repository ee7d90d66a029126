/** Review (Passed/Failed), tags, block (confirmed first), download and Make a test, each shown only when the member may. */
import { Button, Flex, Popconfirm, Segmented, Select, Typography } from 'antd';
import { useState } from 'react';
import type { ChatLogSummary, ReviewStatus } from '@switchboard/contracts/history/history.schemas';
import { isActionAllowed } from '@switchboard/contracts/permissions';
import { useBlockChatLog, useDownloadChatLog, useReviewChatLog, useUpdateTags } from '@/features/history/api/chat-log-actions';
import { useSession } from '@/lib/session/session-store';
import { SendTemplateButton } from '@/components/whatsapp/send-template-button';
import { MakeTestButton } from '@/components/automated-testing/make-test-button';

export function useHistoryActions() {
  const permissions = useSession()?.user_info.permissions;
  return (action: 'review' | 'vote' | 'block' | 'tag' | 'download') => Boolean(permissions && isActionAllowed(permissions, 'history', action));
}

function TagEditor({ chatLog, tagChoices }: { chatLog: ChatLogSummary; tagChoices: string[] }) {
  const [draft, setDraft] = useState<string[] | null>(null);
  const save = useUpdateTags(chatLog.sessionId);
  const value = draft ?? chatLog.selectedTags;
  return (
    <Flex gap={8} align="center" wrap>
      <Select<string[]> mode="tags" aria-label="Chat tags" style={{ minWidth: 220 }} value={value} placeholder="Add tags"
        options={tagChoices.map((tag) => ({ value: tag, label: tag }))} onChange={setDraft} />
      <Button disabled={draft === null} loading={save.isPending} onClick={() => draft && save.mutate(draft, { onSuccess: () => setDraft(null) })}>Save tags</Button>
    </Flex>
  );
}

export function ChatLogActions({ chatLog, tagChoices }: { chatLog: ChatLogSummary; tagChoices: string[] }) {
  const can = useHistoryActions();
  const review = useReviewChatLog(chatLog.sessionId);
  const block = useBlockChatLog(chatLog.sessionId);
  const download = useDownloadChatLog(chatLog.sessionId);
  return (
    <Flex vertical gap={10}>
      {can('review') && (
        <Flex gap={8} align="center" role="group" aria-label="Review">
          <Typography.Text>Review</Typography.Text>
          <Segmented<ReviewStatus | 'Not reviewed'> value={chatLog.reviewStatus ?? 'Not reviewed'}
            options={[{ value: 'Not reviewed', label: 'Not reviewed', disabled: true }, 'Passed', 'Failed']}
            onChange={(status) => status !== 'Not reviewed' && review.mutate(status)} disabled={review.isPending} />
        </Flex>
      )}
      {can('tag') && <TagEditor key={chatLog.sessionId} chatLog={chatLog} tagChoices={tagChoices} />}
      <Flex gap={8} wrap>
        {can('download') && (
          <>
            <Button loading={download.isPending && download.variables === 'csv'} onClick={() => download.mutate('csv')}>Download CSV</Button>
            <Button loading={download.isPending && download.variables === 'xlsx'} onClick={() => download.mutate('xlsx')}>Download XLSX</Button>
          </>
        )}
        {chatLog.channel === 'wa' && <SendTemplateButton sessionId={chatLog.sessionId} />}
        <MakeTestButton source={{ sessionId: chatLog.sessionId }} />
        {can('block') && (
          <Popconfirm
            title={chatLog.blockedStatus ? 'Unblock this customer?' : 'Block this customer?'}
            description={chatLog.blockedStatus ? 'They will be able to chat again.' : 'Their next messages will be refused.'}
            okText={chatLog.blockedStatus ? 'Unblock' : 'Block'}
            onConfirm={() => block.mutateAsync(!chatLog.blockedStatus)}
          >
            <Button loading={block.isPending}>{chatLog.blockedStatus ? 'Unblock customer' : 'Block customer'}</Button>
          </Popconfirm>
        )}
      </Flex>
    </Flex>
  );
}
