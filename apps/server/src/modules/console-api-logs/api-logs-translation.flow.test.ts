/**
 * LibreTranslate calls are outbound calls like the others (issue 27): a translated customer message leaves an API
 * log entry naming the call, its status and duration and the message it concerns, and never the service's API key
 * (TRANSLATE_API_KEY), which the service itself does receive. A failing service leaves its status too.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { API_LOG_PATHS, apiLogsDataSchema } from '@switchboard/contracts/console/api-logs.schemas';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { TRANSLATION_PATHS } from '@switchboard/contracts/translation/translation.schemas';
import { apiLogs } from '@/db/schema/api-logs';
import { describeBackends } from '@/testing/backends';
import { startTranslationDouble, type TranslationDouble } from '@/testing/libretranslate-double';
import { handedOver, LiveChatHarness } from '@/testing/live-chat-harness';
import { callAs, signIn } from '@/testing/test-app';

const API_KEY = 'lt-key-5f1c2b9e77';
const SPANISH = 'Hola, necesito ayuda con mi pedido';

let double: TranslationDouble;
beforeAll(async () => {
  double = await startTranslationDouble();
});
afterAll(() => double.close());

describeBackends('console: translation calls in the API logs', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    double.failing = false;
    double.calls.length = 0;
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  async function translatedMessage(id: string) {
    const agent = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    await handedOver(customer, agent);
    await agent.emit('acceptChat', { sessionId: customer.sessionId });
    await customer.emit('customerMessage', { text: SPANISH, clientMessageId: id });
    const { message } = await agent.waitFor<{ message: Message }>('userMessage', (p) => p.message.content.text === SPANISH);
    const answer = await callAs(context.app, agent.token, 'POST', TRANSLATION_PATHS.translate, { sessionId: customer.sessionId, chatlogId: message.chatlogId, target: 'en' });
    await context.app.services.consoleApiLogs.apiLogWriter.flush();
    const admin = await signIn(context.app, 'admin@demo.brand');
    const listed = await callAs(context.app, admin.token, 'GET', `${API_LOG_PATHS.list}?search=${message.chatlogId}`);
    expect(listed.status, listed.raw).toBe(200);
    const outbound = apiLogsDataSchema.parse(listed.body.data).items.filter((item) => item.direction === 'outbound');
    return { answer, outbound, sessionId: customer.sessionId, chatlogId: message.chatlogId };
  }

  it('logs the call with its URL, status, duration and message, without the API key', async () => {
    const { answer, outbound, sessionId, chatlogId } = await translatedMessage('lt-log-1');
    expect(answer.status, answer.raw).toBe(200);
    // The service got the key; the log did not.
    expect(double.calls).toEqual([{ q: SPANISH, source: 'es', target: 'en', format: 'text', api_key: API_KEY }]);
    expect(outbound).toHaveLength(1);
    const [entry] = outbound;
    expect(entry).toMatchObject({ target: 'translation', method: 'POST', path: `${double.url}/translate`, status: 200, sessionId, chatlogId, error: null });
    expect(entry!.durationMs).toBeGreaterThan(0);
    expect(JSON.parse(entry!.requestBody!)).toEqual({ q: SPANISH, source: 'es', target: 'en', format: 'text' });
    expect(entry!.responseBody).toContain('Hello, I need help with my order');
    expect(JSON.stringify(await context.database.db.select().from(apiLogs))).not.toContain(API_KEY);
  });

  it('logs a failing service\'s status and error, without the API key', async () => {
    double.failing = true;
    const { answer, outbound, chatlogId } = await translatedMessage('lt-log-2');
    expect(answer.status).toBe(502);
    expect(outbound).toHaveLength(1);
    expect(outbound[0]).toMatchObject({ target: 'translation', status: 500, chatlogId, error: 'the translation service answered HTTP 500' });
    expect(JSON.stringify(await context.database.db.select().from(apiLogs))).not.toContain(API_KEY);
  });
}, () => ({ TRANSLATE_URL: double.url, TRANSLATE_API_KEY: API_KEY }));
