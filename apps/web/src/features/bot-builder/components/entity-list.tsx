/** Entities with their synonyms or pattern, system ones included; type filter, search, paging. */
import { Alert, Button, Flex, Input, Popconfirm, Segmented, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Entity, EntityType } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { useDeleteEntity, useEntities } from '@/features/bot-builder/api/entities';
import { entityPath } from '@/features/bot-builder/model/entity-ref';

const TYPE_FILTERS = [{ label: 'All', value: '' }, { label: 'List', value: 'list' }, { label: 'Regex', value: 'regex' }, { label: 'System', value: 'system' }];

export function EntityList() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<EntityType | ''>('');
  const entities = useEntities(page, search, type);
  const remove = useDeleteEntity();
  if (entities.isError) {
    return <Alert type="error" showIcon title="The entities could not be loaded." action={<Button onClick={() => void entities.refetch()}>Retry</Button>} />;
  }
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap="wrap">
        <Input.Search aria-label="Search entities" placeholder="Search entities" allowClear style={{ maxWidth: 320 }}
          onSearch={(value) => { setSearch(value.trim()); setPage(1); }} />
        <Segmented aria-label="Entity type" options={TYPE_FILTERS} value={type} onChange={(value) => { setType(value as EntityType | ''); setPage(1); }} />
      </Flex>
      <Table<Entity>
        rowKey="entityID"
        loading={entities.isFetching}
        dataSource={entities.data?.items ?? []}
        locale={{ emptyText: 'No entities match' }}
        pagination={{ current: page, pageSize: PAGE_SIZES.intentsDefault, total: entities.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: 'Entity', dataIndex: 'name', render: (name: string, entity) => <Link to={entityPath(entity.entityID, entity.type)}>{name}</Link> },
          { title: 'Type', dataIndex: 'type', width: 100, render: (value: string) => <Tag>{value}</Tag> },
          {
            title: 'Values / pattern', key: 'values', render: (_, entity) => (entity.type === 'regex' ? <code>{entity.pattern}</code>
              : entity.type === 'system' ? 'built in'
                : entity.values.map((v) => `${v.value}${v.synonyms.length ? ` (${v.synonyms.join(', ')})` : ''}`).join('; ')),
          },
          {
            title: '', key: 'actions', width: 90, render: (_, entity) => entity.editable && (
              <Popconfirm title={`Delete the entity ${entity.name}?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove.mutateAsync(entity.entityID)}>
                <Button size="small" danger>Delete</Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Flex>
  );
}
