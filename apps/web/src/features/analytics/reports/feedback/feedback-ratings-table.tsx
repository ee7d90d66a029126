/** The survey ratings, 10 a page (§9), narrowed by score and to those with a comment; each row opens its conversation in history. */
import { Checkbox, Flex, Select, Table, Typography, type TableColumnsType } from 'antd';
import { FEEDBACK_PAGE_SIZE, RATING_FILTERS, type FeedbackData, type FeedbackRatingRow, type RatingFilter } from '@switchboard/contracts/analytics/feedback.schemas';
import { CHANNEL_LABELS } from '@switchboard/contracts/common/constants';
import { RatingTag } from '@/components/rating-tag';
import { formatDateTime } from '@/lib/dates/format-date';
import { ConversationLink } from '@/features/analytics/reports/feedback/conversation-link';

export const RATING_FILTER_LABELS: Record<RatingFilter, string> = {
  1: '1 star', 2: '2 stars', 3: '3 stars', 4: '4 stars', 5: '5 stars', up: 'Thumbs up', down: 'Thumbs down',
};

export interface RatingListFilter {
  rating?: RatingFilter | undefined;
  withComment?: boolean | undefined;
}

export interface FeedbackRatingsTableProps {
  list: FeedbackData['ratings'];
  value: RatingListFilter;
  onChange: (next: RatingListFilter) => void;
  onPage: (page: number) => void;
  loading: boolean;
}

const columns: TableColumnsType<FeedbackRatingRow> = [
  { title: 'Rated', dataIndex: 'at', render: (at: string) => formatDateTime(at) },
  { title: 'Customer', key: 'customer', render: (_, row) => <ConversationLink sessionId={row.sessionId} customerName={row.customerName} /> },
  { title: 'Channel', dataIndex: 'channel', render: (channel: FeedbackRatingRow['channel']) => CHANNEL_LABELS[channel] },
  { title: 'Rating', key: 'rating', render: (_, row) => <RatingTag rating={{ scale: row.scale, score: row.score, comment: null, ratedAt: row.at }} /> },
  { title: 'Comment', dataIndex: 'comment', render: (comment: string | null) => (comment ? <Typography.Paragraph style={{ margin: 0, maxWidth: 360 }}>{comment}</Typography.Paragraph> : '–') },
  { title: 'Agent', dataIndex: 'agentName', render: (name: string | null) => name ?? '–' },
];

export function FeedbackRatingsTable({ list, value, onChange, onPage, loading }: FeedbackRatingsTableProps) {
  return (
    <Flex vertical gap={8}>
      <Flex gap={12} wrap align="center">
        <Select<RatingFilter> aria-label="Ratings shown" placeholder="All ratings" allowClear style={{ width: 160 }} value={value.rating}
          options={RATING_FILTERS.map((rating) => ({ value: rating, label: RATING_FILTER_LABELS[rating] }))}
          onChange={(rating) => onChange({ ...value, rating })} />
        <Checkbox checked={value.withComment ?? false} onChange={(event) => onChange({ ...value, withComment: event.target.checked || undefined })}>
          With a comment only
        </Checkbox>
      </Flex>
      <Table<FeedbackRatingRow> size="small" rowKey={(row) => `${row.sessionId}:${row.at}`} columns={columns} dataSource={list.rows} loading={loading}
        scroll={{ x: 'max-content' }} aria-label="Survey ratings" locale={{ emptyText: 'No ratings in this range' }}
        pagination={{ current: list.page, pageSize: FEEDBACK_PAGE_SIZE, total: list.totalCount, showSizeChanger: false, onChange: onPage, hideOnSinglePage: true }} />
    </Flex>
  );
}
