/**
 * A compact, hand-written chat history for the history and customers API tests (history.test-kit.ts):
 * a few dozen resolved conversations of the last days, handled by the bot or by the demo agents, on
 * several channels, tagged, some reviewed, one blocked, with NLP snapshots on every customer turn, and
 * customers with typed profile facts (§3). Its intents are the demo bot's (or 'None', the no-intent
 * answer), so a screen never shows an intent the intents list lacks. The first start seeds the
 * generated history instead (demo-history/), which the published bot answered.
 */
import { randomUUID } from 'node:crypto';
import type { Channel } from '@switchboard/contracts/common/constants';
import type { ReviewStatus } from '@switchboard/contracts/history/history.schemas';
import type { Database } from '@/db/client';
import { chatMessages, type NewChatMessageRow } from '@/db/schema/chat-messages';
import { chatSessions } from '@/db/schema/chat-sessions';
import { customers } from '@/db/schema/customers';

interface Conversation { topic: string; intent: string; customer: string; bot: string; agentLine?: string; tags: string[] }

/** Each conversation has a word of its own (parcel, refund, invoice, …) to search history by. */
export const HISTORY_CONVERSATIONS: readonly Conversation[] = [
  { topic: 'parcel', intent: 'order_status', customer: 'Where is my parcel? It was due yesterday.', bot: 'Your parcel is with the courier and arrives tomorrow.', tags: ['delivery'] },
  { topic: 'refund', intent: 'handover', customer: 'I am still waiting for my refund.', bot: 'Let me connect you to an agent.', agentLine: 'Your refund was issued today; it takes 3 to 5 days.', tags: ['refund', 'billing'] },
  { topic: 'invoice', intent: 'None', customer: 'Can I get an invoice for order 4411?', bot: 'I have emailed the invoice to you.', tags: ['billing'] },
  { topic: 'password', intent: 'None', customer: 'I forgot my password and cannot sign in.', bot: 'Use "Forgot password" on the sign-in page.', tags: ['account'] },
  { topic: 'warranty', intent: 'handover', customer: 'My blender broke, is it under warranty?', bot: 'An agent will check your warranty.', agentLine: 'It is covered; I have opened a replacement.', tags: ['warranty'] },
  { topic: 'address', intent: 'handover', customer: 'I need to change the delivery address.', bot: 'An agent can change the address for you.', agentLine: 'Done, the new address is on the order.', tags: ['delivery', 'account'] },
  { topic: 'coupon', intent: 'None', customer: 'My coupon code does not work.', bot: 'Coupons apply to full-price items only.', tags: ['billing', 'promotion'] },
  { topic: 'cancel', intent: 'handover', customer: 'Please cancel my order, I ordered twice.', bot: 'Let me get an agent to cancel it.', agentLine: 'The duplicate order is cancelled.', tags: ['orders'] },
  { topic: 'size', intent: 'None', customer: 'Do these shoes run small?', bot: 'They run true to size.', tags: ['product'] },
];

const CUSTOMERS: ReadonlyArray<{ name: string; channel: Channel; profile: Record<string, string> }> = [
  { name: 'Priya Nair', channel: 'website', profile: { Email: 'priya@example.com', 'Date of birth': '1990-04-12', 'Lifetime value': 'INR 18250.50', 'Last order': '2026-11-18T10:30:00Z', 'Account page': 'https://shop.example.com/account/priya' } },
  { name: 'Omar Haddad', channel: 'wa', profile: { Phone: '+44 7700 900123', 'Lifetime value': 'USD 412.00', 'Customer since': '2023-02-01' } },
  { name: 'Lena Vogel', channel: 'website', profile: { Email: 'lena@example.com', 'Last order': '2026-11-20T16:05:00Z' } },
  { name: 'Ravi Menon', channel: 'android', profile: { 'App version': '5.2.1', 'Lifetime value': 'INR 2300.00' } },
  { name: 'Grace Kim', channel: 'ios', profile: { Email: 'grace@example.com', 'Date of birth': '1985-09-30' } },
  { name: 'Tomas Silva', channel: 'facebook', profile: { 'Profile page': 'https://facebook.example.com/tomas.silva' } },
  { name: 'Aisha Bello', channel: 'website', profile: { Email: 'aisha@example.com', 'Lifetime value': 'USD 1290.99' } },
  { name: 'Chen Wei', channel: 'wa', profile: { Phone: '+91 98765 43210' } },
  { name: 'Sofia Rossi', channel: 'website', profile: { Email: 'sofia@example.com', 'Customer since': '2021-06-15' } },
  { name: 'Daniel Okafor', channel: 'ivr', profile: { Phone: '+1 555 0100' } },
  { name: 'Mei Tanaka', channel: 'website', profile: {} },
  { name: 'Jonas Berg', channel: 'android', profile: { 'App version': '5.1.0' } },
];

