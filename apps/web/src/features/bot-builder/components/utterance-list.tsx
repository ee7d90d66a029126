/** One intent's utterances or blocked sentences: paged by the server (10 a page), delete asks first. */
import { Alert, Button, Popconfirm, Table, Tag } from 'antd';
import { useState } from 'react';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import type { Utterance, UtteranceKind } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { useDeleteUtterance, useUtterances } from '@/features/bot-builder/api/utterances';
import { markedParts } from '@/features/bot-builder/model/marked-text';

export function UtteranceList({ intentId, kind }: { intentId: string; kind: UtteranceKind }) {
  const [page, setPage] = useState(1);
  const list = useUtterances(intentId, kind, page);
  const remove = useDeleteUtterance(intentId);
  if (list.isError) {
    return <Alert type="error" showIcon title="The sentences could not be loaded." action={<Button onClick={() => void list.refetch()}>Retry</Button>} />;
  }
  const pageSize = kind === 'blocked' ? PAGE_SIZES.intentBlockedList : PAGE_SIZES.intentUtterances;
  return (
    <Table<Utterance>
      rowKey="id"
      size="small"
      loading={list.isFetching}
      dataSource={list.data?.items ?? []}
      locale={{ emptyText: kind === 'blocked' ? 'No blocked sentences' : 'No utterances yet: add a few ways customers say it' }}
      pagination={{ current: page, pageSize, total: list.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
      columns={[
        {
          title: kind === 'blocked' ? 'Blocked sentence' : 'Utterance', key: 'text',
          render: (_, utterance) => markedParts(utterance.text, utterance.entities).map((part, index) => (part.entity
            ? <Tag key={index} color="purple" title={part.entity}>{part.text} <small>({part.entity})</small></Tag>
            : <span key={index}>{part.text}</span>)),
        },
        {
          title: '', key: 'actions', width: 90, render: (_, utterance) => (
            <Popconfirm title="Delete this sentence?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove.mutateAsync(utterance.id)}>
              <Button size="small" danger>Delete</Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
