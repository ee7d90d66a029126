/**
 * A waiting question is interrupted (docs/decisions.md "Interrupting a waiting question"): a request for a
 * person hands over in the same turn; a confident other intent takes over (its workflow replaces the waiting
 * one, a plain reply is followed by the question again); an FAQ answers and the question is asked again; a
 * question set not to be interrupted, and text below the threshold, keep the retry behaviour.
 */
import { describe, expect, it } from 'vitest';
import type { WorkflowNode } from '@switchboard/contracts/bot-builder/workflow.schemas';
import type { BotSessionView, NlpSnapshot } from '@/bot/bot';
import type { BotBundle } from '@/bot/bot-bundle';
import { BOT_TEXTS } from '@/bot/demo-bot';
import { answerFaqWith, noGenerativeEndpoint } from '@/bot/faq/answer-faq';
import { buildFaqModel } from '@/bot/faq/faq-model';
import { PublishedBot, type LiveVersion } from '@/bot/published-bot';
import { n, ORDER_ENTITY, textMessage, texts, workflow } from './workflow.test-kit';

const ASK = 'Your order number?';
const RETRY = 'That is not an order number. Once more?';
const messages = [
  textMessage('ask', ASK), textMessage('retry', RETRY), textMessage('got', 'Looking up {{order}}.'),
  textMessage('failed', 'Let me find someone.'), textMessage('hi', 'Hello! What can I do for you?'),
  textMessage('connecting', 'Connecting you to a person.'), textMessage('describe', 'Tell us what happened.'),
  textMessage('noted', 'Noted: {{problem}}'),
];
type QuestionData = Extract<WorkflowNode, { type: 'question' }>['data'];
const ask = (more: Partial<QuestionData>) => {
  const node = n.ask('q', { messageId: 'ask', variable: 'order', entity: 'order_number', retries: 1, retryMessageId: 'retry' });
  return { ...node, data: { ...node.data, ...more } } as WorkflowNode;
};
const orderFlow = (more: Partial<QuestionData> = {}) => workflow('order', ['order_status'], [
  n.start(), ask(more), n.say('s', 'got'), n.say('f', 'failed'), n.handover('h'),
], [['start', 'q'], ['q', 's', 'captured'], ['q', 'f', 'failed'], ['f', 'h']]);
const greetFlow = workflow('greet', ['greeting'], [n.start(), n.say('s', 'hi')], [['start', 's']]);
const peopleFlow = workflow('people', ['handover'], [n.start(), n.say('s', 'connecting'), n.handover('h')], [['start', 's'], ['s', 'h']]);
const problemFlow = workflow('problem', ['complaint'], [n.start(), n.ask('q', { messageId: 'describe', variable: 'problem' }), n.say('s', 'noted')],
  [['start', 'q'], ['q', 's', 'captured']]);

const intents = ['order_status', 'greeting', 'thanks', 'handover', 'complaint'].map((name) => ({
  name, reply: name === 'thanks' ? 'You are welcome!' : `reply of ${name}`, handover: name === 'handover', quickReplies: [], blocked: [],
}));
const faq = buildFaqModel({ language: 'en', documents: [], faqs: [
  { question: 'How long does shipping take?', alternates: ['when will it arrive', 'shipping time'], answer: 'Shipping takes 3 to 5 days.' },
] });
const bundle = (workflows = [orderFlow(), greetFlow, peopleFlow, problemFlow]): BotBundle => ({
  language: 'en', intents, entities: [ORDER_ENTITY], model: { version: 999, language: 'en', intents: [] } as unknown as BotBundle['model'],
  workflows, messages, params: [], faq,
});
const version = (b: BotBundle): LiveVersion => ({ modelId: 'm1', version: 1, threshold: 0.6, bundle: b, fallback: { behaviour: 'message', message: 'Fallback!' } });

