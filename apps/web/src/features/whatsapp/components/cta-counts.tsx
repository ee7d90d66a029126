/** Template CTA counts for the filters in force: presses and pressing customers, per template and per broadcast, by button. */
import { Alert, Button, Flex, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { CtaCounts } from '@switchboard/contracts/whatsapp/whatsapp.cta';
import { templateLanguageLabel } from '@switchboard/contracts/whatsapp/whatsapp.templates';

type TemplateCounts = CtaCounts['templates'][number];
type BroadcastCounts = CtaCounts['broadcasts'][number];

interface CtaCountsProps {
  counts: CtaCounts | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

const buttons = (list: Array<{ button: string; presses: number }>) => (
  <Flex gap={4} wrap>{list.map((b) => <Tag key={b.button}>{b.button}: {b.presses.toLocaleString('en-IN')}</Tag>)}</Flex>
);
const templateName = (t: { name: string; language: string }) => `${t.name} (${templateLanguageLabel(t.language)})`;
const number = (n: number) => n.toLocaleString('en-IN');
/** Customers who pressed, as a share of those the broadcast was sent to. */
const rate = (row: BroadcastCounts) => (row.sent > 0 ? ` (${Math.round((row.recipients / row.sent) * 1000) / 10}%)` : '');

const TEMPLATE_COLUMNS: TableColumnsType<TemplateCounts> = [
  { title: 'Template', key: 'template', render: (_v, row) => templateName(row.template) },
  { title: 'Presses', dataIndex: 'presses', width: 90, align: 'right', render: number },
  { title: 'Customers', dataIndex: 'recipients', width: 100, align: 'right', render: number },
  { title: 'By button', key: 'buttons', render: (_v, row) => buttons(row.buttons) },
];
const BROADCAST_COLUMNS: TableColumnsType<BroadcastCounts> = [
  { title: 'Broadcast', key: 'name', render: (_v, row) => <Flex vertical><span>{row.name}</span><Typography.Text type="secondary">{templateName(row.template)}</Typography.Text></Flex> },
  { title: 'Sent', dataIndex: 'sent', width: 80, align: 'right', render: number },
  { title: 'Customers who pressed', key: 'recipients', width: 130, align: 'right', render: (_v, row) => `${number(row.recipients)}${rate(row)}` },
  { title: 'Presses', dataIndex: 'presses', width: 90, align: 'right', render: number },
  { title: 'By button', key: 'buttons', render: (_v, row) => buttons(row.buttons) },
];

export function CtaCountsPanel({ counts, loading, failed, onRetry }: CtaCountsProps) {
  if (failed && !counts) {
    return <Alert type="error" showIcon title="The counts could not be loaded." action={<Button size="small" onClick={onRetry}>Retry</Button>} />;
  }
  return (
    <Flex vertical gap={12} aria-busy={loading}>
      <Flex gap={32} wrap>
        <Statistic title="Button presses" value={counts?.totals.presses ?? 0} loading={loading && !counts} />
        <Statistic title="Customers who pressed" value={counts?.totals.recipients ?? 0} loading={loading && !counts} />
      </Flex>
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>Presses per template</Typography.Title>
      <Table<TemplateCounts> size="small" rowKey={(row) => `${row.template.name}|${row.template.language}`} columns={TEMPLATE_COLUMNS}
        dataSource={counts?.templates ?? []} loading={loading} pagination={{ pageSize: 5, hideOnSinglePage: true, showSizeChanger: false }} scroll={{ x: 560 }} />
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>Presses per broadcast</Typography.Title>
      <Table<BroadcastCounts> size="small" rowKey="_id" columns={BROADCAST_COLUMNS}
        dataSource={counts?.broadcasts ?? []} loading={loading} pagination={{ pageSize: 5, hideOnSinglePage: true, showSizeChanger: false }} scroll={{ x: 640 }} />
    </Flex>
  );
}
