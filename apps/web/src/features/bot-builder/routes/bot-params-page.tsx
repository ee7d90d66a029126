import { Button, Flex, Form, Tag, Typography } from 'antd';
import { SYSTEM_BOT_PARAMS, type BotParam } from '@switchboard/contracts/bot-builder/bot-param.schemas';
import { BOT_PARAM_TEXTS as T } from '@switchboard/contracts/bot-builder/workflow.api';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { ConfirmPopover } from '@/components/confirm-popover';
import { ListScreen, type ListColumn } from '@/components/list-screen';
import { useCrudDialog } from '@/hooks/use-crud-dialog';
import { usePagedSearch } from '@/hooks/use-paged-search';
import { botParamsApi } from '@/features/bot-builder/api/bot-params';
import { BotParamForm } from '@/features/bot-builder/components/bot-param-form';

const PAGE_SIZE = PAGE_SIZES.botParams;

/** /botbuilder/botparams: the variables workflows capture, set and test (10 a page). */
export default function BotParamsPage() {
  const paging = usePagedSearch(PAGE_SIZE);
  const query = botParamsApi.useList(paging.params);
  const [form] = Form.useForm();
  const dialog = useCrudDialog<BotParam>(form, { save: botParamsApi.useSave(), remove: botParamsApi.useRemove() },
    { created: T.created, saved: T.saved, deleted: T.deleted });

  const columns: ListColumn<BotParam>[] = [
    { title: 'Name', dataIndex: 'name', render: (name: string) => <Typography.Text code style={{ whiteSpace: 'nowrap' }}>{name}</Typography.Text> },
    { title: 'Type', dataIndex: 'type', width: 100 },
    { title: 'Default value', dataIndex: 'defaultValue', ellipsis: true, responsive: ['sm'] },
    { title: 'Description', dataIndex: 'description', ellipsis: true, responsive: ['md'] },
    {
      title: 'Actions', key: 'actions', width: 170,
      render: (_value, row) => (
        <Flex gap={8}>
          <Button size="small" onClick={() => dialog.open(row)} aria-label={`Edit ${row.name}`}>Edit</Button>
          <ConfirmPopover title={`Delete the bot param ${row.name}?`} okText="Delete" okDanger onConfirm={() => dialog.destroy(row)}>
            <Button size="small" danger aria-label={`Delete ${row.name}`}>Delete</Button>
          </ConfirmPopover>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <ListScreen<BotParam> title="Bot Params" searchLabel="Search bot params" search={paging.search} onSearch={paging.setSearch} addLabel="New bot param"
        onAdd={() => dialog.open(null)} columns={columns} rows={query.data?.items} totalCount={query.data?.totalCount ?? 0}
        page={paging.page} pageSize={PAGE_SIZE} onPage={paging.setPage} loading={query.isFetching} failed={query.isError}
        onRetry={() => void query.refetch()} emptyText={paging.params.search ? 'No bot param matches the search.' : 'No bot params yet.'}
        intro={(
          <Flex wrap gap={4} align="center">
            <Typography.Text type="secondary">Built-in variables, filled for every conversation:</Typography.Text>
            {SYSTEM_BOT_PARAMS.map((name) => <Tag key={name} style={{ marginInlineEnd: 0 }}>{name}</Tag>)}
          </Flex>
        )} />
      {dialog.isOpen && <BotParamForm form={form} editing={dialog.editing ?? null} saving={dialog.saving} onSubmit={dialog.submit} onClose={dialog.close} />}
    </>
  );
}
