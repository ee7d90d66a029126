/**
 * /whatsapp_template/broadcast_history (10 a page): each broadcast with its template, creator, state, live progress
 * (asked again every 5 s while one on the page is scheduled or sending) and counts; searched by name, filtered by
 * state and template; one opens for its failures by code, its recipients, their export, and its controls.
 */
import { Button, Flex, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { BROADCAST_STATE_LABELS, type BroadcastListItem } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-history';
import { BROADCAST_STATES, type BroadcastState } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { TEMPLATE_TEXTS, templateLanguageLabel } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { ListScreen, type ListColumn } from '@/components/list-screen';
import { ResultScreen } from '@/components/result-screen';
import { useBroadcasts } from '@/features/whatsapp/api/broadcasts';
import { BroadcastDetails } from '@/features/whatsapp/components/history/broadcast-details';
import { BroadcastCounts, BroadcastProgress, StateTag } from '@/features/whatsapp/components/history/broadcast-progress';
import { inZone } from '@/features/whatsapp/model/schedule';
import { usePagedSearch } from '@/hooks/use-paged-search';
import { HttpError } from '@/lib/http/http-error';
import { useScreenStore } from '@/lib/screen/screen-store';

const PAGE_SIZE = PAGE_SIZES.broadcastHistory;
const NARROW = new Set(['xs', 'sm']);

export default function BroadcastHistoryPage() {
  const navigate = useNavigate();
  const paging = usePagedSearch(PAGE_SIZE);
  const [state, setState] = useState<BroadcastState>();
  const [template, setTemplate] = useState<string>();
  const [openId, setOpenId] = useState<string | null>(null);
  const narrow = NARROW.has(useScreenStore((store) => store.screen_type));
  const query = useBroadcasts({ ...paging.params, state, template });
  const filtered = Boolean(paging.params.search || state || template);
  const filter = <T,>(set: (value: T | undefined) => void) => (value: T | undefined) => {
    set(value);
    paging.setPage(1);
  };
  // The open one follows the list as it refreshes (its counts move while it sends).
  const open = query.data?.items.find((item) => item._id === openId) ?? null;

  const nameCell = (row: BroadcastListItem) => (
    <Flex vertical>
      <Button type="link" style={{ padding: 0, height: 'auto', textAlign: 'left', whiteSpace: 'normal', alignSelf: 'flex-start' }} onClick={() => setOpenId(row._id)}>{row.name}</Button>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${row.template.name} · ${templateLanguageLabel(row.template.language)}`}</Typography.Text>
    </Flex>
  );
  const columns: ListColumn<BroadcastListItem>[] = [
    { title: 'Broadcast', key: 'name', render: (_value, row) => nameCell(row) },
    {
      title: 'Created', key: 'created', width: 170,
      render: (_value, row) => (
        <Flex vertical>
          <span>{row.createdBy?.name ?? '—'}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{dayjs(row.createdAt).format('D MMM YYYY, HH:mm')}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'State', dataIndex: 'state', width: 150,
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-start">
          <StateTag state={row.state} />
          {row.state === 'scheduled' && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`Starts ${inZone(row.scheduledAt, row.timeZone)}`}</Typography.Text>}
        </Flex>
      ),
    },
    { title: 'Progress', key: 'progress', width: 190, render: (_value, row) => <BroadcastProgress broadcast={row} /> },
    { title: 'Counts', key: 'counts', width: 260, render: (_value, row) => <BroadcastCounts counts={row.counts} /> },
  ];
  // A phone gets each broadcast as one cell, everything stacked: five columns would hide progress and counts off-screen.
  const phoneColumns: ListColumn<BroadcastListItem>[] = [{
    title: 'Broadcasts', key: 'all',
    render: (_value, row) => (
      <Flex vertical gap={6}>
        {nameCell(row)}
        <Flex gap={8} wrap align="center">
          <StateTag state={row.state} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${row.createdBy?.name ?? '—'}, ${dayjs(row.createdAt).format('D MMM YYYY, HH:mm')}`}</Typography.Text>
        </Flex>
        <BroadcastProgress broadcast={row} />
        <BroadcastCounts counts={row.counts} />
      </Flex>
    ),
  }];

  // Without the WA_* settings the server answers 412 with what to set: said as such, not as a failed list.
  if (query.error instanceof HttpError && query.error.status === 412) {
    return (
      <Flex vertical gap={16}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Broadcast History</Typography.Title>
        <ResultScreen status="info" title={TEMPLATE_TEXTS.notConnected} subTitle={TEMPLATE_TEXTS.connectHow} />
      </Flex>
    );
  }

  return (
    <>
      <ListScreen<BroadcastListItem> title="Broadcast History" searchLabel="Search broadcasts" search={paging.search} onSearch={paging.setSearch}
        addLabel="New broadcast" onAdd={() => void navigate('/whatsapp_template/sender')}
        intro={(
          <Flex gap={8} wrap role="group" aria-label="Filters">
            <Select<BroadcastState> allowClear aria-label="State" placeholder="State" style={{ width: 160 }} value={state} onChange={filter(setState)}
              options={BROADCAST_STATES.map((value) => ({ value, label: BROADCAST_STATE_LABELS[value] }))} />
            <Select<string> allowClear showSearch={{ optionFilterProp: 'label' }} aria-label="Template" placeholder="Template" style={{ width: 220 }} value={template}
              onChange={filter(setTemplate)} options={(query.data?.templates ?? []).map((name) => ({ value: name, label: name }))} />
          </Flex>
        )}
        columns={narrow ? phoneColumns : columns} minTableWidth={narrow ? 280 : undefined} rows={query.data?.items} totalCount={query.data?.totalCount ?? 0}
        page={paging.page} pageSize={PAGE_SIZE} onPage={paging.setPage} loading={query.isLoading || (query.isFetching && query.isPlaceholderData)} failed={query.isError}
        onRetry={() => void query.refetch()}
        emptyText={filtered ? 'No broadcast matches the search or filters.' : 'No broadcasts yet: send one from Sender.'} />
      <BroadcastDetails broadcast={open} onClose={() => setOpenId(null)} />
    </>
  );
}
