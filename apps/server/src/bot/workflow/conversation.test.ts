/**
 * The published bot with workflows: an intent starts its workflow, a waiting question takes the next
 * message as its answer, the state round-trips through BotTurn.state, a new version without the
 * waiting node starts over, FAQ before the fallback, a ticket offered when nobody can take a handover.
 */
import { describe, expect, it } from 'vitest';
import type { BotSessionView, NlpSnapshot } from '@/bot/bot';
import type { BotBundle } from '@/bot/bot-bundle';
import { BOT_TEXTS } from '@/bot/demo-bot';
import { seededRandom } from '@/bot/nlu/random';
import { PublishedBot, type LiveVersion } from '@/bot/published-bot';
import { n, ORDER_ENTITY, textMessage, texts, variation, workflow } from './workflow.test-kit';
import { answerFaqWith, noGenerativeEndpoint } from '@/bot/faq/answer-faq';
import { buildFaqModel } from '@/bot/faq/faq-model';

const messages = [
  textMessage('ask', 'Your order number, {{customerName}}?'),
  textMessage('got', 'Looking up {{order}} for you on {{channel}}.'),
  { ...textMessage('hi', 'Hello!'), variations: [variation('Hello!'), variation('Namaste!', { language: 'hi' })] },
];
const orderFlow = workflow('order', ['order_status'], [
  n.start(), n.ask('q', { messageId: 'ask', variable: 'order', entity: 'order_number', retries: 1 }), n.say('s', 'got'),
], [['start', 'q'], ['q', 's', 'captured']]);
const greetFlow = workflow('greet', ['greeting'], [n.start(), n.say('s', 'hi')], [['start', 's']]);
const intents = ['order_status', 'greeting', 'thanks', 'handover'].map((name) => ({
  name, reply: name === 'thanks' ? 'You are welcome, {{customerName}}!' : `reply of ${name}`, handover: name === 'handover', quickReplies: [], blocked: [],
}));
/** The classifier is not under test here (an empty model); turns carry the intent in their snapshot. */
const bundle = (more: Partial<BotBundle> = {}): BotBundle => ({
  language: 'en', intents, entities: [ORDER_ENTITY], model: { version: 999, language: 'en', intents: [] } as unknown as BotBundle['model'],
  workflows: [orderFlow, greetFlow], messages, params: [], ...more,
});
const version = (b: BotBundle, v = 1): LiveVersion => ({ modelId: `m${v}`, version: v, threshold: 0.5, bundle: b, fallback: { behaviour: 'message', message: 'Fallback!' } });
const nlp = (intent: string, text = 'x'): NlpSnapshot => ({ intent, confidence: intent === 'None' ? 0.1 : 0.9, text });

function conversation(bot: PublishedBot, extra: Partial<BotSessionView> = {}) {
  let state: unknown = null;
  return {
    get state() { return state; },
    async say(text: string, intent: string, postback?: string) {
      const turn = await bot.reply({ sessionId: 's', psid: 'p', customerName: 'Asha', prevNlp: null, channel: 'website', state, ...extra }, { text, postback }, nlp(intent, text));
      if (turn.state !== undefined) state = turn.state;
      return turn;
    },
  };
}

