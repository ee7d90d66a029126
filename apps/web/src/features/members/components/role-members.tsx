import { Table, Tag } from 'antd';
import type { RoleDetail } from '@switchboard/contracts/members/team.schemas';

/** The role's member list: the team members whose role is this role (§3). */
export function RoleMembers({ members }: { members: RoleDetail['members'] }) {
  return (
    <Table
      rowKey="_id"
      size="small"
      pagination={false}
      dataSource={members}
      locale={{ emptyText: 'No member has this role.' }}
      columns={[
        { title: 'Name', key: 'name', render: (_, m) => `${m.firstName} ${m.lastName}` },
        { title: 'E-mail', dataIndex: 'email' },
        { title: 'Status', dataIndex: 'status', render: (status: string) => <Tag>{status}</Tag> },
      ]}
    />
  );
}
