/** Import test cases from an xlsx workbook (the export's columns), then the report: each case created, updated or why not. */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Modal, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { TEST_CASE_SHEET_COLUMNS, TEST_CASE_SHEET_TEXTS, type ImportStatus, type TestCaseImportReport } from '@switchboard/contracts/automated-testing/test-case-sheet.schemas';
import { useImportTestCases } from '@/features/automated-testing/api/test-case-sheet';
import { toast } from '@/lib/feedback/feedback';

const STATUS_COLOURS: Record<ImportStatus, string> = { created: 'green', updated: 'blue', error: 'red' };

export function ImportCasesButton() {
  const upload = useImportTestCases();
  const [report, setReport] = useState<TestCaseImportReport | null>(null);
  const pick = (file: File) => {
    upload.mutate(file, {
      onSuccess: (result) => {
        toast.success(TEST_CASE_SHEET_TEXTS.imported);
        setReport(result);
      },
    });
    return false;
  };
  return (
    <>
      <Upload accept=".xlsx" showUploadList={false} beforeUpload={pick}>
        <Button icon={<UploadOutlined />} loading={upload.isPending}>Import xlsx</Button>
      </Upload>
      <Modal open={report !== null} title="Import report" onCancel={() => setReport(null)} onOk={() => setReport(null)} okText="Close"
        cancelButtonProps={{ style: { display: 'none' } }} width={720}>
        {report && (
          <>
            <Typography.Paragraph>
              {report.created} created, {report.updated} updated, {report.failed} not imported. Columns: {TEST_CASE_SHEET_COLUMNS.join(', ')}.
            </Typography.Paragraph>
            <Table size="small" rowKey="row" dataSource={report.cases} pagination={{ pageSize: 10, hideOnSinglePage: true }} scroll={{ x: 480 }} columns={[
              { title: 'Row', dataIndex: 'row', width: 64 },
              { title: 'Case', dataIndex: 'name', render: (name: string) => name || '—' },
              { title: 'Result', dataIndex: 'status', width: 100, render: (status: ImportStatus) => <Tag color={STATUS_COLOURS[status]}>{status}</Tag> },
              { title: 'Details', dataIndex: 'message', render: (message?: string) => message ?? '' },
            ]} />
          </>
        )}
      </Modal>
    </>
  );
}
