import { Button, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { AGENT_STATES, type AgentState } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { Agent, AgentsPage } from '@switchboard/contracts/members/team.schemas';
import { useSetActive, useSetAvailability } from '@/features/members/api/agents';
import { useMembersPermission } from '@/features/members/model/use-members-permission';
import { useSession } from '@/lib/session/session-store';
import { roleLabel } from '@switchboard/contracts/roles';

interface AgentsTableProps {
  page: number;
  pageSize: number;
  data: AgentsPage | undefined;
  loading: boolean;
  onPage: (page: number) => void;
}

/** The agents of one page: availability can be switched, and members deactivated (asks first) or reactivated. */
export function AgentsTable({ page, pageSize, data, loading, onPage }: AgentsTableProps) {
  const canEdit = useMembersPermission('edit');
  const canDeactivate = useMembersPermission('deactivate');
  const selfId = useSession()?._id;
  const setActive = useSetActive();
  const setAvailability = useSetAvailability();
  return (
    <Table<Agent>
      rowKey="_id"
      loading={loading}
      dataSource={data?.items ?? []}
      locale={{ emptyText: 'No agents match these filters.' }}
      pagination={{ current: page, pageSize, total: data?.totalCount ?? 0, onChange: onPage, showSizeChanger: false }}
      columns={[
        { title: 'Name', key: 'name', render: (_, a) => `${a.firstName} ${a.lastName}` },
        { title: 'E-mail', dataIndex: 'email' },
        { title: 'Role', dataIndex: 'role', render: (role: string) => roleLabel(role) },
        {
          title: 'Status', key: 'status',
          render: (_, a) => <Tag>{a.status === 'active' ? (a.activated ? 'Active' : 'Invited') : 'Inactive'}</Tag>,
        },
        {
          title: 'Availability', key: 'availability',
          render: (_, a) => (
            <Select<AgentState>
              size="small" style={{ width: 170 }} value={a.availability} disabled={!canEdit || a.status !== 'active'} aria-label={`Availability of ${a.email}`}
              options={AGENT_STATES.map((state) => ({ value: state, label: state }))}
              onChange={(selectedState) => setAvailability.mutate({ agentId: a._id, selectedState })}
            />
          ),
        },
        {
          title: 'Actions', key: 'actions',
          render: (_, a) => (
            <Space>
              {canEdit && <Link to={`/members/agents/edit?agentId=${a._id}`}>Edit</Link>}
              {canDeactivate && a._id !== selfId && (a.status === 'active' ? (
                <Popconfirm title={`Deactivate ${a.firstName} ${a.lastName}?`} description="They will be signed out everywhere." okText="Deactivate"
                  okButtonProps={{ danger: true }} onConfirm={() => setActive.mutateAsync({ agentId: a._id, active: false })}>
                  <Button size="small" danger>Deactivate</Button>
                </Popconfirm>
              ) : (
                <Button size="small" onClick={() => setActive.mutate({ agentId: a._id, active: true })}>Reactivate</Button>
              ))}
            </Space>
          ),
        },
      ]}
    />
  );
}
