/** Bulk upload of intents and utterances (xlsx/xls), then the row-level report. */
import { Button, Modal, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { BOT_BUILDER_TEXTS as T, INTENT_UPLOAD_COLUMNS } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { UploadReport } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { toast } from '@/lib/feedback/feedback';
import { useUploadIntents } from '@/features/bot-builder/api/training';

const STATUS_COLOR = { added: 'purple', skipped: 'default', error: 'red' } as const;

export function UploadIntents() {
  const upload = useUploadIntents();
  const [report, setReport] = useState<UploadReport | null>(null);
  const pick = (file: File) => {
    upload.mutate(file, {
      onSuccess: (result) => {
        toast.success(T.fileUploaded);
        setReport(result);
      },
    });
    return false;
  };
  return (
    <>
      <Upload accept=".xlsx,.xls" showUploadList={false} beforeUpload={pick}>
        <Button loading={upload.isPending}>Upload intents (xlsx)</Button>
      </Upload>
      <Modal open={!!report} title="Upload report" onCancel={() => setReport(null)} onOk={() => setReport(null)} cancelButtonProps={{ style: { display: 'none' } }} width={640}>
        {report && (
          <>
            <Typography.Paragraph>
              {report.intentsCreated} intents created, {report.utterancesAdded} utterances added,{' '}
              {report.rows.filter((row) => row.status === 'error').length} rows with errors.
              Columns: {INTENT_UPLOAD_COLUMNS.join(', ')}.
            </Typography.Paragraph>
            <Table size="small" rowKey="row" dataSource={report.rows} pagination={{ pageSize: 10 }} columns={[
              { title: 'Row', dataIndex: 'row', width: 70 },
              { title: 'Result', dataIndex: 'status', width: 100, render: (status: keyof typeof STATUS_COLOR) => <Tag color={STATUS_COLOR[status]}>{status}</Tag> },
              { title: 'Details', dataIndex: 'message' },
            ]} />
          </>
        )}
      </Modal>
    </>
  );
}
