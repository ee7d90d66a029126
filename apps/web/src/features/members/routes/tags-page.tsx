import { Button, Flex, Form } from 'antd';
import type { Tag } from '@switchboard/contracts/members/members.schemas';
import { ConfirmPopover } from '@/components/confirm-popover';
import { ListScreen, type ListColumn } from '@/components/list-screen';
import { tagsApi } from '@/features/members/api/tags';
import { ColourTag } from '@/features/members/components/colour-tag';
import { TagForm } from '@/features/members/components/tag-form';
import { useCrudDialog } from '@/hooks/use-crud-dialog';
import { usePagedSearch } from '@/hooks/use-paged-search';

const PAGE_SIZE = 10;

/** /members/tags: the tags agents attach to chats. Chats keep tag names, so renaming does not rewrite old chats. */
export default function TagsPage() {
  const paging = usePagedSearch(PAGE_SIZE);
  const query = tagsApi.useList(paging.params);
  const [form] = Form.useForm();
  const dialog = useCrudDialog<Tag>(form, { save: tagsApi.useSave(), remove: tagsApi.useRemove() },
    { created: 'Tag created', saved: 'Tag updated', deleted: 'Tag deleted' });

  const columns: ListColumn<Tag>[] = [
    { title: 'Tag', dataIndex: 'name', render: (_value, row) => <ColourTag colour={row.colour}>{row.name}</ColourTag> },
    { title: 'Colour', dataIndex: 'colour', width: 140 },
    {
      title: 'Actions', key: 'actions', width: 170,
      render: (_value, row) => (
        <Flex gap={8}>
          <Button size="small" onClick={() => dialog.open(row)} aria-label={`Edit ${row.name}`}>Edit</Button>
          <ConfirmPopover title={`Delete the tag ${row.name}?`} okText="Delete" okDanger onConfirm={() => dialog.destroy(row)}>
            <Button size="small" danger aria-label={`Delete ${row.name}`}>Delete</Button>
          </ConfirmPopover>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <ListScreen<Tag> title="Tags" searchLabel="Search tags" search={paging.search} onSearch={paging.setSearch} addLabel="New tag"
        onAdd={() => dialog.open(null)} columns={columns} rows={query.data?.items} totalCount={query.data?.totalCount ?? 0}
        page={paging.page} pageSize={PAGE_SIZE} onPage={paging.setPage} loading={query.isFetching} failed={query.isError}
        onRetry={() => void query.refetch()} emptyText={paging.params.search ? 'No tag matches the search.' : 'No tags yet.'} />
      {dialog.isOpen && <TagForm form={form} editing={dialog.editing ?? null} saving={dialog.saving} onSubmit={dialog.submit} onClose={dialog.close} />}
    </>
  );
}
