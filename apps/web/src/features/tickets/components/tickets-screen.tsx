import { Button, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { ALL_GROUPS, TICKET_TABS, type TicketPriority, type TicketTab } from '@switchboard/contracts/tickets/tickets.schemas';
import { PageTitle } from '@/components/page-title';
import { TabBar, TabPanel, useTabIds } from '@/components/tab-bar';
import { useTicketsQuery } from '@/features/tickets/api/list-tickets';
import { ResolvedChart } from '@/features/tickets/components/resolved-chart';
import { TicketFilters } from '@/features/tickets/components/ticket-filters';
import { TicketStatsBar } from '@/features/tickets/components/ticket-stats-bar';
import { TicketTable } from '@/features/tickets/components/ticket-table';
import { TAB_LABELS } from '@/features/tickets/model/ticket-labels';

/** Its form, dialog and selects are fetched when it opens, not with the list (issue 22). */
const CreateTicketDialog = lazy(() => import('@/features/tickets/components/create-ticket-dialog').then((module) => ({ default: module.CreateTicketDialog })));

const EMPTY_TEXT: Record<TicketTab, string> = {
  myTickets: 'No tickets assigned to you',
  agentTickets: 'No tickets assigned to other agents',
  inQueue: 'No tickets waiting in the queue',
};

/** /tickets: stats, the resolved chart, and the three tabs with group and priority filters (§4). */
export function TicketsScreen() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<TicketTab>('myTickets');
  const [group, setGroup] = useState<string>(ALL_GROUPS);
  const [priority, setPriority] = useState<TicketPriority | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const tabIds = useTabIds();
  const list = useTicketsQuery({ tab, group, priority, page });
  const groups = list.data?.groups ?? [];
  const reset = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageTitle />
        <Button type="primary" onClick={() => setCreating(true)}>New ticket</Button>
      </Flex>
      <TicketStatsBar />
      <ResolvedChart />
      <div>
        <TabBar label="Ticket lists" ids={tabIds} active={tab} onChange={reset(setTab)} tabs={TICKET_TABS.map((key) => ({ key, label: TAB_LABELS[key] }))} />
        <TabPanel ids={tabIds} active={tab}>
          <Flex vertical gap={16}>
            <TicketFilters groups={groups} group={group} priority={priority} onGroup={reset(setGroup)} onPriority={reset(setPriority)} />
            <TicketTable tickets={list.data?.tickets ?? []} totalCount={list.data?.totalCount ?? 0} page={page}
              loading={list.isFetching} onPage={setPage} emptyText={EMPTY_TEXT[tab]} />
          </Flex>
        </TabPanel>
      </div>
      {creating && (
        <Suspense fallback={null}>
          <CreateTicketDialog open groups={groups} onClose={() => setCreating(false)}
            onCreated={(ticket) => {
              setCreating(false);
              void navigate(`/tickets/${ticket.ticketId}`);
            }} />
        </Suspense>
      )}
    </Flex>
  );
}
