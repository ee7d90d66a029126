import { describe, expect, it } from 'vitest';
import { BOT_TEXTS, createDemoBot } from './demo-bot';

const bot = createDemoBot();
const session = { sessionId: 's', psid: 'p', customerName: 'Visitor', prevNlp: null };
const turn = (text: string, postback?: string) => bot.reply(session, { text, postback }, bot.understand({ text, postback }));

describe('demo bot', () => {
  it('greets with quick replies', async () => {
    const reply = await turn('Hello there');
    expect(reply.nlp).toMatchObject({ intent: 'greeting' });
    expect(reply.messages[0]).toMatchObject({ type: 'text_with_buttons', content: { text: BOT_TEXTS.greeting } });
    expect(reply.messages[0]?.content.quickReplies?.map((q) => q.value)).toContain('handover');
    expect(reply.handover).toBeUndefined();
  });

  it.each(['talk to an agent', 'I want a human', 'a real person please', 'representative', 'AGENT'])('hands over on "%s"', async (text) => {
    expect((await turn(text)).handover).toEqual({});
  });

  it('hands over on the quick-reply postback and answers simple things', async () => {
    expect((await turn('Talk to an agent', 'handover')).handover).toEqual({});
    expect((await turn('where is my order?')).messages[0]?.content.text).toBe(BOT_TEXTS.orderStatus);
    expect(await turn('asdf qwerty')).toMatchObject({ nlp: { intent: 'None' }, messages: [{ content: { text: BOT_TEXTS.fallback } }] });
  });
});
