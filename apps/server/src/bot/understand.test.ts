/** A trained bundle through understandWith: postbacks, the threshold, blocked sentences, entities. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BotBundle } from './bot-bundle';
import { trainBot } from './training/train-bot';
import { NO_INTENT, understandWith } from './understand';

let bundle: BotBundle;
beforeAll(async () => {
  ({ bundle } = await trainBot({
    language: 'en', threshold: 0.5,
    entities: [{ type: 'regex', name: 'order_number', pattern: 'ORD-?\\d{4,8}' }],
    intents: [
      { name: 'greeting', reply: 'Hi!', handover: false, quickReplies: [], blocked: [], utterances: ['hello', 'hi', 'hey there', 'good morning', 'hello there'] },
      { name: 'order_status', reply: 'Track it.', handover: false, quickReplies: [], blocked: ['order a pizza'],
        utterances: ['where is my order', 'track my order', 'order status', 'has my order shipped', 'when will my order arrive'] },
      { name: 'thanks', reply: 'Welcome!', handover: false, quickReplies: [], blocked: [], utterances: ['thanks', 'thank you', 'thanks a lot', 'cheers', 'many thanks'] },
    ],
  }, () => undefined, () => undefined));
});

describe('understandWith', () => {
  it('classifies, extracts entities and ranks best first', () => {
    const result = understandWith(bundle, 'track my order ORD-12345', 0.5);
    expect(result.intent).toBe('order_status');
    expect(result.confidence).toBeGreaterThanOrEqual(0.5);
    expect(result.ranking[0]?.intent).toBe('order_status');
    expect(result.entities).toEqual([expect.objectContaining({ entity: 'order_number', value: 'ORD-12345' })]);
  });

  it('answers None below the threshold (the same message at a threshold above its score)', () => {
    const { confidence } = understandWith(bundle, 'where is my order', 0.5);
    expect(understandWith(bundle, 'where is my order', Math.min(confidence + 0.01, 1.01)).intent).toBe(NO_INTENT);
  });

  it('a tapped postback naming an intent wins with confidence 1; a blocked sentence never triggers its intent', () => {
    expect(understandWith(bundle, 'whatever', 0.5, 'THANKS')).toMatchObject({ intent: 'thanks', confidence: 1 });
    const blocked = understandWith(bundle, '  Order a   PIZZA ', 0.5);
    expect(blocked.intent).not.toBe('order_status');
    expect(blocked.ranking.map((entry) => entry.intent)).not.toContain('order_status');
  });
});
