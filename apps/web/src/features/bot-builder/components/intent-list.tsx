/** The intents table: server paging (10 a page), search, loading / empty / error states, delete asks first. */
import { Alert, Button, Flex, Input, Popconfirm, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Intent } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { useDeleteIntent, useIntents } from '@/features/bot-builder/api/intents';

export function IntentList() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const intents = useIntents(page, search);
  const remove = useDeleteIntent();
  if (intents.isError) {
    return <Alert type="error" showIcon title="The intents could not be loaded." action={<Button onClick={() => void intents.refetch()}>Retry</Button>} />;
  }
  return (
    <Flex vertical gap={12}>
      <Input.Search aria-label="Search intents" placeholder="Search intents" allowClear style={{ maxWidth: 320 }}
        onSearch={(value) => { setSearch(value.trim()); setPage(1); }} />
      <Table<Intent>
        rowKey="id"
        loading={intents.isFetching}
        dataSource={intents.data?.items ?? []}
        locale={{ emptyText: search ? 'No intent matches your search' : 'No intents yet' }}
        scroll={{ x: 640 }}
        pagination={{ current: page, pageSize: PAGE_SIZES.intentsDefault, total: intents.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: 'Intent', dataIndex: 'name', render: (name: string, intent) => <Link to={`/botbuilder/intents/${intent.id}`}>{name}</Link> },
          { title: 'Reply', dataIndex: 'reply', ellipsis: true },
          { title: 'Utterances', dataIndex: 'utteranceCount', width: 110 },
          { title: 'Blocked', dataIndex: 'blockedCount', width: 90 },
          { title: 'Handover', dataIndex: 'handover', width: 100, render: (handover: boolean) => (handover ? <Tag>person</Tag> : null) },
          {
            title: '', key: 'actions', width: 90, render: (_, intent) => (
              <Popconfirm title={`Delete the intent ${intent.name}?`} description="Its utterances are deleted too." okText="Delete" okButtonProps={{ danger: true }}
                onConfirm={() => remove.mutateAsync(intent.id)}>
                <Button size="small" danger>Delete</Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Flex>
  );
}
