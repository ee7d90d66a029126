/** The bot messages table: 20 a page, search, type filter, duplicate, delete (asks first; a message in use says where). */
import { Alert, Button, Flex, Input, Popconfirm, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BOT_MESSAGE_TYPES, type BotMessage } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { MESSAGE_TYPE_LABELS, type MessageType } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { useBotMessages, useDeleteBotMessage, useDuplicateBotMessage } from '@/features/bot-builder/api/bot-messages';
import { messagePath } from '@/features/bot-builder/model/message-ref';
import { formatDateTime } from '@/lib/dates/format-date';

export function BotMessageList() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<MessageType | ''>('');
  const messages = useBotMessages(page, search, type);
  const remove = useDeleteBotMessage();
  const duplicate = useDuplicateBotMessage();
  const navigate = useNavigate();
  if (messages.isError) {
    return <Alert type="error" showIcon title="The bot messages could not be loaded." action={<Button onClick={() => void messages.refetch()}>Retry</Button>} />;
  }
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Input.Search aria-label="Search bot messages" placeholder="Search by name" allowClear style={{ maxWidth: 320 }}
          onSearch={(value) => { setSearch(value.trim()); setPage(1); }} />
        <Select aria-label="Filter by type" value={type} style={{ width: 200 }} onChange={(value) => { setType(value); setPage(1); }}
          options={[{ value: '', label: 'All types' }, ...BOT_MESSAGE_TYPES.map((value) => ({ value, label: MESSAGE_TYPE_LABELS[value] }))]} />
      </Flex>
      <Table<BotMessage>
        rowKey="id"
        loading={messages.isFetching}
        dataSource={messages.data?.items ?? []}
        scroll={{ x: 640 }}
        locale={{ emptyText: search || type ? 'No bot message matches' : 'No bot messages yet' }}
        pagination={{ current: page, pageSize: PAGE_SIZES.messages, total: messages.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: 'Name', dataIndex: 'name', render: (name: string, message) => <Link to={messagePath(message.id)}>{name}</Link> },
          { title: 'Type', dataIndex: 'type', width: 170, render: (value: MessageType) => <Tag>{MESSAGE_TYPE_LABELS[value]}</Tag> },
          { title: 'Variations', key: 'variations', width: 110, render: (_, message) => message.variations.length },
          { title: 'Updated', dataIndex: 'updatedAt', width: 170, render: (value: string) => formatDateTime(value) },
          {
            title: '', key: 'actions', width: 190, render: (_, message) => (
              <Flex gap={6}>
                <Button size="small" loading={duplicate.isPending && duplicate.variables === message.id}
                  onClick={() => void duplicate.mutateAsync(message.id).then((copy) => navigate(messagePath(copy.id)), () => undefined)}>Duplicate</Button>
                <Popconfirm title={`Delete the bot message ${message.name}?`} description="Workflows that show it must stop using it first." okText="Delete"
                  okButtonProps={{ danger: true }} onConfirm={() => remove.mutateAsync(message.id).catch(() => undefined)}>
                  <Button size="small" danger>Delete</Button>
                </Popconfirm>
              </Flex>
            ),
          },
        ]}
      />
    </Flex>
  );
}
