/**
 * /console/reports: report configurations (20 a page) with what they report, their schedule and next run, the
 * last run's status, recipients and format; New report, Run now, a configuration's runs, Edit and Delete.
 */
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { REPORT_DATASET_LABELS, REPORT_PERIOD_LABELS, type ReportConfig, type ReportRunStatus } from '@switchboard/contracts/console/reports.schemas';
import { ResultScreen } from '@/components/result-screen';
import { useReportConfigs } from '@/features/console-reports/api/report-configs';
import { useReportOptions } from '@/features/console-reports/api/report-options';
import { ConfigActions } from '@/features/console-reports/components/config-actions';
import { ConfigRunsDrawer } from '@/features/console-reports/components/config-runs-drawer';
import { ReportConfigForm } from '@/features/console-reports/components/report-config-form';
import { scheduleText, STATUS_LABELS } from '@/features/console-reports/model/report-labels';
import { formatDateTime } from '@/lib/dates/format-date';

const secondary = (text: string) => <Typography.Text type="secondary" style={{ fontSize: 12 }}>{text}</Typography.Text>;

export default function ReportsPage() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ config?: ReportConfig } | null>(null);
  const [history, setHistory] = useState<ReportConfig | null>(null);
  const query = useReportConfigs(page);
  const choices = useReportOptions();

  // Who the report is narrowed to, by name ('' when it covers every group and agent).
  const scope = ({ filters }: ReportConfig) => [...filters.groupIds, ...filters.agentIds].map((id) => choices.nameOf(id) ?? 'a removed one').join(', ');
  const columns: TableColumnsType<ReportConfig> = [
    {
      title: 'Report', key: 'name', width: 180, render: (_value, config) => (
        <Flex vertical gap={2}>
          <span>{config.name}</span>
          {secondary(`${REPORT_DATASET_LABELS[config.dataset]} · ${config.format.toUpperCase()}`)}
          {scope(config) && secondary(scope(config))}
        </Flex>
      ),
    },
    {
      title: 'Schedule', key: 'schedule', width: 170, render: (_value, config) => (
        <Flex vertical gap={2}><span>{scheduleText(config.schedule)}</span>{secondary(REPORT_PERIOD_LABELS[config.period])}</Flex>
      ),
    },
    {
      title: 'Next run', key: 'next', width: 150, render: (_value, config) => (config.enabled && config.nextRunAt
        ? formatDateTime(config.nextRunAt)
        : <Flex vertical gap={2}><Tag>Off</Tag>{config.consecutiveFailures >= 3 && secondary('Turned off after three failures')}</Flex>),
    },
    {
      title: 'Last run', key: 'last', width: 90, render: (_value, config) => {
        const label = config.lastRunStatus ? STATUS_LABELS[config.lastRunStatus as ReportRunStatus] : undefined;
        return label ? <Tag color={label.color}>{label.text}</Tag> : '—';
      },
    },
    {
      title: 'Recipients', key: 'recipients', width: 130, render: (_value, config) => {
        const all = [...config.recipients.memberIds.map((id) => choices.nameOf(id) ?? 'a member'), ...config.recipients.emails];
        return all.length ? <span style={{ wordBreak: 'break-all' }}>{all.join(', ')}</span> : secondary('Library only');
      },
    },
    { title: 'Actions', key: 'actions', width: 240, render: (_value, config) => <ConfigActions config={config} onEdit={(c) => setEditing({ config: c })} onHistory={setHistory} /> },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Reports</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>New report</Button>
      </Flex>
      {query.isError && !query.data ? (
        <ResultScreen status="error" title="The reports could not be loaded."
          extra={<Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>Retry</Button>} />
      ) : (
        <Table<ReportConfig> rowKey="id" columns={columns} dataSource={query.data?.items ?? []} loading={query.isPending}
          locale={{ emptyText: <Empty description="No scheduled reports yet: create one with New report." /> }}
          pagination={{ current: page, pageSize: PAGE_SIZES.reportConfigs, total: query.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
          scroll={{ x: 960 }} />
      )}
      {editing && <ReportConfigForm open config={editing.config} onClose={() => setEditing(null)} />}
      {history && <ConfigRunsDrawer config={history} onClose={() => setHistory(null)} />}
    </Flex>
  );
}
