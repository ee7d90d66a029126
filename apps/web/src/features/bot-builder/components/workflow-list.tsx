/** The workflows table: 20 a page, search, duplicate, delete (asks first; refused while another workflow jumps to it). */
import { Button, Flex, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { Link } from 'react-router';
import { WORKFLOW_TEXTS as T } from '@switchboard/contracts/bot-builder/workflow.api';
import type { WorkflowSummary } from '@switchboard/contracts/bot-builder/workflow.schemas';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { ConfirmPopover } from '@/components/confirm-popover';
import { ListScreen, type ListColumn } from '@/components/list-screen';
import { usePagedSearch } from '@/hooks/use-paged-search';
import { toast } from '@/lib/feedback/feedback';
import { useDeleteWorkflow, useDuplicateWorkflow, useWorkflows } from '@/features/bot-builder/api/workflows';

const PAGE_SIZE = PAGE_SIZES.workflowRecords;

export function WorkflowList({ onAdd }: { onAdd: () => void }) {
  const paging = usePagedSearch(PAGE_SIZE);
  const workflows = useWorkflows(paging.page, paging.params.search);
  const remove = useDeleteWorkflow();
  const duplicate = useDuplicateWorkflow();
  const navigate = useNavigate();

  const columns: ListColumn<WorkflowSummary>[] = [
    { title: 'Workflow', dataIndex: 'name', render: (name: string, row) => <Link to={`/botbuilder/workflows/${row.wid}`}>{name}</Link> },
    { title: 'Description', dataIndex: 'description', ellipsis: true, responsive: ['md'] },
    { title: 'Trigger intents', dataIndex: 'triggerIntents', render: (intents: string[]) => intents.map((intent) => <Tag key={intent}>{intent}</Tag>) },
    { title: 'Nodes', dataIndex: 'nodeCount', width: 80, responsive: ['sm'] },
    { title: 'Status', dataIndex: 'synced', width: 100, render: (synced: boolean) => <Tag color={synced ? 'green' : 'orange'}>{synced ? T.synced : T.unsynced}</Tag> },
    {
      title: 'Actions', key: 'actions', width: 190, render: (_, row) => (
        <Flex gap={8}>
          <Button size="small" aria-label={`Duplicate ${row.name}`} loading={duplicate.isPending && duplicate.variables === row.wid}
            onClick={() => duplicate.mutate(row.wid, { onSuccess: (copy) => { toast.success(T.duplicated); void navigate(`/botbuilder/workflows/${copy.wid}`); } })}>
            Duplicate
          </Button>
          <ConfirmPopover title={`Delete the workflow ${row.name}?`} description="Its diagram is deleted too." okText="Delete" okDanger
            onConfirm={() => remove.mutateAsync(row.wid).then(() => toast.success(T.deleted), () => undefined)}>
            <Button size="small" danger aria-label={`Delete ${row.name}`}>Delete</Button>
          </ConfirmPopover>
        </Flex>
      ),
    },
  ];

  return (
    <ListScreen<WorkflowSummary> title="Workflows" searchLabel="Search workflows" search={paging.search} onSearch={paging.setSearch}
      addLabel="New workflow" onAdd={onAdd} columns={columns} rows={workflows.data?.items} totalCount={workflows.data?.totalCount ?? 0}
      page={paging.page} pageSize={PAGE_SIZE} onPage={paging.setPage} loading={workflows.isFetching} failed={workflows.isError}
      onRetry={() => void workflows.refetch()} rowKey="wid"
      emptyText={paging.params.search ? 'No workflow matches the search.' : 'No workflows yet. Create one to answer an intent.'} />
  );
}