/** A conversation whose turns carry the classifier's verdict (the classifier itself is not under test here). */
function chatWith(b: BotBundle, extra: Partial<BotSessionView> = {}) {
  const bot = new PublishedBot({ answerFaq: answerFaqWith(noGenerativeEndpoint) });
  bot.use(version(b));
  let state: unknown = null;
  return {
    get state() { return state as { wid: string | null; nodeId: string | null; retriesLeft: number } | null; },
    async say(text: string, intent = 'None', confidence = intent === 'None' ? 0.2 : 0.9, postback?: string) {
      const nlp: NlpSnapshot = { intent, confidence, text };
      const turn = await bot.reply({ sessionId: 's', psid: 'p', customerName: 'Asha', prevNlp: null, channel: 'website', state, ...extra }, { text, postback }, nlp);
      if (turn.state !== undefined) state = turn.state;
      return turn;
    },
  };
}

async function inOrderQuestion(b = bundle(), extra: Partial<BotSessionView> = {}) {
  const chat = chatWith(b, extra);
  expect(texts((await chat.say('where is my order', 'order_status')).messages)).toEqual([ASK]);
  expect(chat.state).toMatchObject({ wid: 'order', nodeId: 'q', retriesLeft: 1 });
  return chat;
}

describe('a waiting question is interrupted', () => {
  it.each(['talk to an agent', 'I want to talk to a human please'])('"%s" (not understood by the classifier) hands over in one turn', async (text) => {
    const chat = await inOrderQuestion();
    const turn = await chat.say(text);
    expect(texts(turn.messages)).toEqual(['Connecting you to a person.']);
    expect(turn.handover).toEqual({});
    expect(chat.state).toBeNull();
  });

  it('the classified handover intent hands over too, with the built-in text when the version has no handover workflow', async () => {
    const chat = await inOrderQuestion(bundle([orderFlow()]));
    const turn = await chat.say('get me someone', 'handover');
    expect(texts(turn.messages)).toEqual(['reply of handover']);
    expect(turn.handover).toEqual({});
    expect(chat.state).toBeNull();
  });

  it('with nobody available the person request gets the ticket offer, as a handover does', async () => {
    const chat = await inOrderQuestion(bundle(), { agentsAvailable: async () => ({ available: false }) });
    const turn = await chat.say('talk to an agent');
    expect(texts(turn.messages)).toEqual(['Connecting you to a person.', BOT_TEXTS.ticketOffer]);
    expect(turn.handover).toEqual({});
  });

  it("a confident intent with a workflow replaces the waiting one: the next message is that workflow's, not the old answer", async () => {
    const chat = await inOrderQuestion();
    const turn = await chat.say('good morning', 'greeting');
    expect(texts(turn.messages)).toEqual(['Hello! What can I do for you?']);
    expect(turn.handover).toBeUndefined();
    expect(chat.state).toBeNull();
    // Nothing waits any more: an order number alone is just a message (the fallback), not the dropped question's answer.
    expect(texts((await chat.say('ORD-12345')).messages)).toEqual(['Fallback!']);
  });

  it('a confident intent answered by its reply alone: the reply, then the question again, the retry unspent', async () => {
    const chat = await inOrderQuestion();
    const turn = await chat.say('thanks', 'thanks');
    expect(texts(turn.messages)).toEqual(['You are welcome!', ASK]);
    expect(chat.state).toMatchObject({ wid: 'order', nodeId: 'q', retriesLeft: 1 });
    expect(texts((await chat.say('ORD-4321')).messages)).toEqual(['Looking up ORD-4321.']);
  });

  it('an FAQ answers and the question is asked again; the answer then goes on', async () => {
    const chat = await inOrderQuestion();
    const turn = await chat.say('how long does shipping take');
    expect(texts(turn.messages)).toEqual(['Shipping takes 3 to 5 days.', ASK]);
    expect(chat.state).toMatchObject({ wid: 'order', nodeId: 'q', retriesLeft: 1 });
    expect(texts((await chat.say('it is ORD-55555')).messages)).toEqual(['Looking up ORD-55555.']);
  });

  it('a document passage is no FAQ answer: no language model is asked and the message is a wrong answer', async () => {
    const asked: unknown[] = [];
    const bot = new PublishedBot({ answerFaq: async (_faq, text, options) => {
      asked.push(options);
      return options?.curatedOnly ? { text: 'a passage', score: 0.4, kind: 'generative' } : { text: `Generated about ${text}`, score: 0.4, kind: 'generative' };
    } });
    bot.use(version(bundle()));
    const session = { sessionId: 's', psid: 'p', customerName: 'Asha', prevNlp: null, channel: 'website' };
    const first = await bot.reply({ ...session, state: null }, { text: 'where is my order' }, { intent: 'order_status', confidence: 0.9, text: '' });
    const turn = await bot.reply({ ...session, state: first.state }, { text: 'returns policy' }, { intent: 'None', confidence: 0.2, text: 'returns policy' });
    expect(texts(turn.messages)).toEqual([RETRY]);
    expect(asked).toEqual([{ curatedOnly: true }]);
  });

  it('a tapped quick reply naming an intent is a choice, even of the waiting workflow itself', async () => {
    const chat = await inOrderQuestion();
    expect(texts((await chat.say('Greeting', 'greeting', 1, 'greeting')).messages)).toEqual(['Hello! What can I do for you?']);
    await chat.say('where is my order', 'order_status');
    await chat.say('no idea');
    expect(chat.state).toMatchObject({ retriesLeft: 0 });
    // Tapping "Order status" starts the question afresh (retries restored) instead of failing it.
    expect(texts((await chat.say('Order status', 'order_status', 1, 'order_status')).messages)).toEqual([ASK]);
    expect(chat.state).toMatchObject({ wid: 'order', nodeId: 'q', retriesLeft: 1 });
  });
});

