/**
 * An intent's utterances in the range (10 a page, §9), least confident first, with QA's verdicts, the vote on the
 * bot's answer and the intent the sentence trains now; a member who may edit intents can move one to the right intent.
 */
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  ACCURACY_UTTERANCES_PAGE_SIZE, accuracyUtterancesDataSchema, type AccuracyUtteranceRow,
} from '@switchboard/contracts/analytics/accuracy.schemas';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import type { ReviewFilter } from '@switchboard/contracts/history/history.schemas';
import { ReportSection, sectionState } from '@/features/analytics/report-kit/components/report-section';
import { useReport } from '@/features/analytics/report-kit/hooks/use-report';
import { MoveUtteranceDialog } from '@/features/analytics/reports/accuracy/move-utterance-dialog';

export interface AccuracyUtterancesProps {
  intent: string;
  filter: ReportFilter;
  review: ReviewFilter;
  canMove: boolean;
  /** The page, kept in the URL by the report (intentPage). */
  page: number;
  onPage: (page: number) => void;
}

const when = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));

export function AccuracyUtterances({ intent, filter, review, canMove, page, onPage }: AccuracyUtterancesProps) {
  const [moving, setMoving] = useState<AccuracyUtteranceRow | null>(null);
  const query = useReport({ path: ANALYTICS_PATHS.modelAccuracyUtterances, schema: accuracyUtterancesDataSchema, filter, extra: { intent, review, page } });
  const data = query.data;
  const columns: TableColumnsType<AccuracyUtteranceRow> = [
    { title: 'Message', dataIndex: 'text', render: (text: string) => <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{text}</span> },
    {
      title: 'Confidence', dataIndex: 'confidence', align: 'right',
      render: (confidence: number | null, row) => <>{confidence === null ? '–' : confidence.toFixed(2)}{row.lowConfidence && <Tag color="warning" style={{ marginInlineStart: 6 }}>Low</Tag>}</>,
    },
    { title: 'QA review', dataIndex: 'reviewStatus', render: (status: string | null) => status ?? 'Not reviewed' },
    { title: 'Answer vote', dataIndex: 'answerVote', render: (vote: string | null) => (vote === 'upvote' ? 'Up' : vote === 'downvote' ? 'Down' : '–') },
    { title: 'Trained as', dataIndex: 'trainedAs', render: (name: string | null) => name ?? '–' },
    { title: 'Sent', dataIndex: 'at', render: (at: string) => when(at, filter.timeZone) },
    ...(canMove ? [{
      title: 'Action', key: 'move',
      render: (_: unknown, row: AccuracyUtteranceRow) => <Button size="small" onClick={() => setMoving(row)} aria-label={`Move “${row.text}” to another intent`}>Move…</Button>,
    }] : []),
  ];
  return (
    <ReportSection title={`Utterances read as ${intent}`} state={sectionState(query, false)} height={200} onRetry={() => void query.refetch()}
      {...(query.error ? { errorText: query.error.message } : {})}>
      <Table<AccuracyUtteranceRow> size="small" rowKey="chatlogId" columns={columns} dataSource={data?.rows ?? []} scroll={{ x: 'max-content' }}
        aria-label={`Utterances read as ${intent}`} locale={{ emptyText: 'No utterance in this range' }} onChange={(pagination) => onPage(pagination.current ?? 1)}
        pagination={{ current: page, pageSize: ACCURACY_UTTERANCES_PAGE_SIZE, total: data?.totalCount ?? 0, showSizeChanger: false, hideOnSinglePage: true }} />
      <MoveUtteranceDialog utterance={moving} readAs={intent} onClose={() => setMoving(null)} />
    </ReportSection>
  );
}
