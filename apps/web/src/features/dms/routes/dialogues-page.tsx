/**
 * /dms/dialogues: the domain's dialogues (listStories: 10 a page, searched by name and example text, totalCount);
 * open, duplicate, delete (deleteStory, asked first); the conflicts between them naming the box at fault; Train
 * (initiateDmsTraining) with its busy flag and live progress.
 */
import { Button, Flex, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import type { Story } from '@switchboard/contracts/dms/dms.schemas';
import { ConfirmPopover } from '@/components/confirm-popover';
import { ListScreen, type ListColumn } from '@/components/list-screen';
import { useConflicts, useDeleteStory, useSaveStory, useStories } from '@/features/dms/api/stories';
import { ConflictsPanel } from '@/features/dms/components/conflicts-panel';
import { DmsLayout } from '@/features/dms/components/dms-layout';
import { DomainPicker } from '@/features/dms/components/domain-picker';
import { TrainButton } from '@/features/dms/components/train-button';
import { useCurrentDomain } from '@/features/dms/hooks/use-current-domain';
import { NEW_STORY, storyPath } from '@/features/dms/model/paths';
import { usePagedSearch } from '@/hooks/use-paged-search';
import { formatDateTime } from '@/lib/dates/format-date';

const PAGE_SIZE = PAGE_SIZES.dialogues;

const exampleOf = (story: Story): string => {
  for (const box of story.boxes) if (box.kind === 'customer' && box.text) return box.text;
  return '—';
};

function DialoguesList() {
  const navigate = useNavigate();
  const paging = usePagedSearch(PAGE_SIZE);
  const { domain, domains } = useCurrentDomain();
  const query = useStories({ ...paging.params, domainId: domain?._id }, !domains.isPending);
  const conflicts = useConflicts(domain?._id);
  const remove = useDeleteStory();
  const duplicate = useSaveStory();

  const columns: ListColumn<Story>[] = [
    { title: 'Name', dataIndex: 'name', width: 240, ellipsis: true, render: (name: string, row) => <Link to={storyPath(row._id)}>{name}</Link> },
    { title: 'Boxes', key: 'boxes', width: 70, render: (_value, row) => row.boxes.length },
    { title: 'Example', key: 'example', width: 220, ellipsis: true, responsive: ['md'], render: (_value, row) => exampleOf(row) },
    { title: 'Changed', dataIndex: 'updatedAt', width: 160, responsive: ['sm'], render: (value: string) => formatDateTime(value) },
    {
      title: 'Actions', key: 'actions', width: 230, render: (_value, row) => (
        <Space size={4}>
          <Button size="small" aria-label={`Open ${row.name}`} onClick={() => void navigate(storyPath(row._id))}>Open</Button>
          <Button size="small" aria-label={`Duplicate ${row.name}`} loading={duplicate.isPending && duplicate.variables.name === `${row.name} (copy)`.slice(0, 100)}
            onClick={() => duplicate.mutate({ domainId: row.domainId, name: `${row.name} (copy)`.slice(0, 100), boxes: row.boxes })}>Duplicate</Button>
          <ConfirmPopover title={`Delete the dialogue ${row.name}?`} description="The bot forgets it at the next training." okText="Delete" okDanger
            onConfirm={() => remove.mutateAsync(row._id)}>
            <Button size="small" danger aria-label={`Delete ${row.name}`}>Delete</Button>
          </ConfirmPopover>
        </Space>
      ),
    },
  ];

  return (
    <ListScreen<Story> title="Dialogues" searchLabel="Search dialogues" search={paging.search} onSearch={paging.setSearch}
      addLabel="New dialogue" onAdd={domain ? () => void navigate(storyPath(NEW_STORY)) : undefined}
      intro={(
        <Flex vertical gap={12}>
          <Flex gap={8} wrap align="center">
            <DomainPicker />
            <TrainButton domainId={domain?._id} />
          </Flex>
          <ConflictsPanel conflicts={conflicts.data} />
        </Flex>
      )}
      columns={columns} rows={query.data?.dialogues} totalCount={query.data?.totalCount ?? 0}
      page={paging.page} pageSize={PAGE_SIZE} onPage={paging.setPage} loading={query.isFetching || domains.isPending} failed={query.isError}
      onRetry={() => void query.refetch()}
      emptyText={paging.params.search ? 'No dialogue matches the search.' : 'No dialogues yet: write one with New dialogue, or chat in the training widget and save.'} />
  );
}

export default function DialoguesPage() {
  return <DmsLayout><DialoguesList /></DmsLayout>;
}
