/**
 * Chat transcripts as files (admin/v2/downloadChatlog): CSV (lib/csv: a customer's "=HYPERLINK(…)" is
 * written as text, not a live formula) or XLSX (exceljs, which stores strings as text) under
 * DATA_DIR/chatlog-downloads/<brandId>/, fetched back through an authenticated route. Files are
 * named by a random id, so one brand cannot guess another's, and are removed after a day.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { ChatLogSummary, DownloadFormat, HistoryMessage } from '@switchboard/contracts/history/history.schemas';
import { writeCsv } from '@/lib/csv';

const KEEP_MS = 24 * 60 * 60 * 1000;
const FILE_NAME = /^chatlog-[0-9a-f-]{36}\.(csv|xlsx)$/;

export const CONTENT_TYPES: Record<DownloadFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

interface Snapshot { intent?: unknown; confidence?: unknown }
const snapshotOf = (value: unknown): Snapshot => (value && typeof value === 'object' ? value as Snapshot : {});

export const TRANSCRIPT_COLUMNS = ['Time', 'Sender', 'Name', 'Type', 'Message', 'Intent', 'Confidence', 'Vote'] as const;

function transcriptRows(chatLog: ChatLogSummary, messages: HistoryMessage[]): Array<Array<string | number>> {
  return messages.map((message) => {
    const nlp = snapshotOf(message.NLPSnapshot);
    const name = message.sender === 'customer' ? chatLog.customerName : message.sender === 'admin' ? (message.adminName ?? '') : message.sender;
    return [
      message.timestamp, message.sender, name, message.type, message.content.text ?? message.content.url ?? '',
      typeof nlp.intent === 'string' ? nlp.intent : '', typeof nlp.confidence === 'number' ? nlp.confidence : '', message.vote ?? '',
    ];
  });
}

export class ChatlogFiles {
  constructor(private readonly root: string) {}

  private dirOf(brandId: string) {
    return join(this.root, 'chatlog-downloads', brandId);
  }

  /** Writes the transcript and answers its file name. */
  async write(brandId: string, format: DownloadFormat, chatLog: ChatLogSummary, messages: HistoryMessage[]): Promise<string> {
    const dir = this.dirOf(brandId);
    await mkdir(dir, { recursive: true });
    void this.sweep(dir);
    const rows = [[...TRANSCRIPT_COLUMNS], ...transcriptRows(chatLog, messages)];
    const fileName = `chatlog-${randomUUID()}.${format}`;
    if (format === 'csv') {
      await writeFile(join(dir, fileName), writeCsv(rows));
      return fileName;
    }
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Chat log').addRows(rows);
    await workbook.xlsx.writeFile(join(dir, fileName));
    return fileName;
  }

  /** The path of a brand's file, or undefined when the name is not one we made or it is gone. */
  async find(brandId: string, fileName: string): Promise<{ path: string; format: DownloadFormat } | undefined> {
    const match = FILE_NAME.exec(fileName);
    if (!match) return undefined;
    const path = join(this.dirOf(brandId), fileName);
    const info = await stat(path).catch(() => undefined);
    return info?.isFile() ? { path, format: match[1] as DownloadFormat } : undefined;
  }

  private async sweep(dir: string) {
    const names = await readdir(dir).catch(() => [] as string[]);
    const now = Date.now();
    await Promise.all(names.map(async (name) => {
      const info = await stat(join(dir, name)).catch(() => undefined);
      if (info && now - info.mtimeMs > KEEP_MS) await rm(join(dir, name), { force: true });
    }));
  }
}