export const HISTORY_CHAT_COUNT = 36;
const HOUR = 3_600_000;

export async function seedHistory(tx: Database, agents: ReadonlyArray<{ id: string; name: string }>, now = Date.now()): Promise<void> {
  const customerRows = CUSTOMERS.map((customer, index) => ({
    psid: `demo-${customer.channel}-${index + 1}`, name: customer.name, channel: customer.channel, profile: customer.profile,
    email: customer.profile.Email?.toLowerCase() ?? null, blocked: index === 9, createdAt: new Date(now - (40 + index * 7) * 24 * HOUR), lastSeenAt: new Date(now - (7 + index * 3) * HOUR),
  }));
  await tx.insert(customers).values(customerRows);
  const sessions: Array<typeof chatSessions.$inferInsert> = [];
  const messages: NewChatMessageRow[] = [];
  for (let index = 0; index < HISTORY_CHAT_COUNT; index += 1) {
    const conversation = HISTORY_CONVERSATIONS[index % HISTORY_CONVERSATIONS.length]!;
    const customer = customerRows[index % customerRows.length]!;
    // Newest 7 hours ago (clear of the live dashboard's 6-hour window), then every 3 hours.
    const startedAt = now - (7 + index * 3) * HOUR;
    const agent = conversation.agentLine ? agents[index % agents.length] : undefined;
    const agentId = agent?.id ?? null;
    const sessionId = randomUUID();
    const nlp = { intent: conversation.intent, confidence: 0.62 + (index % 7) * 0.05, text: conversation.customer };
    const lines: Array<Omit<NewChatMessageRow, 'chatlogId' | 'sessionId' | 'psid' | 'seq' | 'createdAt'>> = [
      { sender: 'customer', type: 'text', content: { text: conversation.customer }, readStatus: 'seen', nlpSnapshot: nlp },
      { sender: 'chatbot', type: 'text', content: { text: conversation.bot }, readStatus: 'seen', nlpSnapshot: nlp },
      ...(conversation.agentLine ? [
        { sender: 'system' as const, type: 'systemText' as const, content: { text: 'An agent joined the chat' }, readStatus: 'seen' as const },
        { sender: 'admin' as const, type: 'text' as const, content: { text: conversation.agentLine }, readStatus: 'seen' as const, adminId: agentId, adminName: agent?.name ?? null },
      ] : []),
      { sender: 'customer', type: 'text', content: { text: 'Thank you!' }, readStatus: 'seen', nlpSnapshot: { intent: 'thanks', confidence: 0.97, text: 'Thank you!' }, prevNlpSnapshot: nlp },
    ];
    lines.forEach((line, seq) => messages.push({
      ...line, chatlogId: randomUUID(), sessionId, psid: customer.psid, seq: seq + 1, createdAt: new Date(startedAt + seq * 45_000),
    }));
    const review: ReviewStatus | null = index % 5 === 1 ? 'Passed' : index % 5 === 3 ? 'Failed' : null;
    sessions.push({
      sessionId, psid: customer.psid, channel: customer.channel, chatState: 'Resolved', agentId,
      lastSeq: lines.length, selectedTags: conversation.tags, blocked: customer.blocked,
      acceptedAt: agentId ? new Date(startedAt + 90_000) : null, resolvedAt: new Date(startedAt + lines.length * 45_000),
      createdAt: new Date(startedAt), reviewStatus: review,
    });
  }
  await tx.insert(chatSessions).values(sessions);
  await tx.insert(chatMessages).values(messages);
}
