/** Bulk upload of intents and utterances (xlsx/xls), then the row-level report. */
import { INTENT_UPLOAD_COLUMNS } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { useUploadIntents } from '@/features/bot-builder/api/training';
import { errorRows, NLP_UPLOAD_ACCEPT, SheetUpload } from './sheet-upload';

const STATUS_COLOR = { added: 'purple', skipped: 'default', error: 'red' } as const;

export function UploadIntents() {
  return (
    <SheetUpload label="Upload intents (xlsx)" accept={NLP_UPLOAD_ACCEPT} upload={useUploadIntents()} statusColors={STATUS_COLOR}
      summary={(report) => <>
        {report.intentsCreated} intents created, {report.utterancesAdded} utterances added, {errorRows(report)} rows with errors.
        Columns: {INTENT_UPLOAD_COLUMNS.join(', ')}.
      </>} />
  );
}
