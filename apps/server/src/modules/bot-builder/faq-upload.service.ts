/**
 * Bulk upload of FAQs from a workbook (question, answer, alternates one per line or separated by |,
 * category): each row is checked and reported; a row whose question exists already updates that FAQ
 * (its answer and category replaced, new alternates added). The good rows are stored in one transaction.
 */
import { FAQ_UPLOAD_COLUMNS, faqInputSchema, type FaqUploadReport, type FaqValues } from '@switchboard/contracts/bot-builder/faq.schemas';
import type { Database } from '@/db/client';
import { faqsByQuestion, insertFaq, updateFaq } from './faqs.repository';
import { readSheet } from './spreadsheet';

const splitAlternates = (cell: string) => cell.split(/\r?\n|\|/).map((text) => text.trim()).filter(Boolean);

export class FaqUploadService {
  constructor(private readonly db: Database) {}

  async upload(brandId: string, filename: string, buffer: Buffer): Promise<FaqUploadReport> {
    const rows = await readSheet(filename, buffer, FAQ_UPLOAD_COLUMNS, ['question', 'answer']);
    return this.db.transaction(async (tx) => {
      const existing = new Map((await faqsByQuestion(tx, brandId, [...new Set(rows.map((row) => row.question).filter(Boolean))]))
        .map((faq) => [faq.question.toLowerCase(), faq]));
      const report: FaqUploadReport = { faqsCreated: 0, faqsUpdated: 0, rows: [] };
      for (const row of rows) {
        const key = row.question.trim().toLowerCase();
        const known = existing.get(key);
        const alternates = [...(known?.alternates ?? []), ...splitAlternates(row.alternates)]
          .filter((text, index, all) => text.toLowerCase() !== key && all.findIndex((other) => other.toLowerCase() === text.toLowerCase()) === index);
        const parsed = faqInputSchema.safeParse({
          question: row.question, answer: row.answer, alternates, category: row.category || known?.category || null, enabled: known?.enabled ?? true,
        });
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          report.rows.push({ row: row.row, status: 'error', message: `${String(issue?.path[0] ?? 'row')}: ${issue?.message ?? 'Invalid'}` });
          continue;
        }
        const values: FaqValues = parsed.data;
        if (known) {
          const updated = await updateFaq(tx, brandId, known.id, values);
          if (updated) existing.set(key, updated);
          report.faqsUpdated++;
          report.rows.push({ row: row.row, status: 'updated', message: values.question });
        } else {
          existing.set(key, await insertFaq(tx, brandId, values));
          report.faqsCreated++;
          report.rows.push({ row: row.row, status: 'added', message: values.question });
        }
      }
      return report;
    });
  }
}
