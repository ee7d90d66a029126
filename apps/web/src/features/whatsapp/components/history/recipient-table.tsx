/** The broadcast's recipients one by one (10 a page, filtered by their current state), and their export as CSV or XLSX. */
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import {
  errorMeaning, RECIPIENT_STATE_LABELS, SKIP_REASON_LABELS, type BroadcastRecipient, type ExportFormat,
} from '@switchboard/contracts/whatsapp/whatsapp.broadcast-history';
import { RECIPIENT_STATES, type RecipientState } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { exportRecipients, useBroadcastRecipients } from '@/features/whatsapp/api/broadcasts';
import { toast } from '@/lib/feedback/feedback';

const PAGE_SIZE = PAGE_SIZES.broadcastHistory;
const STATE_COLOURS: Record<RecipientState, string> = { queued: 'default', sending: 'blue', sent: 'blue', delivered: 'cyan', read: 'green', failed: 'red', skipped: 'default' };

const columns: TableColumnsType<BroadcastRecipient> = [
  { title: 'Row', dataIndex: 'row', width: 70 },
  { title: 'Phone', dataIndex: 'phone', width: 140 },
  { title: 'Status', dataIndex: 'state', width: 170, render: (state: RecipientState) => <Tag color={STATE_COLOURS[state]}>{RECIPIENT_STATE_LABELS[state]}</Tag> },
  {
    title: 'Details', key: 'details',
    render: (_value, recipient) => {
      if (recipient.state === 'failed') return `${recipient.errorCode ?? ''} ${errorMeaning(recipient.errorCode).title}`.trim();
      if (recipient.reason) return SKIP_REASON_LABELS[recipient.reason] ?? recipient.reason;
      return recipient.attempts > 1 ? `${recipient.attempts} attempts` : '';
    },
  },
  { title: 'Updated', dataIndex: 'updatedAt', width: 150, render: (at: string) => dayjs(at).format('D MMM, HH:mm:ss') },
];

interface Props { broadcastId: string; name: string; live: boolean }

export function RecipientTable({ broadcastId, name, live }: Props) {
  const [state, setState] = useState<RecipientState>();
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const query = useBroadcastRecipients(broadcastId, { page, pageSize: PAGE_SIZE, state }, live);
  const download = (format: ExportFormat) => {
    setExporting(format);
    const file = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'broadcast'}-recipients.${format}`;
    exportRecipients(broadcastId, format, state, file)
      .catch(() => toast.error('The export could not be downloaded.'))
      .finally(() => setExporting(null));
  };
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="center">
        <Select<RecipientState> allowClear aria-label="Recipient status" placeholder="All statuses" style={{ width: 220 }} value={state}
          onChange={(value) => { setState(value); setPage(1); }}
          options={RECIPIENT_STATES.map((value) => ({ value, label: RECIPIENT_STATE_LABELS[value] }))} />
        <Button icon={<DownloadOutlined />} loading={exporting === 'csv'} onClick={() => download('csv')}>Export CSV</Button>
        <Button icon={<DownloadOutlined />} loading={exporting === 'xlsx'} onClick={() => download('xlsx')}>Export XLSX</Button>
      </Flex>
      {state && <Typography.Text type="secondary">The export holds the recipients of the status chosen.</Typography.Text>}
      {query.isError && !query.data ? (
        <Alert type="error" showIcon title="The recipients could not be loaded." action={<Button size="small" icon={<ReloadOutlined />} onClick={() => void query.refetch()}>Retry</Button>} />
      ) : (
        <div data-table-name="Recipients">
          <Table<BroadcastRecipient> size="small" rowKey="id" columns={columns} dataSource={query.data?.items ?? []} loading={query.isLoading}
            locale={{ emptyText: state ? 'No recipient has this status.' : 'No recipients.' }} scroll={{ x: 640 }}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: query.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }} />
        </div>
      )}
    </Flex>
  );
}
