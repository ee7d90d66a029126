/** The per-row report of the mapped sheet: counts by problem, then the rows that will not be sent. */
import { Alert, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { RowProblem, RowReport, UploadReport } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';

const PROBLEM_LABELS: Record<RowProblem, string> = { badPhone: 'Bad phone number', missingVariable: 'Missing variable', optedOut: 'Opted out', duplicate: 'Duplicate' };
const COUNT_LABELS: Record<RowProblem, string> = { badPhone: 'Bad phone numbers', missingVariable: 'Missing variables', optedOut: 'Opted out', duplicate: 'Duplicates' };
const PROBLEM_ORDER: RowProblem[] = ['badPhone', 'missingVariable', 'optedOut', 'duplicate'];

const n = (value: number) => value.toLocaleString('en-IN');

function Count({ label, value, tone }: { label: string; value: number; tone?: 'success' | 'danger' | 'secondary' }) {
  return (
    <Flex vertical style={{ minWidth: 120 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{label}</Typography.Text>
      <Typography.Text strong type={tone} style={{ fontSize: 20 }}>{n(value)}</Typography.Text>
    </Flex>
  );
}

const columns: TableColumnsType<RowReport> = [
  { title: 'Row', dataIndex: 'row', width: 70 },
  { title: 'Phone', dataIndex: 'phone', width: 150, render: (phone: string) => phone || '—' },
  { title: 'Problem', dataIndex: 'problem', width: 150, render: (problem: RowProblem) => <Tag>{PROBLEM_LABELS[problem]}</Tag> },
  { title: 'Details', dataIndex: 'message' },
];

export function RowReportView({ report }: { report: UploadReport }) {
  return (
    <Flex vertical gap={12} role="region" aria-label="Row check">
      <Flex gap={16} wrap>
        <Count label="Rows" value={report.rows} />
        <Count label="Will be sent" value={report.accepted} />
        {PROBLEM_ORDER.map((problem) => (
          <Count key={problem} label={COUNT_LABELS[problem]} value={report.problems[problem]} tone={report.problems[problem] ? 'danger' : 'secondary'} />
        ))}
      </Flex>
      {report.accepted === 0 && <Alert type="warning" showIcon title="No row can be sent: fix the sheet or the column choices and check again." />}
      {report.rejectedTotal > 0 && (
        <>
          {report.rejected.length < report.rejectedTotal && (
            <Typography.Text type="secondary">{`The first ${n(report.rejected.length)} of ${n(report.rejectedTotal)} rows that will not be sent:`}</Typography.Text>
          )}
          <div data-table-name="Rows not sent">
            <Table<RowReport> size="small" rowKey="row" columns={columns} dataSource={report.rejected} scroll={{ x: 560 }}
              pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }} />
          </div>
        </>
      )}
    </Flex>
  );
}
