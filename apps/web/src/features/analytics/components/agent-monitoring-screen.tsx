import { Alert, Card, Flex, Skeleton } from 'antd';
import type { AgentRow, GroupRow } from '@switchboard/contracts/analytics/agent-monitoring.events';
import { TIMING } from '@switchboard/contracts/common/constants';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { BrandStatsCards } from '@/features/analytics/components/brand-stats-cards';
import { LiveStatsTable } from '@/features/analytics/components/live-stats-table';
import { SelectedAgentChats } from '@/features/analytics/components/selected-agent-chats';
import { useSession } from '@/lib/session/session-store';
import { useState } from 'react';
import { useAgentMonitoringStore } from '@/features/analytics/stores/agent-monitoring-store';

const errorText = (error: string) =>
  error === 'Forbidden' ? TEXTS.forbidden : 'Live agent stats could not be loaded. They will resume when the connection is back.';

/** /analytics/agent_monitoring: brand KPIs, groups (every 5 s) and agents (every 10 s), live; a picked agent's chats (every 5 s). */
export function AgentMonitoringScreen() {
  const error = useAgentMonitoringStore((state) => state.error);
  const brand = useAgentMonitoringStore((state) => state.brand);
  const groups = useAgentMonitoringStore((state) => state.groups);
  const agents = useAgentMonitoringStore((state) => state.agents);
  const session = useSession();
  const [picked, setPicked] = useState<AgentRow | null>(null);
  const mine = !!picked && !!session && [session._id, session.admin_id].includes(picked.agentId);
  return (
    <Flex vertical gap={16}>
      {error && <Alert type="error" showIcon title="Agent monitoring unavailable" description={errorText(error)} />}
      {brand ? <BrandStatsCards stats={brand.value} /> : <Card size="small"><Skeleton active paragraph={{ rows: 1 }} title={false} /></Card>}
      <LiveStatsTable<GroupRow>
        title="Groups"
        columns={groups?.value.columns}
        rows={groups?.value.group}
        rowKey="groupId"
        updatedAt={groups?.at}
        everyMs={TIMING.liveGroupPollMs}
        empty="No groups yet"
      />
      <LiveStatsTable<AgentRow>
        title="Agents"
        columns={agents?.value.columns}
        rows={agents?.value.agentList}
        rowKey="agentId"
        updatedAt={agents?.at}
        everyMs={TIMING.liveAgentsPollMs}
        empty="No agents in any group"
        onPick={(row) => setPicked((current) => (current?.agentId === row.agentId ? null : row))}
        pickedKey={picked?.agentId ?? null}
        pickHint="Show this agent's chats"
      />
      {picked && <SelectedAgentChats key={picked.agentId} agentId={picked.agentId} name={picked.name} mine={mine} onClose={() => setPicked(null)} />}
    </Flex>
  );
}
