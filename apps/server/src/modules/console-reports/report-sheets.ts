/** Which worksheets each dataset writes, their columns, and the rows' source (report-data.repository). */
import type { AnalyticsReportDataset, ReportDataset } from '@switchboard/contracts/console/reports.schemas';
import type { Executor } from '@/db/client';
import { chatHistory, messageSummary, rawDump, ticketHistory, totalChats, type Cell, type Slice } from './report-data.repository';

export interface SheetColumn { header: string; width: number; date?: boolean }
export interface Sheet { name: string; columns: SheetColumn[]; rows: AsyncGenerator<Cell[][]> }

const col = (header: string, width = 16, date = false): SheetColumn => ({ header, width, ...(date ? { date } : {}) });

const RAW_DUMP = [col('Time', 20, true), col('Session ID', 38), col('Chatlog ID', 38), col('Channel', 10), col('Sender', 10), col('Agent', 20), col('Group', 18), col('Message', 60)];
const SUMMARY = [
  col('Session ID', 38), col('Started', 20, true), col('Channel', 10), col('Group', 18), col('Agent', 20), col('State', 14),
  col('Customer messages'), col('Bot messages'), col('Agent messages'), col('Handed over', 20, true), col('Resolved', 20, true),
];
const TOTALS = [col('Period', 18), col('Chats', 10), col('Handed over', 12), col('Resolved', 10), col('Messages', 10)];
const HISTORY = [
  col('Session ID', 38), col('Started', 20, true), col('Customer', 24), col('Channel', 10), col('Group', 18), col('Agent', 20), col('State', 14),
  col('Tags', 24), col('Review', 12), col('Messages', 10),
];
const TICKETS = [
  col('Ticket ID', 38), col('Created', 20, true), col('Subject', 40), col('Status', 10), col('Priority', 10), col('Channel', 10),
  col('Group', 18), col('Agent', 20), col('Resolved', 20, true),
];

/** The §9 worksheet names are the sheet names (Excel allows 31 characters). */
export function sheetsOf(db: Executor, dataset: Exclude<ReportDataset, AnalyticsReportDataset>, slice: Slice, granularity: string): Sheet[] {
  const raw = () => ({ name: 'Chat Report Raw Dump', columns: RAW_DUMP, rows: rawDump(db, slice) });
  const summary = () => ({ name: 'Chat Message Report Summary', columns: SUMMARY, rows: messageSummary(db, slice) });
  const totals = () => ({ name: 'Total Chats Report', columns: TOTALS, rows: totalChats(db, slice, granularity) });
  switch (dataset) {
    case 'agentMonitoring': return [raw(), summary(), totals()];
    case 'chatRawDump': return [raw()];
    case 'chatMessageSummary': return [summary()];
    case 'totalChats': return [totals()];
    case 'chatHistory': return [{ name: 'Chat history', columns: HISTORY, rows: chatHistory(db, slice) }];
    case 'ticketHistory': return [{ name: 'Ticket history', columns: TICKETS, rows: ticketHistory(db, slice) }];
  }
}
