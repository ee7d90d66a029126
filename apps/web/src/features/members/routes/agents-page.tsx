import { Alert, Button, Flex, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { AGENT_STATES, type AgentState } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { MEMBERS_PAGE_SIZE } from '@switchboard/contracts/members/team.schemas';
import { useAgentsQuery, type AgentsFilter } from '@/features/members/api/agents';
import { AgentsTable } from '@/features/members/components/agents-table';
import { BulkInviteModal } from '@/features/members/components/bulk-invite-modal';
import { InviteAgentModal } from '@/features/members/components/invite-agent-modal';
import { RoleSelect } from '@/features/members/components/role-select';
import { useMembersPermission } from '@/features/members/model/use-members-permission';

/** /members/agents: the team with search, filters and server paging; invite one or many (CSV). */
export default function AgentsPage() {
  const [filter, setFilter] = useState<AgentsFilter>({ page: 1 });
  const [dialog, setDialog] = useState<'invite' | 'bulk' | null>(null);
  const canInvite = useMembersPermission('invite');
  const agents = useAgentsQuery(filter);
  const change = (patch: Partial<AgentsFilter>) => setFilter((current) => ({ ...current, ...patch, page: patch.page ?? 1 }));
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Agents</Typography.Title>
        {canInvite && (
          <Space>
            <Button onClick={() => setDialog('bulk')}>Bulk invite (CSV)</Button>
            <Button type="primary" onClick={() => setDialog('invite')}>Invite agent</Button>
          </Space>
        )}
      </Flex>
      <Space wrap>
        <Input.Search allowClear placeholder="Search name or e-mail" aria-label="Search agents" style={{ width: 260 }}
          onSearch={(search) => change({ search: search.trim() || undefined })} />
        <RoleSelect allowClear style={{ width: 180 }} aria-label="Role filter" onChange={(role) => change({ role: role ?? undefined })} />
        <Select allowClear placeholder="Status" aria-label="Status filter" style={{ width: 130 }}
          options={[{ value: 'active', label: 'Active' }, { value: 'inactive', label: 'Inactive' }]}
          onChange={(status?: 'active' | 'inactive') => change({ status })} />
        <Select<AgentState> allowClear placeholder="Availability" aria-label="Availability filter" style={{ width: 190 }}
          options={AGENT_STATES.map((state) => ({ value: state, label: state }))} onChange={(availability) => change({ availability })} />
      </Space>
      {agents.isError && <Alert type="error" showIcon title="The agents could not be loaded." action={<Button onClick={() => void agents.refetch()}>Retry</Button>} />}
      <AgentsTable page={filter.page} pageSize={MEMBERS_PAGE_SIZE} data={agents.data} loading={agents.isFetching} onPage={(page) => change({ page })} />
      <InviteAgentModal open={dialog === 'invite'} onClose={() => setDialog(null)} />
      <BulkInviteModal open={dialog === 'bulk'} onClose={() => setDialog(null)} />
    </Flex>
  );
}
