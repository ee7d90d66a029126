/** Bulk upload of FAQs (xlsx), then the row-level report. */
import { FAQ_UPLOAD_COLUMNS } from '@switchboard/contracts/bot-builder/faq.schemas';
import { useUploadFaqs } from '@/features/bot-builder/api/faqs';
import { errorRows, NLP_UPLOAD_ACCEPT, SheetUpload } from './sheet-upload';

const STATUS_COLOR = { added: 'purple', updated: 'blue', error: 'red' } as const;

export function UploadFaqs() {
  return (
    <SheetUpload label="Upload FAQs (xlsx)" accept={NLP_UPLOAD_ACCEPT} upload={useUploadFaqs()} statusColors={STATUS_COLOR}
      summary={(report) => <>
        {report.faqsCreated} FAQs created, {report.faqsUpdated} updated, {errorRows(report)} rows with errors.
        Columns: {FAQ_UPLOAD_COLUMNS.join(', ')} (alternates one per line or separated by |).
      </>} />
  );
}
