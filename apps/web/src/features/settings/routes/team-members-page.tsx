import { Alert, Button, Flex, Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { MEMBERS_PAGE_SIZE, type TeamMember } from '@switchboard/contracts/members/team.schemas';
import { useTeamMembersQuery } from '@/features/settings/api/team-members';
import { roleLabel } from '@switchboard/contracts/roles';

/** /settings/teammembers: every member of the team; open one to see or change their permissions. */
export default function TeamMembersPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const members = useTeamMembersQuery(page, search);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Team Members</Typography.Title>
      <Input.Search allowClear placeholder="Search name or e-mail" aria-label="Search team members" style={{ width: 280 }}
        onSearch={(value) => { setSearch(value.trim()); setPage(1); }} />
      {members.isError && <Alert type="error" showIcon title="The team could not be loaded." action={<Button onClick={() => void members.refetch()}>Retry</Button>} />}
      <Table<TeamMember>
        rowKey="_id"
        loading={members.isFetching}
        dataSource={members.data?.items ?? []}
        locale={{ emptyText: 'No member matches.' }}
        pagination={{ current: page, pageSize: MEMBERS_PAGE_SIZE, total: members.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: 'Name', key: 'name', render: (_, m) => <Link to={`/settings/teammembers/${m._id}`}>{m.firstName} {m.lastName}</Link> },
          { title: 'E-mail', dataIndex: 'email' },
          { title: 'Role', dataIndex: 'role', render: (role: string) => roleLabel(role) },
          { title: 'Status', dataIndex: 'status', render: (status: string) => <Tag>{status}</Tag> },
          { title: 'Permissions', dataIndex: 'customised', render: (customised: boolean) => (customised ? 'Customised' : 'As the role') },
        ]}
      />
    </Flex>
  );
}
