/** A spreadsheet upload button, then the row-level report (intents, FAQs). */
import { Button, Modal, Table, Tag, Typography, Upload } from 'antd';
import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { UPLOAD_RULES } from '@switchboard/contracts/common/rules';
import { toast } from '@/lib/feedback/feedback';

/** The NLP upload pickers offer what the server reads (§5; UPLOAD_RULES: .xlsx only, decisions.md). */
export const NLP_UPLOAD_ACCEPT = UPLOAD_RULES.nlpUploadExtensions.map((extension) => `.${extension}`).join(',');

export interface SheetReport<Status extends string> { rows: { row: number; status: Status; message?: string | undefined }[] }

interface SheetUploadProps<Status extends string, Report extends SheetReport<Status>> {
  label: string;
  accept: string;
  upload: UseMutationResult<Report, unknown, File>;
  statusColors: Record<Status, string>;
  /** The report's first line (counts, expected columns). */
  summary: (report: Report) => ReactNode;
}

export function SheetUpload<Status extends string, Report extends SheetReport<Status>>({ label, accept, upload, statusColors, summary }: SheetUploadProps<Status, Report>) {
  const [report, setReport] = useState<Report | null>(null);
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
      <Upload accept={accept} showUploadList={false} beforeUpload={pick}>
        <Button loading={upload.isPending}>{label}</Button>
      </Upload>
      <Modal open={!!report} title="Upload report" onCancel={() => setReport(null)} onOk={() => setReport(null)} cancelButtonProps={{ style: { display: 'none' } }} width={640}>
        {report && (
          <>
            <Typography.Paragraph>{summary(report)}</Typography.Paragraph>
            <Table size="small" rowKey="row" dataSource={report.rows} pagination={{ pageSize: 10 }} columns={[
              { title: 'Row', dataIndex: 'row', width: 70 },
              { title: 'Result', dataIndex: 'status', width: 100, render: (status: Status) => <Tag color={statusColors[status]}>{status}</Tag> },
              { title: 'Details', dataIndex: 'message' },
            ]} />
          </>
        )}
      </Modal>
    </>
  );
}

export const errorRows = (report: SheetReport<string>) => report.rows.filter((row) => row.status === 'error').length;
