import { LockOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Tag, Typography } from 'antd';
import { ENVIRONMENTS, SECRET_MASK, type EnvironmentVariable } from '@switchboard/contracts/bot-builder/environment-variable.schemas';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { ConfirmPopover } from '@/components/confirm-popover';
import { ListScreen, type ListColumn } from '@/components/list-screen';
import { useCrudDialog } from '@/hooks/use-crud-dialog';
import { usePagedSearch } from '@/hooks/use-paged-search';
import { environmentVariablesApi } from '@/features/bot-builder/api/environment-variables';
import { EnvironmentVariableForm } from '@/features/bot-builder/components/environment-variable-form';

const PAGE_SIZE = PAGE_SIZES.environmentVariables;

const valueCell = (value: string) => {
  if (value === '') return <Typography.Text type="secondary">—</Typography.Text>;
  if (value === SECRET_MASK) return <Typography.Text type="secondary" aria-label="hidden secret value"><LockOutlined /> {SECRET_MASK}</Typography.Text>;
  return <Typography.Text code ellipsis style={{ maxWidth: 160 }}>{value}</Typography.Text>;
};

/** /botbuilder/environmentvariables: values brand functions read as {{env.NAME}}, one per Dev/UAT/Prod. */
export default function EnvironmentVariablesPage() {
  const paging = usePagedSearch(PAGE_SIZE);
  const list = environmentVariablesApi.useList(paging.params);
  const [form] = Form.useForm();
  const dialog = useCrudDialog<EnvironmentVariable>(form, { save: environmentVariablesApi.useSave(), remove: environmentVariablesApi.useRemove() },
    { created: 'Environment variable created', saved: 'Environment variable updated', deleted: 'Environment variable deleted' });
  const columns: ListColumn<EnvironmentVariable>[] = [
    { title: 'Name', dataIndex: 'name', render: (name: string, row) => (
      <Flex gap={6} align="center"><Typography.Text code style={{ whiteSpace: 'nowrap' }}>{name}</Typography.Text>{row.secret && <Tag>secret</Tag>}</Flex>
    ) },
    ...ENVIRONMENTS.map((env) => ({ title: env, key: env, render: (_: unknown, row: EnvironmentVariable) => valueCell(row.values[env]) })),
    {
      title: 'Actions', key: 'actions', width: 160, render: (_, row) => (
        <Flex gap={8}>
          <Button size="small" onClick={() => dialog.open(row)} aria-label={`Edit ${row.name}`}>Edit</Button>
          <ConfirmPopover title={`Delete the environment variable ${row.name}?`} description="Brand functions that mention it will get an empty value."
            okText="Delete" okDanger onConfirm={() => dialog.destroy(row)}>
            <Button size="small" danger aria-label={`Delete ${row.name}`}>Delete</Button>
          </ConfirmPopover>
        </Flex>
      ),
    },
  ];
  return (
    <>
      <ListScreen<EnvironmentVariable> title="Environment Variables" searchLabel="Search environment variables" search={paging.search}
        intro={<Typography.Paragraph type="secondary" style={{ margin: 0 }}>The live bot uses the server&apos;s configured environment; brand function tests use Dev.</Typography.Paragraph>}
        onSearch={paging.setSearch} addLabel="New environment variable" onAdd={() => dialog.open(null)} columns={columns} rows={list.data?.items}
        totalCount={list.data?.totalCount ?? 0} page={paging.page} pageSize={PAGE_SIZE} onPage={paging.setPage} loading={list.isFetching}
        failed={list.isError} onRetry={() => void list.refetch()}
        emptyText={paging.params.search ? 'No environment variable matches the search.' : 'No environment variables yet.'} />
      {dialog.isOpen && <EnvironmentVariableForm form={form} editing={dialog.editing ?? null} saving={dialog.saving} onSubmit={(body) => void dialog.submit(body)} onClose={dialog.close} />}
    </>
  );
}
