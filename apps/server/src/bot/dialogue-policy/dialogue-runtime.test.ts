/**
 * The published bot with a dialogue domain: its policy decides the turn when it is confident (memory or the
 * classifier), performing actions one at a time (a brand function's result becomes a slot the next choice sees,
 * {{slots}} fill messages, a handover ends the dialogue); when it is not, the rules answer as before; and the turn's
 * NLP snapshot says which decided and why.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ActionConfig } from '@switchboard/contracts/dms/dms.schemas';
import type { BotSessionView, NlpSnapshot } from '@/bot/bot';
import type { BotBundle } from '@/bot/bot-bundle';
import { PublishedBot } from '@/bot/published-bot';
import type { BundleDialogueDomain } from './dialogue-runtime';
import { trainPolicy } from './policy';
import { ORDER_DOMAIN, TRAINING_STORIES } from './policy.test-kit';

const CONFIGS: Record<string, ActionConfig> = {
  utter_greet: { kind: 'respond', variations: [{ text: 'Hello!' }] },
  ask_order_number: { kind: 'askSlot', slot: 'order_number', variations: [{ text: 'Which order?' }], validation: { entity: 'order_number' }, retries: 1 },
  check_order: { kind: 'callFunction', functionId: 'fn-orders', resultSlots: [{ path: 'state', slot: 'order_state' }] },
  utter_order_status: { kind: 'respond', variations: [{ text: 'Order {{order_number}} has shipped.' }] },
  utter_delay: { kind: 'respond', variations: [{ text: 'Order {{order_number}} is delayed, sorry.' }] },
  utter_goodbye: { kind: 'respond', variations: [{ text: 'Bye!' }] },
  utter_welcome: { kind: 'respond', variations: [{ text: 'Welcome!' }] },
  handover: { kind: 'handover', groupId: null },
};

function bundleWith(threshold: number): BotBundle {
  const { policy } = trainPolicy(ORDER_DOMAIN, TRAINING_STORIES, { threshold });
  const domain: BundleDialogueDomain = {
    domainId: 'd1', name: 'Orders', intents: ['greet', 'order_status', 'inform', 'thanks', 'goodbye', 'human'], policy,
    actions: ORDER_DOMAIN.actions.filter((action) => CONFIGS[action.id]).map((action) => ({ id: action.id, name: action.name, config: CONFIGS[action.id]! })),
  };
  return {
    language: 'en', entities: [], model: { version: 999, language: 'en', intents: [] },
    intents: [{ name: 'thanks', reply: 'Glad to help (rules).', handover: false, quickReplies: [], blocked: [] }],
    functions: [{ brandFunctionId: 'fn-orders', name: 'Orders API' }],
    dialogues: [domain],
  } as unknown as BotBundle;
}

const nlpOf = (intent: string, order?: string): NlpSnapshot => ({
  intent, confidence: 0.9, text: intent, entities: order ? [{ entity: 'order_number', value: order, text: order, start: 0, end: order.length }] : [],
});

describe('the published bot with a dialogue policy', () => {
  it('lets the confident policy lead, a brand function result deciding what follows, until a handover', async () => {
    const call = vi.fn(async () => ({ ok: true, variables: { state: 'delayed' } }));
    const bot = new PublishedBot({ callBrandFunction: call, random: () => 0 });
    bot.use({ modelId: 'm', version: 3, threshold: 0.5, bundle: bundleWith(0.5), fallback: { behaviour: 'message', message: 'Fallback' } });
    let state: unknown = null;
    const say = async (nlp: NlpSnapshot) => {
      const session: BotSessionView = { sessionId: 's', psid: 'p', customerName: 'Visitor', prevNlp: null, state };
      const turn = await bot.reply(session, { text: nlp.text }, nlp);
      if (turn.state !== undefined) state = turn.state;
      return turn;
    };

    const greeted = await say(nlpOf('greet'));
    expect(greeted.messages.map((m) => m.content.text)).toEqual(['Hello!']);
    expect(greeted.nlp.dialogue).toMatchObject({ domain: 'Orders', decided: true, actions: ['utter_greet'], source: 'memo', reason: 'a story has this history' });

    const asked = await say(nlpOf('order_status'));
    expect(asked.messages.map((m) => m.content.text)).toEqual(['Which order?']);
    // An answer without an order number does not fit the question: asked again (one retry), whatever its intent.
    const unclear = await say(nlpOf('None'));
    expect(unclear.messages.map((m) => m.content.text)).toEqual(['Which order?']);
    expect(unclear.nlp.dialogue).toMatchObject({ decided: true, reason: 'the answer did not fit the question: asked again' });

    const answered = await say(nlpOf('inform', 'ORD-4321'));
    expect(call).toHaveBeenCalledTimes(1);
    expect(answered.messages.map((m) => m.content.text)).toEqual(['Order ORD-4321 is delayed, sorry.']);
    expect(answered.handover).toEqual({});
    expect(answered.nlp.dialogue).toMatchObject({ decided: true, actions: ['check_order', 'utter_delay', 'handover'] });
    // The handover ended the dialogue: nothing of it is kept.
    expect(state).toBeNull();
  });

  it('leaves the turn to the rules when the policy is not confident, and says why', async () => {
    const bot = new PublishedBot({ random: () => 0 });
    bot.use({ modelId: 'm', version: 3, threshold: 0.5, bundle: bundleWith(0.999), fallback: { behaviour: 'message', message: 'Fallback' } });
    const session: BotSessionView = { sessionId: 's', psid: 'p', customerName: 'Visitor', prevNlp: null, state: null };
    // No story starts with thanks: memory has nothing, and the classifier is below 0.999.
    const turn = await bot.reply(session, { text: 'thanks' }, nlpOf('thanks'));
    expect(turn.messages.map((m) => m.content.text)).toEqual(['Glad to help (rules).']);
    expect(turn.nlp.dialogue).toMatchObject({ domain: 'Orders', decided: false, actions: [], source: 'fallback' });
    expect(turn.nlp.dialogue?.reason).toMatch(/below the domain's threshold/);
    // Out of retries, the rules take the message.
    const asking = { dialogue: { domainId: 'd1', events: [{ kind: 'action', actionId: 'ask_order_number', slots: [] }], slots: {}, asking: { actionId: 'ask_order_number', retriesLeft: 0 } } };
    const gaveUp = await bot.reply({ ...session, state: asking }, { text: 'no idea' }, nlpOf('thanks'));
    expect(gaveUp.nlp.dialogue).toMatchObject({ decided: false, reason: 'the answer did not fit "ask_order_number" after its retries' });
    expect(gaveUp.messages.map((m) => m.content.text)).toEqual(['Glad to help (rules).']);
    // An intent no domain uses: the snapshot says nothing of dialogues.
    const other = await bot.reply(session, { text: 'weather' }, nlpOf('weather'));
    expect(other.nlp.dialogue).toBeUndefined();
    expect(other.messages.map((m) => m.content.text)).toEqual(['Fallback']);
  });
});
