/** Fixtures of the report tests: chats in a period, a configuration body, and the attachment of a received mail. */
import ExcelJS from 'exceljs';
import type { ReportConfigInput } from '@switchboard/contracts/console/reports.schemas';
import type { Database } from '@/db/client';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatSessions } from '@/db/schema/chat-sessions';
import { customers } from '@/db/schema/customers';
import type { ReceivedMail } from '@/testing/smtp';

/** One chat at `at` with a customer message, a bot answer and an agent reply (texts numbered by `n`). */
export async function seedChat(db: Database, n: number, at: Date, channel = 'website'): Promise<string> {
  const psid = `report-customer-${n}`;
  await db.insert(customers).values({ psid, channel, name: `Customer ${n}` }).onConflictDoNothing();
  const [session] = await db.insert(chatSessions).values({ psid, channel, createdAt: at, lastSeq: 3, chatState: 'Resolved', resolvedAt: at }).returning();
  const texts: Array<['customer' | 'chatbot' | 'admin', string]> = [['customer', `Where is order ${n}?`], ['chatbot', 'Let me check'], ['admin', `Order ${n} ships today`]];
  await db.insert(chatMessages).values(texts.map(([sender, text], index) => ({
    chatlogId: crypto.randomUUID(), sessionId: session!.sessionId, psid, seq: index + 1, sender, type: 'text' as const,
    content: { text }, createdAt: new Date(at.getTime() + index * 1000),
  })));
  return session!.sessionId;
}

export const dailyReport = (overrides: Partial<ReportConfigInput> = {}): ReportConfigInput => ({
  name: 'Daily agent monitoring', dataset: 'agentMonitoring', period: 'last7Days', format: 'xlsx',
  schedule: { frequency: 'daily', time: '09:00', timeZone: 'Europe/London' }, recipients: { emails: ['ops@example.com'], memberIds: [] },
  ...overrides,
});

/** The first base64 attachment of a raw MIME mail (nodemailer's encoding), decoded. */
export function attachmentOf(mail: ReceivedMail): { fileName: string; content: Buffer } {
  const name = mail.raw.match(/Content-Disposition: attachment;\s*filename="([^"]+)"/);
  // The part's headers end at its first blank line; the base64 body runs to the next boundary.
  const body = name && mail.raw.slice(name.index).match(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/);
  if (!name || !body) throw new Error(`No attachment in the mail:\n${mail.raw.slice(0, 2000)}`);
  return { fileName: name[1]!, content: Buffer.from(body[1]!.replace(/\s+/g, ''), 'base64') };
}

/** Each worksheet's rows as plain values (header first). */
export async function sheetsIn(content: Buffer): Promise<Record<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheets: Record<string, unknown[][]> = {};
  workbook.eachSheet((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    sheets[sheet.name] = rows;
  });
  return sheets;
}
