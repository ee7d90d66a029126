import { Alert, Button, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { MEMBERS_PAGE_SIZE, type Role } from '@switchboard/contracts/members/team.schemas';
import { useDeleteRole, useRolesQuery, type RolesFilter } from '@/features/members/api/roles';
import { useMembersPermission } from '@/features/members/model/use-members-permission';

/** Default roles (read-only) and custom roles, with their member counts. */
export function RolesTable() {
  const [filter, setFilter] = useState<RolesFilter>({ page: 1 });
  const roles = useRolesQuery(filter);
  const remove = useDeleteRole();
  const canEdit = useMembersPermission('editPermissions');
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search allowClear placeholder="Search roles" aria-label="Search roles" style={{ width: 240 }}
          onSearch={(search) => setFilter({ ...filter, page: 1, search: search.trim() || undefined })} />
        <Select allowClear placeholder="Type" aria-label="Type filter" style={{ width: 140 }}
          options={[{ value: 'default', label: 'Default' }, { value: 'custom', label: 'Custom' }]}
          onChange={(type?: 'default' | 'custom') => setFilter({ ...filter, page: 1, type })} />
      </Space>
      {roles.isError && <Alert type="error" showIcon title="The roles could not be loaded." action={<Button onClick={() => void roles.refetch()}>Retry</Button>} />}
      <Table<Role>
        rowKey="_id"
        loading={roles.isFetching}
        dataSource={roles.data?.items ?? []}
        locale={{ emptyText: 'No roles match.' }}
        pagination={{ current: filter.page, pageSize: MEMBERS_PAGE_SIZE, total: roles.data?.totalCount ?? 0, onChange: (page) => setFilter({ ...filter, page }), showSizeChanger: false }}
        columns={[
          { title: 'Name', key: 'name', render: (_, r) => <Link to={`/members/roles/individual?roleId=${r._id}`}>{r.name}</Link> },
          { title: 'Type', dataIndex: 'type', render: (type: Role['type']) => <Tag>{type}</Tag> },
          { title: 'Parent role', dataIndex: 'parentRoleName', render: (name: string | null) => name ?? '—' },
          { title: 'Description', dataIndex: 'description' },
          { title: 'Members', dataIndex: 'memberCount', width: 100 },
          {
            title: 'Actions', key: 'actions',
            render: (_, r) => (
              <Space>
                {canEdit && <Link to={`/members/roles/individual?parentRoleId=${r._id}`}>Copy as new role</Link>}
                {canEdit && r.type === 'custom' && (
                  <Popconfirm title={`Delete the role ${r.name}?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove.mutateAsync(r._id)}>
                    <Button size="small" danger>Delete</Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}
