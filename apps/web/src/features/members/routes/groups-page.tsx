import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { Group } from '@switchboard/contracts/members/members.schemas';
import { ConfirmPopover } from '@/components/confirm-popover';
import { ListScreen, type ListColumn } from '@/components/list-screen';
import { groupsApi } from '@/features/members/api/groups';
import { usePagedSearch } from '@/hooks/use-paged-search';
import { toast } from '@/lib/feedback/feedback';

const PAGE_SIZE = 10;

const names = (group: Group, role: 'member' | 'supervisor') => group.members.filter((m) => m.role === role).map((m) => m.name);

/** /members/groups: agent groups that chats queue in. A group with waiting chats cannot be deleted (the server says why). */
export default function GroupsPage() {
  const navigate = useNavigate();
  const paging = usePagedSearch(PAGE_SIZE);
  const query = groupsApi.useList(paging.params);
  const remove = groupsApi.useRemove();
  const destroy = async (group: Group) => {
    try {
      await remove.mutateAsync(group._id);
      toast.success('Group deleted');
    } catch {
      // the http client has shown the refusal (e.g. waiting chats)
    }
  };

  const columns: ListColumn<Group>[] = [
    { title: 'Group', dataIndex: 'name', render: (_value, row) => <Flex vertical><Typography.Text strong>{row.name}</Typography.Text><Typography.Text type="secondary">{row.description}</Typography.Text></Flex> },
    { title: 'Members', key: 'members', render: (_value, row) => names(row, 'member').join(', ') || '—' },
    { title: 'Supervisors', key: 'supervisors', render: (_value, row) => names(row, 'supervisor').join(', ') || '—' },
    { title: 'Chats per agent', dataIndex: 'maxChatsPerAgent', width: 130 },
    { title: 'Waiting chats', dataIndex: 'waitingChats', width: 120 },
    {
      title: 'Actions', key: 'actions', width: 170,
      render: (_value, row) => (
        <Flex gap={8}>
          <Button size="small" onClick={() => navigate(`/members/groups/edit?groupId=${row._id}`)} aria-label={`Edit ${row.name}`}>Edit</Button>
          <ConfirmPopover title={`Delete the group ${row.name}?`} okText="Delete" okDanger onConfirm={() => destroy(row)}>
            <Button size="small" danger aria-label={`Delete ${row.name}`}>Delete</Button>
          </ConfirmPopover>
        </Flex>
      ),
    },
  ];

  return (
    <ListScreen<Group> title="Groups" searchLabel="Search groups" search={paging.search} onSearch={paging.setSearch} addLabel="Add group"
      onAdd={() => navigate('/members/groups/add')} columns={columns} rows={query.data?.items} totalCount={query.data?.totalCount ?? 0}
      page={paging.page} pageSize={PAGE_SIZE} onPage={paging.setPage} loading={query.isFetching} failed={query.isError}
      onRetry={() => void query.refetch()} emptyText={paging.params.search ? 'No group matches the search.' : 'No groups yet.'} />
  );
}
