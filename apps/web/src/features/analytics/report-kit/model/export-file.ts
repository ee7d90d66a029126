/** Export file names (report + chart + range) and saving a file from the browser. */
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';

export type ExportFormat = 'csv' | 'xlsx' | 'png';

const slug = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/** e.g. chatlog_conversations-by-channel_2026-11-24_2026-11-27_day.csv */
export function exportFileName(report: string, chart: string, filter: Pick<ReportFilter, 'startDate' | 'endDate' | 'granularity'>, format: ExportFormat): string {
  const parts = [slug(report), slug(chart), filter.startDate, filter.endDate, filter.granularity].filter(Boolean);
  return `${parts.join('_')}.${format}`;
}

/** Saves a Blob or a data: URL under a name (an anchor's download attribute; the object URL is freed after). */
export function saveFile(content: Blob | string, fileName: string): void {
  const url = typeof content === 'string' ? content : URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  if (typeof content !== 'string') setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
