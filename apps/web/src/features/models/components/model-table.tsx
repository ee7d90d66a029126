/** Every trained model: date, data size, held-out precision/recall per intent, the most confused intents and misplaced training sentences (expand a row), activate. */
import { Alert, Button, Popconfirm, Table, Tag } from 'antd';
import { useState } from 'react';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import type { ModelSummary } from '@switchboard/contracts/models/models.schemas';
import { useActivateModel, useModels } from '@/features/models/api/models';
import { ConfusedIntents } from '@/features/models/components/confused-intents';
import { MisplacedSentences } from '@/features/models/components/misplaced-sentences';
import { formatDateTime } from '@/lib/dates/format-date';

const pct = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);
const when = (iso: string) => formatDateTime(iso);
const STATUS_COLOR = { training: 'blue', trained: 'purple', failed: 'red' } as const;

export function ModelTable({ mayActivate }: { mayActivate: boolean }) {
  const [page, setPage] = useState(1);
  const models = useModels(page);
  const activate = useActivateModel();
  if (models.isError) return <Alert type="error" showIcon title="The models could not be loaded." action={<Button onClick={() => void models.refetch()}>Retry</Button>} />;
  return (
    <Table<ModelSummary>
      rowKey="id"
      loading={models.isFetching}
      dataSource={models.data?.items ?? []}
      locale={{ emptyText: 'No model trained yet: train the bot from the bot builder' }}
      pagination={{ current: page, pageSize: PAGE_SIZES.models, total: models.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
      expandable={{
        rowExpandable: (model) => !!model.evaluation,
        expandedRowRender: (model) => (
          <>
            <Table size="small" rowKey="intent" pagination={false} dataSource={model.evaluation?.intents ?? []}
              title={() => `Held-out split: ${model.evaluation?.heldOut ?? 0} utterances, accuracy ${pct(model.evaluation?.accuracy ?? null)}`}
              columns={[
                { title: 'Intent', dataIndex: 'intent' },
                { title: 'Held out', dataIndex: 'count', width: 100 },
                { title: 'Precision', dataIndex: 'precision', width: 110, render: pct },
                { title: 'Recall', dataIndex: 'recall', width: 110, render: pct },
              ]} />
            <ConfusedIntents confusions={model.evaluation?.confusions} />
            <MisplacedSentences misplaced={model.evaluation?.misplaced} />
          </>
        ),
      }}
      columns={[
        { title: 'Version', dataIndex: 'version', width: 90 },
        { title: 'Trained', dataIndex: 'startedAt', render: when },
        { title: 'Data', key: 'data', render: (_, model) => `${model.dataSize.utterances} utterances, ${model.dataSize.intents} intents` },
        { title: 'Accuracy', key: 'accuracy', width: 100, render: (_, model) => pct(model.evaluation?.accuracy ?? null) },
        { title: 'Status', dataIndex: 'status', width: 110, render: (status: ModelSummary['status']) => <Tag color={STATUS_COLOR[status]}>{status}</Tag> },
        { title: 'By', dataIndex: 'trainedBy' },
        {
          title: '', key: 'live', width: 130, render: (_, model) => (model.published ? <Tag color="blue">live</Tag> : mayActivate && model.status === 'trained' && (
            <Popconfirm title={`Make version ${model.version} the live bot?`} okText="Activate" onConfirm={() => activate.mutateAsync(model.id)}>
              <Button size="small">Activate</Button>
            </Popconfirm>
          )),
        },
      ]}
    />
  );
}
