import { describe, expect, it } from 'vitest';
import { intentConfusions, MAX_CONFUSIONS } from './confusions';

const outcome = (intent: string, predicted: string | undefined, text = `${intent} as ${predicted}`) => ({ text, intent, predicted });

describe('intentConfusions', () => {
  it('lists the pairs mixed up on the held-out split, most first, with examples and overlaps flagged', () => {
    const confusions = intentConfusions([
      ...Array.from({ length: 6 }, (_, i) => outcome('card_arrival', i < 3 ? 'card_delivery' : 'card_arrival', `card ${i}`)),
      outcome('card_delivery', 'card_arrival'), outcome('card_delivery', 'card_delivery'),
      ...Array.from({ length: 9 }, (_, i) => outcome('refund', i === 0 ? 'greeting' : 'refund')),
      outcome('greeting', undefined),
    ]);
    expect(confusions).toEqual([
      { intent: 'card_arrival', predictedAs: 'card_delivery', count: 3, share: 0.5, examples: ['card 0', 'card 1', 'card 2'], overlap: true },
      { intent: 'card_delivery', predictedAs: 'card_arrival', count: 1, share: 0.5, examples: ['card_delivery as card_arrival'], overlap: true },
      { intent: 'refund', predictedAs: 'greeting', count: 1, share: 0.1111, examples: ['refund as greeting'], overlap: false },
    ]);
  });

  it('flags no overlap on one sentence alone, nor with None (the fallback)', () => {
    const confusions = intentConfusions([
      outcome('goodbye', 'greeting'), outcome('goodbye', 'goodbye'), outcome('goodbye', 'goodbye'),
      ...Array.from({ length: 3 }, (_, i) => outcome('order_status', i < 2 ? 'None' : 'order_status')),
    ]);
    expect(confusions.map(({ intent, predictedAs, count, overlap }) => [intent, predictedAs, count, overlap])).toEqual([
      ['order_status', 'None', 2, false],
      ['goodbye', 'greeting', 1, false],
    ]);
  });

  it('keeps the most confused pairs only', () => {
    const many = Array.from({ length: 30 }, (_, i) => outcome(`intent_${i}`, 'other'));
    expect(intentConfusions(many)).toHaveLength(MAX_CONFUSIONS);
  });
});
