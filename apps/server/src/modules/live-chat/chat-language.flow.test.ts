/**
 * Translation and the customer's language (issue 23): detection from the customer's messages, staff setting it,
 * messages translated both ways through a LibreTranslate-compatible service (a real HTTP double on loopback),
 * the originals kept, history showing both, and the console told plainly when no service is configured.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { HISTORY_PATHS } from '@switchboard/contracts/history/history.schemas';
import { SETTINGS_PATHS } from '@switchboard/contracts/settings/settings.schemas';
import { TRANSLATION_PATHS, TRANSLATION_TEXTS } from '@switchboard/contracts/translation/translation.schemas';
import { startChatServer } from '@/bot/faq/chat-server.test-kit';
import { describeBackends } from '@/testing/backends';
import { startTranslationDouble, type TranslationDouble } from '@/testing/libretranslate-double';
import { handedOver, LiveChatHarness, type StaffClient } from '@/testing/live-chat-harness';
import { bearer, signIn } from '@/testing/test-app';

const SPANISH = 'Hola, necesito ayuda con mi pedido';
const ENGLISH = 'Hello, I need help with my order';

let double: TranslationDouble;
beforeAll(async () => {
  double = await startTranslationDouble();
});
afterAll(() => double.close());

type Language = { changedSessionLanguage?: { psid: string; session_language: string } };

describeBackends('live chat: translation and the customer language', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    double.failing = false;
    double.calls.length = 0;
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    context.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** A customer handed over to agent@demo.brand, who accepted. */
  async function acceptedChat() {
    const agent = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    await handedOver(customer, agent);
    await agent.emit('acceptChat', { sessionId: customer.sessionId });
    return { agent, customer };
  }

  async function customerSays(customer: { emit: StaffClient['emit']; sessionId: string }, agent: StaffClient, text: string, id: string) {
    await customer.emit('customerMessage', { text, clientMessageId: id });
    return (await agent.waitFor<{ message: Message }>('userMessage', (p) => p.message.content.text === text)).message;
  }

  it('detects Spanish, shows the agent English, sends the agent\'s English in Spanish, and keeps both texts for history', async () => {
    const { agent, customer } = await acceptedChat();
    expect((await call(agent.token, 'GET', TRANSLATION_PATHS.translate)).json()).toEqual({ data: { configured: true, provider: 'libretranslate', agentLanguage: 'en' } });

    const message = await customerSays(customer, agent, SPANISH, 'es-1');
    await agent.waitFor<Language>('updation', (p) => p.changedSessionLanguage?.psid === customer.psid && p.changedSessionLanguage.session_language === 'es');

    const body = { sessionId: customer.sessionId, chatlogId: message.chatlogId, target: 'en' };
    const translated = await call(agent.token, 'POST', TRANSLATION_PATHS.translate, body);
    expect(translated.statusCode, translated.body).toBe(200);
    expect(translated.json()).toEqual({ data: { sessionId: customer.sessionId, chatlogId: message.chatlogId, source: 'es', translation: { text: ENGLISH, language: 'en' } } });
    expect(double.calls).toEqual([{ q: SPANISH, source: 'es', target: 'en', format: 'text' }]);
    // Stored: asked again, the service is not called again.
    expect((await call(agent.token, 'POST', TRANSLATION_PATHS.translate, body)).json()).toMatchObject({ data: { translation: { text: ENGLISH } } });
    expect(double.calls).toHaveLength(1);

    const sent = await agent.emit<{ message: Message; notice?: string }>('sendMessage', {
      sessionId: customer.sessionId, text: 'Your order ships tomorrow.', clientMessageId: 'a-es-1', language: 'en',
    });
    expect(sent.data?.message).toMatchObject({ content: { text: 'Su pedido se envía mañana.' }, translation: { text: 'Your order ships tomorrow.', language: 'en' } });
    expect(sent.data?.notice).toBeUndefined();
    const received = await customer.waitFor<{ message: Message }>('agentMessage', (p) => p.message.sender === 'admin');
    expect(received.message.content.text).toBe('Su pedido se envía mañana.');
    // The customer never gets staff's side of a translation.
    expect(received.message).not.toHaveProperty('translation');

    const admin = await signIn(context.app, 'admin@demo.brand');
    const log = await call(admin.token, 'POST', HISTORY_PATHS.chatLogsBySessionId, { sessionId: customer.sessionId });
    const messages = log.json<{ data: { messages: Array<Message & { translation: string | null }> } }>().data.messages;
    expect(messages.find((m) => m.chatlogId === message.chatlogId)).toMatchObject({ content: { text: SPANISH }, translation: ENGLISH });
    expect(messages.find((m) => m.sender === 'admin')).toMatchObject({ content: { text: 'Su pedido se envía mañana.' }, translation: 'Your order ships tomorrow.' });
  });

  it('staff set the language (Customer Language Updated, to the chat\'s staff); detection then leaves it alone', async () => {
    const { agent, customer } = await acceptedChat();
    const selected = await call(agent.token, 'POST', TRANSLATION_PATHS.selectCustomerLanguage, { sessionId: customer.sessionId, session_language: 'fr' });
    expect(selected.statusCode, selected.body).toBe(200);
    expect(selected.json()).toEqual({ data: { sessionId: customer.sessionId, psid: customer.psid, session_language: 'fr' }, message: 'Customer Language Updated' });
    await agent.waitFor<Language>('updation', (p) => p.changedSessionLanguage?.session_language === 'fr');

    await customerSays(customer, agent, SPANISH, 'es-pinned');
    await context.app.services.liveChat.language.idle();
    const room = await call(agent.token, 'POST', '/admin/v1/joinChatRoom', { clientPsid: customer.psid });
    expect(room.json()).toMatchObject({ data: { session_language: 'fr' } });

    const byPsid = await call(agent.token, 'PUT', TRANSLATION_PATHS.customerLanguage, { psid: customer.psid, session_language: 'ES' });
    expect(byPsid.json()).toEqual({ data: { sessionId: customer.sessionId, psid: customer.psid, session_language: 'es' }, message: 'Customer Language Updated' });
    await agent.waitFor<Language>('updation', (p) => p.changedSessionLanguage?.session_language === 'es');
  });

  it('refuses bad input with the field, an unknown chat with 404', async () => {
    const { agent, customer } = await acceptedChat();
    const cases: Array<[ 'POST' | 'PUT', string, object, string]> = [
      ['POST', TRANSLATION_PATHS.selectCustomerLanguage, { sessionId: 'nope', session_language: 'es' }, 'sessionId'],
      ['POST', TRANSLATION_PATHS.selectCustomerLanguage, { sessionId: customer.sessionId, session_language: 'xx' }, 'session_language'],
      ['POST', TRANSLATION_PATHS.selectCustomerLanguage, { sessionId: customer.sessionId }, 'session_language'],
      ['PUT', TRANSLATION_PATHS.customerLanguage, { session_language: 'es' }, 'psid'],
      ['POST', TRANSLATION_PATHS.translate, { sessionId: customer.sessionId, chatlogId: 'nope' }, 'chatlogId'],
      ['POST', TRANSLATION_PATHS.translate, { sessionId: customer.sessionId, chatlogId: customer.sessionId, target: 'zz' }, 'target'],
    ];
    for (const [method, url, payload, field] of cases) {
      const response = await call(agent.token, method, url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
    const unknown = await call(agent.token, 'POST', TRANSLATION_PATHS.selectCustomerLanguage, { sessionId: '00000000-0000-4000-8000-000000000000', session_language: 'es' });
    expect(unknown.statusCode).toBe(404);
    const noMessage = await call(agent.token, 'POST', TRANSLATION_PATHS.translate, { sessionId: customer.sessionId, chatlogId: customer.sessionId });
    expect(noMessage.statusCode).toBe(404);
    const badLanguage = await agent.emit('sendMessage', { sessionId: customer.sessionId, text: 'Hi', clientMessageId: 'a-bad', language: 'klingon' });
    expect(badLanguage.errorCode).toBeDefined();
    expect(await call(agent.token, 'PUT', TRANSLATION_PATHS.customerLanguage, { psid: 'nobody', session_language: 'es' })).toMatchObject({ statusCode: 404 });
  });

  it('with the service down the agent\'s message goes as written with a notice, and translate answers 502', async () => {
    const { agent, customer } = await acceptedChat();
    const message = await customerSays(customer, agent, SPANISH, 'es-down');
    await agent.waitFor<Language>('updation', (p) => p.changedSessionLanguage?.session_language === 'es');
    double.failing = true;
    const failed = await call(agent.token, 'POST', TRANSLATION_PATHS.translate, { sessionId: customer.sessionId, chatlogId: message.chatlogId });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ message: TRANSLATION_TEXTS.failed });
    const sent = await agent.emit<{ message: Message; notice?: string }>('sendMessage', {
      sessionId: customer.sessionId, text: 'Your order ships tomorrow.', clientMessageId: 'a-down', language: 'en',
    });
    expect(sent.data).toMatchObject({ notice: TRANSLATION_TEXTS.sentUntranslated, message: { content: { text: 'Your order ships tomorrow.' } } });
    expect(sent.data?.message.translation).toBeUndefined();
    await customer.waitFor<{ message: Message }>('agentMessage', (p) => p.message.content.text === 'Your order ships tomorrow.');
  });

  it('without a service (ML configuration: none) says so; messages flow as written; translateAndSave keeps the vote alone', async () => {
    const { agent, customer } = await acceptedChat();
    const trainer = await signIn(context.app, 'admin@demo.brand');
    const current = (await call(trainer.token, 'GET', SETTINGS_PATHS.mlConfiguration)).json<{ data: Record<string, unknown> }>().data;
    const { generativeApiKeySet: _set, ...settings } = current;
    const bad = await call(trainer.token, 'PUT', SETTINGS_PATHS.mlConfiguration, { ...settings, translationProvider: 'libretranslate', translationUrl: 'ftp://x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'translationUrl' });
    const off = await call(trainer.token, 'PUT', SETTINGS_PATHS.mlConfiguration, { ...settings, translationProvider: 'none' });
    expect(off.statusCode, off.body).toBe(200);

    expect((await call(agent.token, 'GET', TRANSLATION_PATHS.translate)).json()).toMatchObject({ data: { configured: false, provider: 'none' } });
    const message = await customerSays(customer, agent, SPANISH, 'es-off');
    await agent.waitFor<Language>('updation', (p) => p.changedSessionLanguage?.session_language === 'es');
    const refused = await call(agent.token, 'POST', TRANSLATION_PATHS.translate, { sessionId: customer.sessionId, chatlogId: message.chatlogId });
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({ message: TRANSLATION_TEXTS.notConfigured });
    const sent = await agent.emit<{ message: Message; notice?: string }>('sendMessage', {
      sessionId: customer.sessionId, text: 'Your order ships tomorrow.', clientMessageId: 'a-off', language: 'en',
    });
    expect(sent.data).toMatchObject({ message: { content: { text: 'Your order ships tomorrow.' } } });
    expect(sent.data?.notice).toBeUndefined();

    const vote = await call(trainer.token, 'POST', HISTORY_PATHS.translateAndSave, { sessionId: customer.sessionId, chatlogId: message.chatlogId, vote: 'upvote' });
    expect(vote.json()).toMatchObject({ data: { chatlogId: message.chatlogId, vote: 'upvote', translation: null } });
    expect(double.calls).toEqual([]);
  });

  it('translates through the ML configuration\'s OpenAI-compatible endpoint when it is the chosen service', async () => {
    const chat = await startChatServer();
    try {
      const { agent, customer } = await acceptedChat();
      const admin = await signIn(context.app, 'admin@demo.brand');
      const { generativeApiKeySet: _set, ...settings } = (await call(admin.token, 'GET', SETTINGS_PATHS.mlConfiguration)).json<{ data: Record<string, unknown> }>().data;
      const saved = await call(admin.token, 'PUT', SETTINGS_PATHS.mlConfiguration, {
        ...settings, generativeEndpoint: chat.endpoint, generativeModel: 'small-model', translationProvider: 'generative',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await call(agent.token, 'GET', TRANSLATION_PATHS.translate)).json()).toMatchObject({ data: { configured: true, provider: 'generative' } });
      const message = await customerSays(customer, agent, SPANISH, 'es-llm');
      const translated = await call(agent.token, 'POST', TRANSLATION_PATHS.translate, { sessionId: customer.sessionId, chatlogId: message.chatlogId });
      expect(translated.json()).toMatchObject({ data: { source: 'es', translation: { text: 'Generated from .', language: 'en' } } });
      expect(chat.requests[0]?.body).toMatchObject({ model: 'small-model', messages: [{ role: 'system' }, { role: 'user', content: SPANISH }] });
      expect(chat.requests[0]?.body.messages[0]?.content).toContain('"es" into the language with ISO 639-1 code "en"');
      expect(double.calls).toEqual([]);
    } finally {
      await chat.close();
    }
  });

  it('translateAndSave translates the message into the reviewer\'s language and saves it with the vote; a typed translation wins', async () => {
    const { agent, customer } = await acceptedChat();
    const message = await customerSays(customer, agent, SPANISH, 'es-review');
    const admin = await signIn(context.app, 'admin@demo.brand');
    const body = { sessionId: customer.sessionId, chatlogId: message.chatlogId, vote: 'downvote' };
    const saved = await call(admin.token, 'POST', HISTORY_PATHS.translateAndSave, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ data: { message: 'downvote success.', chatlogId: message.chatlogId, psid: customer.psid, vote: 'downvote', translation: ENGLISH }, message: 'downvote success.' });
    const typed = await call(admin.token, 'POST', HISTORY_PATHS.translateAndSave, { ...body, vote: 'upvote', translatedText: 'Hi, I need a hand with my order' });
    expect(typed.json()).toMatchObject({ data: { vote: 'upvote', translation: 'Hi, I need a hand with my order' } });
    const bad = await call(admin.token, 'POST', HISTORY_PATHS.translateAndSave, { ...body, target: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'target' });
    expect(double.calls).toHaveLength(1);

    // An agent's message sent translated keeps the agent's wording, even against a typed translation.
    await agent.waitFor<Language>('updation', (p) => p.changedSessionLanguage?.session_language === 'es');
    const sent = await agent.emit<{ message: Message }>('sendMessage', {
      sessionId: customer.sessionId, text: 'Your order ships tomorrow.', clientMessageId: 'a-review', language: 'en',
    });
    const onAgent = await call(admin.token, 'POST', HISTORY_PATHS.translateAndSave, {
      ...body, chatlogId: sent.data?.message.chatlogId, translatedText: 'Something else',
    });
    expect(onAgent.json()).toMatchObject({ data: { translation: 'Your order ships tomorrow.' } });

    // The service down: the vote is saved alone.
    double.failing = true;
    const later = await customerSays(customer, agent, '¿Dónde está mi paquete? Lo pedí hace una semana', 'es-review-2');
    const alone = await call(admin.token, 'POST', HISTORY_PATHS.translateAndSave, { ...body, chatlogId: later.chatlogId });
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json()).toMatchObject({ data: { chatlogId: later.chatlogId, vote: 'downvote', translation: null } });
  });
}, () => ({ TRANSLATE_URL: double.url }));
