import { Button, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { BrandFunction } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import { BRAND_FUNCTIONS_PAGE_SIZE } from '@switchboard/contracts/bot-builder/brand-function-test.schemas';
import { ConfirmPopover } from '@/components/confirm-popover';
import { ListScreen, type ListColumn } from '@/components/list-screen';
import { usePagedSearch } from '@/hooks/use-paged-search';
import { toast } from '@/lib/feedback/feedback';
import { useBrandFunctions, useDeleteBrandFunction } from '@/features/bot-builder/api/brand-functions';

/** /botbuilder/brandfunctions: the HTTP calls to the brand's API that workflows make. */
export default function BrandFunctionsPage() {
  const paging = usePagedSearch(BRAND_FUNCTIONS_PAGE_SIZE);
  const list = useBrandFunctions(paging.page, paging.params.search);
  const remove = useDeleteBrandFunction();
  const navigate = useNavigate();
  const columns: ListColumn<BrandFunction>[] = [
    { title: 'Name', dataIndex: 'name', render: (name: string, fn) => <Link to={`/botbuilder/brandfunctions/${fn.brandFunctionId}`}>{name}</Link> },
    { title: 'Method', dataIndex: 'method', width: 100, render: (method: string) => <Tag>{method}</Tag> },
    { title: 'URL', dataIndex: 'url', ellipsis: true, render: (url: string) => <Typography.Text code>{url}</Typography.Text> },
    { title: 'Maps', key: 'maps', width: 80, render: (_, fn) => fn.responseMapping.length },
    { title: 'Timeout', dataIndex: 'timeoutMs', width: 100, render: (ms: number) => `${ms / 1000} s` },
    {
      title: 'Actions', key: 'actions', width: 100, render: (_, fn) => (
        <ConfirmPopover title={`Delete the brand function ${fn.name}?`} okText="Delete" okDanger
          onConfirm={async () => {
            await remove.mutateAsync(fn.brandFunctionId).then(() => toast.success('Brand function deleted'), () => undefined);
          }}>
          <Button size="small" danger aria-label={`Delete ${fn.name}`}>Delete</Button>
        </ConfirmPopover>
      ),
    },
  ];
  return (
    <ListScreen<BrandFunction> title="Brand Functions" rowKey="brandFunctionId"
      intro={<Typography.Paragraph type="secondary" style={{ margin: 0 }}>Calls to your own API that workflows make; the answer fills variables.</Typography.Paragraph>}
      searchLabel="Search brand functions" search={paging.search} onSearch={paging.setSearch}
      addLabel="New brand function" onAdd={() => void navigate('/botbuilder/brandfunctions/new')}
      columns={columns} rows={list.data?.items} totalCount={list.data?.totalCount ?? 0} page={paging.page} pageSize={BRAND_FUNCTIONS_PAGE_SIZE}
      onPage={paging.setPage} loading={list.isFetching} failed={list.isError} onRetry={() => void list.refetch()}
      emptyText={paging.params.search ? 'No brand function matches the search.' : 'No brand functions yet.'} />
  );
}
