/**
 * Generative FAQ answers are recorded as they happen (issue 24, /analytics/genai): a customer's question the seeded
 * returns policy covers goes through the real chat-completions double; the answer's row carries the model, the
 * tokens of the response's usage, the latency and the passages; a failing endpoint (HTTP 500) is recorded as a
 * failure while the customer still gets the best passage; the report counts both.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { genAiDataSchema } from '@switchboard/contracts/analytics/genai.schemas';
import { dayInZone } from '@switchboard/contracts/analytics/report-filter';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { SETTINGS_PATHS } from '@switchboard/contracts/settings/settings.schemas';
import { startChatServer, type ChatServer } from '@/bot/faq/chat-server.test-kit';
import { rowsOf } from '@/db/client';
import { callerFor, dataOf, type Caller } from '@/modules/history/history.test-kit';
import { describeBackendsShared } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';

type Customer = Awaited<ReturnType<LiveChatHarness['customer']>>;
const QUESTION = 'can I return opened earphones';

describeBackendsShared('generative FAQ answers are recorded', (context) => {
  let chat: ChatServer;
  let harness: LiveChatHarness;
  let admin: Caller;

  beforeAll(async () => {
    chat = await startChatServer();
    harness = await new LiveChatHarness(context.app).listen();
    admin = await callerFor(context.app, 'admin@demo.brand');
    const { generativeApiKeySet: _set, ...settings } = dataOf<Record<string, unknown>>(await admin.call('GET', SETTINGS_PATHS.mlConfiguration));
    const saved = await admin.call('PUT', SETTINGS_PATHS.mlConfiguration, {
      ...settings, generativeEndpoint: chat.endpoint, generativeModel: 'small-model', generativePriceInPer1k: 0.5, generativePriceOutPer1k: 1.5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await harness.closeAll();
    await chat.close();
  });

  let sent = 0;
  async function ask(customer: Customer): Promise<Message> {
    const ack = await customer.emit<never>('customerMessage', { text: QUESTION, clientMessageId: `genai-${++sent}` }) as unknown as { seq: number };
    const reply = await customer.waitFor<{ messages: Message[] }>('botMessages', (p) => p.messages[0]?.seq === ack.seq + 1);
    // The row is written once the reply is stored and sent: wait for the turn to end.
    await context.app.services.liveChat.customerChats.idle();
    return reply.messages[0]!;
  }

  async function rowsOfSession(sessionId: string) {
    const result = await context.database.db.execute(sql`select g.*, g.session_started_at = s.created_at as same_start, b.id = g.brand_id as own_brand
      from genai_answers g join chat_sessions s on s.session_id = g.session_id left join brands b on b.id = g.brand_id
      where g.session_id = ${sessionId}::uuid order by g.created_at`);
    return rowsOf<Record<string, unknown>>(result);
  }

  it('records a generated answer with the model, tokens, latency and passages', async () => {
    const customer = await harness.customer();
    const reply = await ask(customer);
    expect(reply.content.text).toBe('Generated from Returns policy.');
    const [row, ...more] = await rowsOfSession(customer.sessionId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      question: QUESTION, outcome: 'answered', channel: 'website', model: 'small-model', tokens_in: 120, tokens_out: 30,
      failure_reason: null, same_start: true, own_brand: true,
    });
    expect(Number(row!.passage_count)).toBeGreaterThan(0);
    expect(row!.passage_ids).toHaveLength(Number(row!.passage_count));
    expect((row!.passage_ids as string[])[0]).toMatch(/^Returns policy#\d+$/);
    expect(Number(row!.latency_ms)).toBeGreaterThanOrEqual(0);
  });

  it('records a failed call (HTTP 500) while the customer gets the best passage; the report counts both', async () => {
    chat.behaviour = 'error';
    const customer = await harness.customer();
    const reply = await ask(customer);
    expect(reply.content.text).toContain('opened earphones and headphones for hygiene reasons');
    const [row] = await rowsOfSession(customer.sessionId);
    expect(row).toMatchObject({ outcome: 'failed', failure_reason: 'http_error', tokens_in: null, tokens_out: null, model: 'small-model' });

    // Yesterday and today: the chats of this file fall in it even when the run crosses midnight.
    const [yesterday, today] = [Date.now() - 86_400_000, Date.now()].map((at) => dayInZone(new Date(at), 'UTC'));
    const response = await admin.call('POST', ANALYTICS_PATHS.genAiMetrics, { startDate: yesterday, endDate: today });
    expect(response.statusCode, response.body).toBe(200);
    const data = genAiDataSchema.parse(dataOf(response));
    // 120 in × $0.5 + 30 out × $1.5 per 1,000 = $0.105 (the failure reported no usage).
    expect(data.metrics).toMatchObject({
      questions: 2, answered: 1, failed: 1, modelCalls: 2, callsWithUsage: 1, tokensIn: 120, tokensOut: 30, cost: 0.105,
      conversations: 2, answeredConversations: 1, failedConversations: 1,
    });
    expect(data.failures).toEqual([{ reason: 'http_error', label: 'HTTP error', count: 1 }]);
  });
});
