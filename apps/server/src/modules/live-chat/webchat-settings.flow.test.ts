/**
 * The widget's "Talk to a person" way out: every /webchat connection is told whether the brand shows it
 * (Members › Configuration, on by default), and what it sends (the handover postback) reaches an agent in
 * one turn even while the bot waits for the answer to a question.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { CONFIGURATION_PATHS, DEFAULT_BRAND_CONFIGURATION } from '@switchboard/contracts/members/configuration.schemas';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { HANDOVER_POSTBACK, WEBCHAT_NAMESPACE } from '@switchboard/contracts/live-chat/webchat.events';
import type { WidgetConfig } from '@switchboard/contracts/live-chat/widget-forms.schemas';
import { DEMO_FLOW_TEXTS } from '@/seed/bot-workflows-seed';
import { describeBackends } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';
import { bearer, signIn } from '@/testing/test-app';

describeBackends('webchat: the widget settings and the "Talk to a person" way out', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  const settingsOfNewConnection = async () => (await harness.open(WEBCHAT_NAMESPACE, {}).waitFor<WidgetConfig>('widgetConfig')).talkToPerson;

  it('every connection hears whether the button shows: on by default, off once the brand turns it off, validated', async () => {
    expect(await settingsOfNewConnection()).toBe(true);
    const { token } = await signIn(context.app, 'admin@demo.brand');
    const save = (payload: object) => context.app.inject({ method: 'PUT', url: CONFIGURATION_PATHS.configuration, headers: bearer(token), payload });
    const bad = await save({ ...DEFAULT_BRAND_CONFIGURATION, widgetTalkToPerson: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'widgetTalkToPerson' });
    expect((await save({ ...DEFAULT_BRAND_CONFIGURATION, widgetTalkToPerson: false })).statusCode).toBe(200);
    // The save forgets the kept settings: the very next connection is told.
    expect(await settingsOfNewConnection()).toBe(false);
    const read = await context.app.inject({ method: 'GET', url: CONFIGURATION_PATHS.configuration, headers: bearer(token) });
    expect(read.json()).toMatchObject({ data: { widgetTalkToPerson: false } });
  });

  it('the button (the handover postback) in the middle of the order question offers the chat to an agent in that turn', async () => {
    const agent = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    let sent = 0;
    const send = async (text: string, postback?: string) => {
      const ack = await customer.emit<never>('customerMessage', { text, clientMessageId: `w-${++sent}`, ...(postback ? { postback } : {}) }) as unknown as { seq: number };
      return (await customer.waitFor<{ messages: Message[] }>('botMessages', (p) => p.messages[0]?.seq === ack.seq + 1)).messages;
    };
    expect((await send('where is my order'))[0]?.content.text).toBe(DEMO_FLOW_TEXTS.askOrder);
    await send('Talk to a person', HANDOVER_POSTBACK);
    await agent.waitFor<{ changedChatDetails?: { sessionId: string; chatState: string; agentId?: string } }>('updation', (p) =>
      p.changedChatDetails?.sessionId === customer.sessionId && p.changedChatDetails.chatState === 'Pending' && p.changedChatDetails.agentId === agent.userId);
  });
});
