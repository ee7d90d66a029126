/**
 * /whatsapp_template/template_cta: the call-to-action records of templates (20 a page), which quick-reply button each
 * customer pressed, with the counts per template and per broadcast for the same filters.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { CTA_PAGE_SIZE, CTA_TEXTS, type CtaRecord } from '@switchboard/contracts/whatsapp/whatsapp.cta';
import { TEMPLATE_TEXTS, templateLanguageLabel, WHATSAPP_NOT_CONFIGURED } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { ResultScreen } from '@/components/result-screen';
import { useCtaCounts, useCtaFilterOptions, useCtaRecords } from '@/features/whatsapp/api/template-cta';
import { CtaCountsPanel } from '@/features/whatsapp/components/cta-counts';
import { CtaFilterBar } from '@/features/whatsapp/components/cta-filter-bar';
import { hasFilters, toCtaFilters, type CtaFilterState } from '@/features/whatsapp/model/cta-filters';
import { formatDateTime } from '@/lib/dates/format-date';
import { useTimeZone } from '@/lib/dates/time-zone-store';
import { HttpError } from '@/lib/http/http-error';

const notConfigured = (error: unknown) => error instanceof HttpError && error.status === 412 && error.message === WHATSAPP_NOT_CONFIGURED;

const COLUMNS: TableColumnsType<CtaRecord> = [
  { title: 'Pressed', dataIndex: 'pressedAt', width: 190, render: (_v, row) => formatDateTime(row.pressedAt) },
  { title: 'Phone', dataIndex: 'phone', width: 150, render: (_v, row) => `+${row.phone}` },
  {
    title: 'Button', dataIndex: 'button', width: 200,
    render: (_v, row) => (
      <Flex vertical gap={2} align="flex-start">
        <Tag color="purple">{row.button}</Tag>
        {row.payload && row.payload !== row.button && <Typography.Text type="secondary">Payload: {row.payload}</Typography.Text>}
      </Flex>
    ),
  },
  { title: 'Template', key: 'template', render: (_v, row) => `${row.template.name} (${templateLanguageLabel(row.template.language)})` },
  {
    title: 'Broadcast', key: 'broadcast',
    render: (_v, row) => (row.broadcast
      ? <Flex vertical><span>{row.broadcast.name}</span>{row.broadcast.row !== null && <Typography.Text type="secondary">Sheet row {row.broadcast.row}</Typography.Text>}</Flex>
      : <Typography.Text type="secondary">{CTA_TEXTS.fromChat}</Typography.Text>),
  },
];

export default function TemplateCtaPage() {
  const zone = useTimeZone();
  const [state, setState] = useState<CtaFilterState>({});
  const [page, setPage] = useState(1);
  const filters = useMemo(() => toCtaFilters(state, zone), [state, zone]);
  const records = useCtaRecords(filters, page);
  const counts = useCtaCounts(filters);
  const options = useCtaFilterOptions();
  const title = <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>{CTA_TEXTS.title}</Typography.Title>;

  // Without the WA_* settings the server answers 412 with what to set: said as such, not as a failed list.
  if ([records.error, counts.error, options.error].some(notConfigured)) {
    return (
      <Flex vertical gap={16}>
        {title}
        <ResultScreen status="info" title={TEMPLATE_TEXTS.notConnected} subTitle={TEMPLATE_TEXTS.connectHow} />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      {title}
      <Alert type="info" showIcon title={CTA_TEXTS.notReported} />
      <CtaFilterBar options={options.data} value={state} onChange={(next) => {
        setState(next);
        setPage(1);
      }} />
      <CtaCountsPanel counts={counts.data} loading={counts.isFetching} failed={counts.isError} onRetry={() => void counts.refetch()} />
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>Button presses</Typography.Title>
      {records.isError && !records.data ? (
        <ResultScreen status="error" title="The button presses could not be loaded."
          extra={<Button icon={<ReloadOutlined />} onClick={() => void records.refetch()}>Retry</Button>} />
      ) : (
        <Table<CtaRecord> rowKey="id" columns={COLUMNS} dataSource={records.data?.items ?? []} loading={records.isFetching}
          locale={{ emptyText: <Empty description={hasFilters(state) ? CTA_TEXTS.emptyFiltered : CTA_TEXTS.empty} /> }}
          pagination={{ current: page, pageSize: CTA_PAGE_SIZE, total: records.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
          scroll={{ x: 820 }} />
      )}
    </Flex>
  );
}
