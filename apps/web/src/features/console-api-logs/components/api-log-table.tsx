/**
 * The calls, newest first, 10 more at each "Load more" (§9); a row opens its details, a conversation id its trace.
 * On a phone one column holds the call, its status, duration and time (six columns scrolled sideways there, with the
 * status out of view); who and the trace are in the row's details.
 */
import { Alert, Button, Empty, Flex, Grid, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { API_LOG_TARGET_LABELS, type ApiLogEntry } from '@switchboard/contracts/console/api-logs.schemas';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { useApiLogsQuery } from '@/features/console-api-logs/api/api-logs';
import { statusTone, type ApiLogFilterState } from '@/features/console-api-logs/model/api-log-filters';
import { ApiLogDetails, who } from '@/features/console-api-logs/components/api-log-details';
import { formatDateTime } from '@/lib/dates/format-date';

interface Props {
  filters: ApiLogFilterState;
  filtered: boolean;
  onTrace: (id: string) => void;
}

const direction = (entry: ApiLogEntry) => (entry.direction === 'inbound' ? 'To the API' : `Out to ${API_LOG_TARGET_LABELS[entry.target]}`);
const secondary = (text: string) => <Typography.Text type="secondary" style={{ fontSize: 12 }}>{text}</Typography.Text>;
const statusTag = (status: number | null) => <Tag color={statusTone(status)}>{status ?? 'No answer'}</Tag>;
const duration = (ms: number) => `${ms.toLocaleString()} ms`;
const callLine = (entry: ApiLogEntry) => (
  <Typography.Text ellipsis={{ tooltip: entry.path }}><Typography.Text strong>{entry.method}</Typography.Text> {entry.path}</Typography.Text>
);

const PHONE_COLUMNS: TableColumnsType<ApiLogEntry> = [{
  title: 'Call', key: 'call', ellipsis: true,
  render: (_, entry) => (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      {callLine(entry)}
      <Flex gap={6} align="center" wrap>{statusTag(entry.status)}{secondary(`${duration(entry.durationMs)} · ${formatDateTime(entry.at)}`)}</Flex>
      {secondary(direction(entry))}
    </Flex>
  ),
}];

export function ApiLogTable({ filters, filtered, onTrace }: Props) {
  const phone = !Grid.useBreakpoint().md;
  const query = useApiLogsQuery(filters);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.error) {
    return <Alert type="error" showIcon title={TEXTS.errorTitle} description={query.error.message}
      action={<Button size="small" onClick={() => void query.refetch()}>Retry</Button>} />;
  }
  const rows = query.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) return <Empty description={filtered ? 'No calls match these filters' : 'No calls logged yet'} />;
  const columns: TableColumnsType<ApiLogEntry> = phone ? PHONE_COLUMNS : [
    { title: 'Time', dataIndex: 'at', width: 170, render: (at: string) => formatDateTime(at) },
    {
      title: 'Call', key: 'call', ellipsis: true,
      render: (_, entry) => <Flex vertical gap={0} style={{ minWidth: 0 }}>{callLine(entry)}{secondary(direction(entry))}</Flex>,
    },
    { title: 'Status', dataIndex: 'status', width: 100, render: statusTag },
    { title: 'Duration', dataIndex: 'durationMs', width: 100, align: 'right', render: duration },
    { title: 'Who', key: 'who', width: 160, ellipsis: true, render: (_, entry) => who(entry) },
    {
      title: 'Conversation', key: 'conversation', width: 130,
      render: (_, entry) => {
        const id = entry.sessionId ?? entry.chatlogId ?? entry.ticketId;
        return id ? <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onTrace(id)} aria-label={`Trace conversation ${id}`}>Trace</Button> : '—';
      },
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Table<ApiLogEntry>
        size="small" rowKey="id" columns={columns} dataSource={rows} pagination={false} scroll={phone ? undefined : { x: 860 }}
        expandable={{ expandedRowRender: (entry) => <ApiLogDetails entry={entry} onTrace={onTrace} />, columnTitle: <span className="sb-visually-hidden">Details</span> }}
      />
      {query.hasNextPage && (
        <Flex justify="center">
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>Load more</Button>
        </Flex>
      )}
    </Flex>
  );
}
