/** The runtime bot: before a publish the demo bot answers; a version that cannot be read falls back instead of failing. */
import { describe, expect, it, vi } from 'vitest';
import type { BotBundle } from './bot-bundle';
import { BOT_TEXTS } from './demo-bot';
import { PublishedBot } from './published-bot';

const session = { sessionId: 's', psid: 'p', customerName: 'Visitor', prevNlp: null };
const fallback = { behaviour: 'message' as const, message: BOT_TEXTS.fallback };
/** A model from another engine version: the classifier finds nothing in it. */
const outdated = { language: 'en', intents: [], entities: [], model: { version: 999, language: 'en', intents: ['a'] } } as unknown as BotBundle;
/** A damaged bundle: reading it throws. */
const damaged = { language: 'en', intents: null, entities: [], model: { version: 999, language: 'en', intents: ['a'] } } as unknown as BotBundle;

describe('PublishedBot', async () => {
  it('answers with the keyword demo bot until a version is published', async () => {
    const bot = new PublishedBot();
    const nlp = bot.understand({ text: 'hello' });
    expect(nlp.intent).toBe('greeting');
    expect((await bot.reply(session, { text: 'hello' }, nlp)).messages[0]?.content.text).toBe(BOT_TEXTS.greeting);
  });

  it('falls back when the published model cannot be read (reporting a damaged one), and still hands over on the quick reply', async () => {
    const onError = vi.fn();
    const bot = new PublishedBot({ onError });
    bot.use({ modelId: 'm', version: 6, threshold: 0.5, bundle: outdated, fallback });
    expect(bot.understand({ text: 'hello' })).toMatchObject({ intent: 'None', confidence: 0, modelVersion: 6 });
    expect(onError).not.toHaveBeenCalled();
    bot.use({ modelId: 'm', version: 7, threshold: 0.5, bundle: damaged, fallback });
    const nlp = bot.understand({ text: 'hello' });
    expect(nlp).toMatchObject({ intent: 'None', confidence: 0, modelVersion: 7 });
    expect(onError).toHaveBeenCalledTimes(1);
    expect((await bot.reply(session, { text: 'hello' }, nlp)).messages[0]?.content.text).toBe(BOT_TEXTS.fallback);
    expect((await bot.reply(session, { text: 'Talk to an agent', postback: 'handover' }, bot.understand({ text: 'Talk to an agent', postback: 'handover' }))).handover).toEqual({});
  });

  it("answers the ML configuration's fallback message, or hands the chat over when it says so", async () => {
    const bot = new PublishedBot();
    bot.use({ modelId: 'm', version: 8, threshold: 0.5, bundle: outdated, fallback: { behaviour: 'message', message: 'Could you say that differently?' } });
    const nlp = bot.understand({ text: 'qwerty' });
    const turn = await bot.reply(session, { text: 'qwerty' }, nlp);
    expect(turn.messages[0]?.content.text).toBe('Could you say that differently?');
    expect(turn.handover).toBeUndefined();
    bot.use({ modelId: 'm', version: 8, threshold: 0.5, bundle: outdated, fallback: { behaviour: 'handover', message: 'unused' } });
    expect((await bot.reply(session, { text: 'qwerty' }, nlp)).handover).toEqual({});
  });
});
