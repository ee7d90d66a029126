/** What every cluster test asserts about one chat: what the database holds, and what each client received. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { rowsOf, type Database } from '@/db/client';
import type { ConsoleStaff, WidgetCustomer } from './clients';

export interface StoredMessage { seq: number; sender: string; type: string; clientMessageId: string | null; text: string | null }

export async function storedMessages(db: Database, sessionId: string): Promise<StoredMessage[]> {
  return rowsOf<StoredMessage>(await db.execute(sql`
    select seq, sender, type, client_message_id as "clientMessageId", content->>'text' as text
    from chat_messages where session_id = ${sessionId} order by seq`));
}

const range = (to: number) => Array.from({ length: to }, (_, index) => index + 1);
/** Strictly increasing: every seq once, in order. */
const increasing = (seqs: number[]) => seqs.every((seq, index) => index === 0 || seq > (seqs[index - 1] ?? 0));

/**
 * The database holds the chat gap-free (seqs 1..n), each customer message once; the customer received every message
 * but whispers, each once and in order, and never a whisper; each staff client received every customer message once
 * and in order.
 */
export async function expectChatIntact(db: Database, customer: WidgetCustomer, staff: ConsoleStaff[]): Promise<StoredMessage[]> {
  const sessionId = customer.sessionId ?? '';
  const stored = await storedMessages(db, sessionId);
  expect(stored.map((row) => row.seq)).toEqual(range(stored.length));
  const clientIds = stored.flatMap((row) => (row.sender === 'customer' && row.clientMessageId ? [row.clientMessageId] : []));
  expect(new Set(clientIds).size, 'a customer message stored twice').toBe(clientIds.length);
  for (const [clientMessageId, seq] of customer.acked) {
    expect(stored.find((row) => row.seq === seq)?.clientMessageId, `acknowledged ${clientMessageId} (seq ${seq})`).toBe(clientMessageId);
  }

  const arrivals = customer.received.map((message: Message) => message.seq);
  expect(increasing(arrivals), `customer arrivals ${arrivals.join(',')}`).toBe(true);
  expect(customer.received.filter((message) => message.type === 'whisper')).toEqual([]);
  expect(customer.seqs()).toEqual(stored.filter((row) => row.type !== 'whisper').map((row) => row.seq));

  const customerSeqs = stored.filter((row) => row.sender === 'customer').map((row) => row.seq);
  for (const member of staff) {
    const heard = member.customerMessages.filter((message) => message.sessionId === sessionId).map((message) => message.seq);
    expect(heard, `customer messages heard by ${member.userId}`).toEqual(customerSeqs);
  }
  return stored;
}
