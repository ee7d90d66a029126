import { Button, Flex, Form, Tag } from 'antd';
import type { CannedResponse } from '@switchboard/contracts/members/members.schemas';
import { ConfirmPopover } from '@/components/confirm-popover';
import { ListScreen, type ListColumn } from '@/components/list-screen';
import { cannedResponsesApi } from '@/features/members/api/canned-responses';
import { CannedResponseForm } from '@/features/members/components/canned-response-form';
import { useCrudDialog } from '@/hooks/use-crud-dialog';
import { usePagedSearch } from '@/hooks/use-paged-search';

const PAGE_SIZE = 10;

/** /members/canned_responses: shortcuts agents expand in the chat composer. */
export default function CannedResponsesPage() {
  const paging = usePagedSearch(PAGE_SIZE);
  const query = cannedResponsesApi.useList(paging.params);
  const [form] = Form.useForm();
  const dialog = useCrudDialog<CannedResponse>(form, { save: cannedResponsesApi.useSave(), remove: cannedResponsesApi.useRemove() },
    { created: 'Canned response created', saved: 'Canned response updated', deleted: 'Canned response deleted' });

  const columns: ListColumn<CannedResponse>[] = [
    { title: 'Shortcut', dataIndex: 'shortcut', render: (value: string) => `/${value}`, width: 160 },
    { title: 'Text', dataIndex: 'text', ellipsis: true },
    { title: 'Tags', dataIndex: 'tags', width: 220, render: (tags: string[]) => tags.map((tag) => <Tag key={tag}>{tag}</Tag>) },
    {
      title: 'Actions', key: 'actions', width: 170,
      render: (_value, row) => (
        <Flex gap={8}>
          <Button size="small" onClick={() => dialog.open(row)} aria-label={`Edit /${row.shortcut}`}>Edit</Button>
          <ConfirmPopover title={`Delete /${row.shortcut}?`} okText="Delete" okDanger onConfirm={() => dialog.destroy(row)}>
            <Button size="small" danger aria-label={`Delete /${row.shortcut}`}>Delete</Button>
          </ConfirmPopover>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <ListScreen<CannedResponse> title="Canned Responses" searchLabel="Search shortcuts, texts and tags" search={paging.search}
        onSearch={paging.setSearch} addLabel="New canned response" onAdd={() => dialog.open(null)} columns={columns}
        rows={query.data?.items} totalCount={query.data?.totalCount ?? 0} page={paging.page} pageSize={PAGE_SIZE} onPage={paging.setPage}
        loading={query.isFetching} failed={query.isError} onRetry={() => void query.refetch()}
        emptyText={paging.params.search ? 'No canned response matches the search.' : 'No canned responses yet.'} />
      {dialog.isOpen && <CannedResponseForm form={form} editing={dialog.editing ?? null} saving={dialog.saving} onSubmit={dialog.submit} onClose={dialog.close} />}
    </>
  );
}
