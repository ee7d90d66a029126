/** Bulk upload of FAQs (xlsx), then the row-level report. */
import { Button, Modal, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { FAQ_UPLOAD_COLUMNS, type FaqUploadReport } from '@switchboard/contracts/bot-builder/faq.schemas';
import { toast } from '@/lib/feedback/feedback';
import { useUploadFaqs } from '@/features/bot-builder/api/faqs';

const STATUS_COLOR = { added: 'purple', updated: 'blue', error: 'red' } as const;

export function UploadFaqs() {
  const upload = useUploadFaqs();
  const [report, setReport] = useState<FaqUploadReport | null>(null);
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
        <Button loading={upload.isPending}>Upload FAQs (xlsx)</Button>
      </Upload>
      <Modal open={!!report} title="Upload report" onCancel={() => setReport(null)} onOk={() => setReport(null)} cancelButtonProps={{ style: { display: 'none' } }} width={640}>
        {report && (
          <>
            <Typography.Paragraph>
              {report.faqsCreated} FAQs created, {report.faqsUpdated} updated, {report.rows.filter((row) => row.status === 'error').length} rows with errors.
              Columns: {FAQ_UPLOAD_COLUMNS.join(', ')} (alternates one per line or separated by |).
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
