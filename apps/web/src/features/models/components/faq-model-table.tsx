/** Every trained version's FAQ part: date, data size (FAQs, alternates, documents, passages), held-out figures. */
import { Alert, Button, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import type { FaqModelSummary } from '@switchboard/contracts/bot-builder/faq.schemas';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { useFaqModels } from '@/features/models/api/models';
import { formatDateTime } from '@/lib/dates/format-date';

const pct = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${Math.round(value * 100)}%`);
const when = (iso: string) => formatDateTime(iso);
const STATUS_COLOR = { training: 'blue', trained: 'purple', failed: 'red' } as const;

export function FaqModelTable() {
  const [page, setPage] = useState(1);
  const models = useFaqModels(page);
  if (models.isError) return <Alert type="error" showIcon title="The FAQ models could not be loaded." action={<Button onClick={() => void models.refetch()}>Retry</Button>} />;
  return (
    <Table<FaqModelSummary>
      rowKey="id"
      loading={models.isFetching}
      dataSource={models.data?.items ?? []}
      scroll={{ x: 860 }}
      locale={{ emptyText: 'No model trained yet: train the bot from the bot builder' }}
      pagination={{ current: page, pageSize: PAGE_SIZES.models, total: models.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
      columns={[
        { title: 'Version', dataIndex: 'version', width: 90 },
        { title: 'Trained', dataIndex: 'startedAt', render: when },
        {
          title: 'Data', key: 'data', render: (_, model) => (model.faq
            ? `${model.faq.faqs} FAQs, ${model.faq.alternates} alternates, ${model.faq.passages} passages in ${model.faq.documents} documents`
            : <Tooltip title="Trained before the FAQ model existed, or still training">no FAQ model</Tooltip>),
        },
        {
          title: 'Held-out precision', key: 'precision', width: 150, render: (_, model) => {
            const evaluation = model.faq?.evaluation;
            if (!evaluation) return '—';
            return <Tooltip title={`${evaluation.heldOut} alternates held out, ${evaluation.answered} answered, ${evaluation.correct} right; accuracy ${pct(evaluation.accuracy)}`}>{pct(evaluation.precision)}</Tooltip>;
          },
        },
        { title: 'Held-out accuracy', key: 'accuracy', width: 150, render: (_, model) => pct(model.faq?.evaluation?.accuracy) },
        { title: 'Status', dataIndex: 'status', width: 110, render: (status: FaqModelSummary['status']) => <Tag color={STATUS_COLOR[status]}>{status}</Tag> },
        { title: 'By', dataIndex: 'trainedBy' },
        { title: '', key: 'live', width: 80, render: (_, model) => model.published && <Tag color="blue">live</Tag> },
      ]}
    />
  );
}
