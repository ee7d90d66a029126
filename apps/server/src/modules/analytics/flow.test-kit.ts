/**
 * Conversations for the fracture and sessionflow tests: a chat session and its messages in the order given
 * (customer messages with the intent the bot read, bot messages with their text), one second apart, and
 * optionally a hand-over after the last message. Facts are recorded by the database's triggers, as in the product.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Channel } from '@switchboard/contracts/common/constants';
import type { Database } from '@/db/client';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatSessions } from '@/db/schema/chat-sessions';
import { customers } from '@/db/schema/customers';

export type Turn = { customer: string | null; confidence?: number } | { bot: string; html?: boolean };
/** A customer message the bot read: an intent (score 0.9), or null for one it did not understand (None, 0.2). */
export const said = (intent: string | null, confidence = 0.9): Turn => ({ customer: intent, confidence });
/** A bot message; html: rich text (§5 editor), as a workflow's formatted message is sent. */
export const bot = (text: string, html = false): Turn => ({ bot: text, ...(html ? { html } : {}) });

export interface FlowSpec { at: string; turns: Turn[]; channel?: Channel; handover?: boolean; bifurcation?: Record<string, string> }

export async function addFlow(db: Database, spec: FlowSpec): Promise<string> {
  const psid = `flow-${randomUUID()}`;
  const channel = spec.channel ?? 'website';
  const start = new Date(spec.at);
  await db.insert(customers).values({ psid, channel, name: 'Flow customer' });
  const [session] = await db.insert(chatSessions).values({ psid, channel, createdAt: start, bifurcation: spec.bifurcation ?? {} }).returning();
  const sessionId = session!.sessionId;
  const at = (index: number) => new Date(start.getTime() + (index + 1) * 1000);
  const rows = spec.turns.map((turn, index) => ({
    chatlogId: randomUUID(), sessionId, psid, seq: index + 1, type: 'text' as const, createdAt: at(index),
    ...('bot' in turn
      ? { sender: 'chatbot' as const, content: { text: turn.bot, ...(turn.html ? { format: 'html' as const } : {}) } }
      : { sender: 'customer' as const, content: { text: `message ${index + 1}` },
        nlpSnapshot: { intent: turn.customer ?? 'None', confidence: turn.customer === null ? 0.2 : turn.confidence ?? 0.9, text: `message ${index + 1}` } }),
  }));
  if (rows.length > 0) await db.insert(chatMessages).values(rows);
  if (spec.handover) {
    await db.update(chatSessions).set({ chatState: 'Inqueue', handoverAt: at(spec.turns.length) }).where(eq(chatSessions.sessionId, sessionId));
  }
  return sessionId;
}
