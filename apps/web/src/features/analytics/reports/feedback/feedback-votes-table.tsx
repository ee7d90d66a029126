/** The votes on bot answers, 10 a page (§9), narrowed to up or down; each row opens its conversation in history. */
import { Flex, Segmented, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { FEEDBACK_PAGE_SIZE, type FeedbackData, type FeedbackVoteRow } from '@switchboard/contracts/analytics/feedback.schemas';
import { CHANNEL_LABELS } from '@switchboard/contracts/common/constants';
import type { Vote } from '@switchboard/contracts/history/history.schemas';
import { formatDateTime } from '@/lib/dates/format-date';
import { ConversationLink } from '@/features/analytics/reports/feedback/conversation-link';

export const VOTE_LABELS: Record<Vote, string> = { upvote: 'Up', downvote: 'Down' };
const ALL = 'all';

export interface FeedbackVotesTableProps {
  list: FeedbackData['votes'];
  vote: Vote | undefined;
  onVote: (vote: Vote | undefined) => void;
  onPage: (page: number) => void;
  loading: boolean;
}

const columns: TableColumnsType<FeedbackVoteRow> = [
  { title: 'Answered', dataIndex: 'at', render: (at: string) => formatDateTime(at) },
  { title: 'Customer', key: 'customer', render: (_, row) => <ConversationLink sessionId={row.sessionId} customerName={row.customerName} /> },
  // Before the long texts, so it stays in view on a narrow window.
  { title: 'Vote', dataIndex: 'vote', render: (vote: Vote) => <Tag color={vote === 'upvote' ? 'green' : 'red'}>{VOTE_LABELS[vote]}</Tag> },
  { title: 'Channel', dataIndex: 'channel', render: (channel: FeedbackVoteRow['channel']) => CHANNEL_LABELS[channel] },
  {
    title: 'Question', key: 'question', render: (_, row) => (
      <Flex vertical style={{ maxWidth: 200 }}>
        <Typography.Text>{row.question ?? '–'}</Typography.Text>
        {row.intent && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{row.intent}{row.confidence !== null ? ` (${Math.round(row.confidence * 100)}%)` : ''}</Typography.Text>}
      </Flex>
    ),
  },
  { title: 'Bot answer', dataIndex: 'answer', render: (answer: string) => <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0, maxWidth: 240 }}>{answer}</Typography.Paragraph> },
];

export function FeedbackVotesTable({ list, vote, onVote, onPage, loading }: FeedbackVotesTableProps) {
  return (
    <Flex vertical gap={8}>
      <Segmented<Vote | typeof ALL> aria-label="Votes shown" value={vote ?? ALL} onChange={(next) => onVote(next === ALL ? undefined : next)}
        options={[{ value: ALL, label: 'All votes' }, { value: 'upvote', label: 'Up-votes' }, { value: 'downvote', label: 'Down-votes' }]}
        style={{ alignSelf: 'flex-start' }} />
      <Table<FeedbackVoteRow> size="small" rowKey="chatlogId" columns={columns} dataSource={list.rows} loading={loading} scroll={{ x: 'max-content' }}
        aria-label="Votes on bot answers" locale={{ emptyText: 'No votes in this range' }}
        pagination={{ current: list.page, pageSize: FEEDBACK_PAGE_SIZE, total: list.totalCount, showSizeChanger: false, onChange: onPage, hideOnSinglePage: true }} />
    </Flex>
  );
}
