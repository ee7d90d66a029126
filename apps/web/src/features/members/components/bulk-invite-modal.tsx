import { Alert, Button, Modal, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import { CSV_COLUMNS, type BulkInviteResult } from '@switchboard/contracts/members/team.schemas';
import { useBulkInvite } from '@/features/members/api/agents';
import { useConfigurationQuery } from '@/features/members/api/configuration';

type ReportRow = BulkInviteResult['refused'][number] & { outcome: 'Invited' | 'Refused' };

/** Uploads a CSV of agents (at most the configured maximum) and shows what was accepted and refused, row by row. */
export function BulkInviteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const bulk = useBulkInvite();
  // The brand's limit (/members/configuration); the built-in default until it has loaded.
  const limit = useConfigurationQuery().data?.maxCsvInvites ?? THRESHOLDS.maxAgentsInvitedByCsv;
  const [report, setReport] = useState<BulkInviteResult | null>(null);
  const close = () => {
    setReport(null);
    bulk.reset();
    onClose();
  };
  const upload = (file: File) => {
    void file.text().then((csv) => bulk.mutate(csv, { onSuccess: (result) => setReport(result) }));
    return false;
  };
  const rows: ReportRow[] = report
    ? [...report.accepted.map((row) => ({ ...row, outcome: 'Invited' as const })), ...report.refused.map((row) => ({ ...row, outcome: 'Refused' as const }))].sort((a, b) => a.row - b.row)
    : [];
  return (
    <Modal open={open} title="Bulk invite (CSV)" onCancel={close} footer={<Button onClick={close}>Close</Button>} width={640} destroyOnHidden>
      <Typography.Paragraph>
        A CSV file with a header row naming {CSV_COLUMNS.join(', ')} (optionally ticketsEnabled), at most {limit} agents.
        Each invited agent receives an activation link.
      </Typography.Paragraph>
      <Upload accept=".csv,text/csv" maxCount={1} showUploadList={false} beforeUpload={upload}>
        <Button loading={bulk.isPending}>Choose CSV file</Button>
      </Upload>
      {report && (
        <>
          <Alert style={{ margin: '16px 0' }} type={report.refused.length ? 'warning' : 'success'} showIcon
            title={`${report.accepted.length} invited, ${report.refused.length} refused`} />
          <Table<ReportRow> size="small" rowKey="row" pagination={false} dataSource={rows} columns={[
            { title: 'Row', dataIndex: 'row', width: 70 },
            { title: 'E-mail', dataIndex: 'email' },
            { title: 'Result', dataIndex: 'outcome', width: 100 },
            { title: 'Reason', dataIndex: 'reason' },
          ]} />
        </>
      )}
    </Modal>
  );
}