describe('PublishedBot with workflows', () => {
  it("starts the intent's workflow, takes the next message as the answer (not classified again) and keeps the variable", async () => {
    const bot = new PublishedBot();
    bot.use(version(bundle()));
    const chat = conversation(bot);
    expect(texts((await chat.say('where is my order', 'order_status')).messages)).toEqual(['Your order number, Asha?']);
    expect(chat.state).toMatchObject({ wid: 'order', nodeId: 'q' });
    // Not classified with confidence and the question waits: it is the answer (a bad one, so asked again).
    expect(texts((await chat.say('hmm', 'None')).messages)).toEqual(['Your order number, Asha?']);
    const done = await chat.say('ORD-12345', 'None');
    expect(texts(done.messages)).toEqual(['Looking up ORD-12345 for you on website.']);
    expect(chat.state).toEqual({ wid: null, nodeId: null, retriesLeft: 0, variables: { order: 'ORD-12345' } });
    // An intent without a workflow answers with its reply (variables filled); nothing changed: no state to write.
    const thanks = await chat.say('thanks', 'thanks');
    expect(texts(thanks.messages)).toEqual(['You are welcome, Asha!']);
    expect(thanks.state).toBeUndefined();
  });

  it("reads this message's entities as variables during the turn", async () => {
    const bot = new PublishedBot();
    const echo = workflow('echo', ['track'], [n.start(), n.set('keep', 'order', '{{order_number}}'), n.say('s', 'got')], [['start', 'keep'], ['keep', 's']]);
    bot.use(version(bundle({ workflows: [echo] })));
    const turn = await bot.reply({ sessionId: 's', psid: 'p', customerName: 'Asha', prevNlp: null, channel: 'website', state: null },
      { text: 'track ORD-777777 and ORD-888888' }, { ...nlp('track'), entities: [
        { entity: 'order_number', value: 'ORD-777777', text: 'ORD-777777', start: 6, end: 16 },
        { entity: 'order_number', value: 'ORD-888888', text: 'ORD-888888', start: 21, end: 31 },
      ] });
    expect(texts(turn.messages)).toEqual(['Looking up ORD-777777 for you on website.']);
    // The entity itself is not kept; what the workflow set is.
    expect(turn.state).toEqual({ wid: null, nodeId: null, retriesLeft: 0, variables: { order: 'ORD-777777' } });
  });

  it('answers in the variation of the customer language', async () => {
    const bot = new PublishedBot({ random: seededRandom(3) });
    bot.use(version(bundle()));
    expect(texts((await conversation(bot, { language: 'hi' }).say('hi', 'greeting')).messages)).toEqual(['Namaste!']);
  });

  it('the handover quick reply leaves a waiting question', async () => {
    const bot = new PublishedBot();
    bot.use(version(bundle()));
    const chat = conversation(bot);
    await chat.say('order', 'order_status');
    const turn = await chat.say('Talk to an agent', 'handover', 'handover');
    expect(turn.handover).toEqual({});
    expect(chat.state).toBeNull();
  });

  it("the handover quick reply runs the workflow of the 'handover' intent, and hands over after it when it has no handover node", async () => {
    const bot = new PublishedBot();
    const withNode = workflow('people', ['handover'], [n.start(), n.say('s', 'hi'), n.handover('h', 'g-1')], [['start', 's'], ['s', 'h']]);
    bot.use(version(bundle({ workflows: [orderFlow, withNode] })));
    const chat = conversation(bot);
    await chat.say('order', 'order_status');
    const viaNode = await chat.say('Talk to an agent', 'handover', 'handover');
    expect(texts(viaNode.messages)).toEqual(['Hello!']);
    expect(viaNode.handover).toEqual({ groupId: 'g-1' });
    expect(chat.state).toBeNull();

    // No handover node (a message, then a question it would wait at): still handed over, nothing left waiting.
    const noNode = workflow('people', ['handover'], [n.start(), n.say('s', 'hi'), n.ask('q', { messageId: 'ask', variable: 'order' })], [['start', 's'], ['s', 'q']]);
    bot.use(version(bundle({ workflows: [orderFlow, noNode] }), 2));
    const other = conversation(bot);
    const after = await other.say('Talk to an agent', 'handover', 'handover');
    expect(texts(after.messages)).toEqual(['Hello!', 'Your order number, Asha?']);
    expect(after.handover).toEqual({});
    expect(other.state).toBeNull();
    // Nobody available: the workflow's messages, then the ticket offer.
    const away = conversation(bot, { agentsAvailable: async () => ({ available: false }) });
    const offered = await away.say('Talk to an agent', 'handover', 'handover');
    expect(texts(offered.messages)).toEqual(['Hello!', 'Your order number, Asha?', BOT_TEXTS.ticketOffer]);
    expect(offered.handover).toEqual({});
    // Without such a workflow the intent's reply answers, as before.
    bot.use(version(bundle(), 3));
    expect(texts((await conversation(bot).say('Talk to an agent', 'handover', 'handover')).messages)).toEqual(['reply of handover']);
  });

  it('a publish removing the waiting question starts over cleanly; one keeping it goes on', async () => {
    const bot = new PublishedBot();
    bot.use(version(bundle()));
    const chat = conversation(bot);
    await chat.say('order', 'order_status');
    bot.use(version(bundle(), 2));
    expect(texts((await chat.say('ORD-4321', 'None')).messages)).toEqual(['Looking up ORD-4321 for you on website.']);
    await chat.say('order', 'order_status');
    bot.use(version(bundle({ workflows: [greetFlow] }), 3));
    const after = await chat.say('hello', 'greeting');
    expect(texts(after.messages)).toEqual(['Hello!']);
    expect(chat.state).toMatchObject({ wid: null, nodeId: null });
    // A bundle trained before workflows existed still answers its intents.
    const { workflows: _w, messages: _m, params: _p, ...old } = bundle();
    bot.use(version(old as BotBundle, 4));
    expect(texts((await chat.say('hello', 'greeting')).messages)).toEqual(['reply of greeting']);
  });

  it('below the threshold tries the FAQ before the fallback', async () => {
    const bot = new PublishedBot({ answerFaq: answerFaqWith(noGenerativeEndpoint) });
    const faq = buildFaqModel({ language: 'en', documents: [], faqs: [{ question: 'Can I return my order?', alternates: ['how do returns work'], answer: 'Returns are free within 30 days.' }] });
    bot.use(version(bundle({ faq })));
    const chat = conversation(bot);
    expect(texts((await chat.say('can I return my order', 'None')).messages)).toEqual(['Returns are free within 30 days.']);
    expect(texts((await chat.say('zzz', 'None')).messages)).toEqual(['Fallback!']);
  });

  it('offers a ticket instead when nobody can take the handover (intent and workflow handover node)', async () => {
    const asked: Array<string | undefined> = [];
    const bot = new PublishedBot();
    const toGroup = workflow('people', ['complaint'], [n.start(), n.say('s', 'hi'), n.handover('h', 'g-1')], [['start', 's'], ['s', 'h']]);
    bot.use(version(bundle({ workflows: [orderFlow, toGroup] })));
    const chat = conversation(bot, { agentsAvailable: async (groupId) => { asked.push(groupId); return { available: false }; } });
    const viaIntent = await chat.say('agent please', 'handover');
    expect(viaIntent).toMatchObject({ handover: {}, messages: [{ content: { text: BOT_TEXTS.ticketOffer } }] });
    const viaNode = await chat.say('I want to complain', 'complaint');
    expect(texts(viaNode.messages)).toEqual(['Hello!', BOT_TEXTS.ticketOffer]);
    expect(viaNode.handover).toEqual({ groupId: 'g-1' });
    expect(asked).toEqual([undefined, 'g-1']);
    const downtime = conversation(bot, { agentsAvailable: async () => ({ available: false, downtimeMessage: 'Back on Monday.' }) });
    expect(texts((await downtime.say('agent please', 'handover')).messages)).toEqual(['Back on Monday.', BOT_TEXTS.ticketOffer]);
    const open = conversation(bot, { agentsAvailable: async () => ({ available: true }) });
    expect(texts((await open.say('agent please', 'handover')).messages)).toEqual(['reply of handover']);
  });
});
