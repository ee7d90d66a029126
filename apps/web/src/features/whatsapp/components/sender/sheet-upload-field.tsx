/**
 * Step 2: the recipients sheet (.xlsx, first row naming the columns), uploaded once; progress shows while the busy
 * flag wa_file_uploading is on. Type and size are checked before anything is sent.
 */
import { FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Progress, Typography } from 'antd';
import { useRef } from 'react';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import { MAX_BROADCAST_ROWS } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import type { StagedSheet } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-sender';
import { useWaUploadStore } from '@/features/whatsapp/stores/upload-store';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = THRESHOLDS.uploadDocumentMaxBytes / 1024 / 1024;

/** Why the file cannot be sent, or null. */
export function sheetProblem(file: { name: string; size: number }): string | null {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return 'Choose an .xlsx file (Excel workbook); save an .xls or .csv as .xlsx first.';
  if (file.size > THRESHOLDS.uploadDocumentMaxBytes) return `The file is larger than ${MB} MB.`;
  if (file.size === 0) return 'The file is empty.';
  return null;
}

interface Props {
  sheet: StagedSheet | null;
  error: string | null;
  onFile: (file: File) => void;
}

export function SheetUploadField({ sheet, error, onFile }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const uploading = useWaUploadStore((state) => state.wa_file_uploading);
  const progress = useWaUploadStore((state) => state.progress);
  return (
    <Flex vertical gap={8}>
      <input ref={input} type="file" hidden accept={`.xlsx,${XLSX}`} aria-label="Recipients file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }} />
      <Flex gap={8} align="center" wrap>
        <Button icon={<UploadOutlined />} loading={uploading} onClick={() => input.current?.click()}>{sheet ? 'Replace file' : 'Upload recipients'}</Button>
        <Typography.Text type="secondary">
          {`.xlsx, first row naming the columns (one of them the phone number), up to ${MAX_BROADCAST_ROWS.toLocaleString('en-IN')} rows and ${MB} MB`}
        </Typography.Text>
      </Flex>
      {uploading && <Progress percent={progress} size="small" aria-label="Upload progress" status="active" />}
      {sheet && !uploading && (
        <Typography.Text>
          <FileExcelOutlined aria-hidden /> {sheet.filename}: {sheet.rows.toLocaleString('en-IN')} row{sheet.rows === 1 ? '' : 's'}, columns {sheet.columns.join(', ')}
        </Typography.Text>
      )}
      {error && <Alert type="error" showIcon title={error} />}
    </Flex>
  );
}