describe('a waiting question is answered', () => {
  it('a valid answer wins over a confident other intent', async () => {
    const chat = await inOrderQuestion();
    expect(texts((await chat.say('thanks, it is ORD-2468', 'thanks')).messages)).toEqual(['Looking up ORD-2468.']);
  });

  it("low-confidence text is an answer attempt: the retry message, then the question's 'failed' exit", async () => {
    const chat = await inOrderQuestion();
    // Classified as greeting, but below the threshold (0.6): not an interruption.
    expect(texts((await chat.say('hello there', 'greeting', 0.55)).messages)).toEqual([RETRY]);
    const failed = await chat.say('the blue box');
    expect(texts(failed.messages)).toEqual(['Let me find someone.']);
    expect(failed.handover).toEqual({});
  });

  it("asking for the waiting workflow's own intent again is a wrong answer, not a restart", async () => {
    const chat = await inOrderQuestion();
    expect(texts((await chat.say('I told you, where is my order', 'order_status')).messages)).toEqual([RETRY]);
    expect(chat.state).toMatchObject({ nodeId: 'q', retriesLeft: 0 });
  });

  it('a question set not to be interrupted keeps the retry behaviour for typed words; the handover quick reply still reaches a person', async () => {
    const chat = await inOrderQuestion(bundle([orderFlow({ interruptible: false }), greetFlow, peopleFlow]));
    expect(texts((await chat.say('I want to talk to a human please', 'handover')).messages)).toEqual([RETRY]);
    const failed = await chat.say('good morning', 'greeting');
    expect(texts(failed.messages)).toEqual(['Let me find someone.']);
    expect(failed.handover).toEqual({});
    const again = await inOrderQuestion(bundle([orderFlow({ interruptible: false }), greetFlow, peopleFlow]));
    expect(texts((await again.say('how long does shipping take')).messages)).toEqual([RETRY]);
    const tapped = await again.say('Talk to a person', 'handover', 1, 'handover');
    expect(tapped.handover).toEqual({});
    expect(again.state).toBeNull();
  });

  it('a free-text question takes a confident intent as its answer, but a person request still interrupts it', async () => {
    const chat = chatWith(bundle());
    expect(texts((await chat.say('I want to complain', 'complaint')).messages)).toEqual(['Tell us what happened.']);
    expect(texts((await chat.say('my order never came', 'order_status')).messages)).toEqual(['Noted: my order never came']);
    await chat.say('I want to complain', 'complaint');
    const turn = await chat.say('can I speak with someone');
    expect(turn.handover).toEqual({});
  });
});

describe('a person request without a waiting question', () => {
  it('typed words the classifier missed hand over instead of the fallback', async () => {
    const chat = chatWith(bundle());
    const turn = await chat.say('I want to talk to a human please');
    expect(texts(turn.messages)).toEqual(['Connecting you to a person.']);
    expect(turn.handover).toEqual({});
  });
});
