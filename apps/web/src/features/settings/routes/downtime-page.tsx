import { Alert, Button, Flex, Form } from 'antd';
import type { DowntimeWindow } from '@switchboard/contracts/settings/settings.schemas';
import { ConfirmPopover } from '@/components/confirm-popover';
import { ListScreen, type ListColumn } from '@/components/list-screen';
import { downtimeApi } from '@/features/settings/api/downtime';
import { DowntimeForm, WEEKDAY_NAMES } from '@/features/settings/components/downtime-form';
import { useCrudDialog } from '@/hooks/use-crud-dialog';
import { usePagedSearch } from '@/hooks/use-paged-search';

const PAGE_SIZE = 50;

const when = (w: DowntimeWindow) =>
  w.kind === 'oneOff'
    ? `${w.startsAt.replace('T', ' ')} → ${w.endsAt.replace('T', ' ')}`
    : `${w.weekdays.map((d) => WEEKDAY_NAMES[d]?.slice(0, 3)).join(', ')} ${w.startTime}–${w.endTime}`;

/** /settings/downtime: when agents are away (the bot tells customers). Times are wall-clock times in each window's zone. */
export default function DowntimePage() {
  const paging = usePagedSearch(PAGE_SIZE);
  const query = downtimeApi.useList(paging.params);
  const [form] = Form.useForm();
  const dialog = useCrudDialog<DowntimeWindow>(form, { save: downtimeApi.useSave(), remove: downtimeApi.useRemove() },
    { created: 'Downtime created', saved: 'Downtime updated', deleted: 'Downtime deleted' });
  const needle = paging.params.search.toLowerCase();
  const rows = query.data?.items.filter((w) => !needle || w.name.toLowerCase().includes(needle));

  const columns: ListColumn<DowntimeWindow>[] = [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Kind', dataIndex: 'kind', render: (kind: string) => (kind === 'oneOff' ? 'One-off' : 'Weekly'), width: 100 },
    { title: 'When', key: 'when', render: (_value, row) => when(row) },
    { title: 'Time zone', dataIndex: 'timeZone', width: 180 },
    {
      title: 'Actions', key: 'actions', width: 170,
      render: (_value, row) => (
        <Flex gap={8}>
          <Button size="small" onClick={() => dialog.open(row)} aria-label={`Edit ${row.name}`}>Edit</Button>
          <ConfirmPopover title={`Delete ${row.name}?`} okText="Delete" okDanger onConfirm={() => dialog.destroy(row)}>
            <Button size="small" danger aria-label={`Delete ${row.name}`}>Delete</Button>
          </ConfirmPopover>
        </Flex>
      ),
    },
  ];

  const inDowntime = query.data?.extra.inDowntimeNow === true;
  return (
    <>
      <ListScreen<DowntimeWindow> title="Downtime" searchLabel="Search downtime windows" search={paging.search} onSearch={paging.setSearch}
        addLabel="New downtime" onAdd={() => dialog.open(null)} columns={columns} rows={rows} totalCount={rows?.length ?? 0}
        page={1} pageSize={PAGE_SIZE} onPage={paging.setPage} loading={query.isFetching} failed={query.isError}
        onRetry={() => void query.refetch()} emptyText="No downtime windows."
        intro={inDowntime ? <Alert type="warning" showIcon title="Agents are in downtime right now." /> : undefined} />
      {dialog.isOpen && <DowntimeForm form={form} editing={dialog.editing ?? null} saving={dialog.saving} onSubmit={dialog.submit} onClose={dialog.close} />}
    </>
  );
}
