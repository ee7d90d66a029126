import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfusedIntents } from './confused-intents';
import { domRootPerTest } from '@/test-support/dom-root';

const dom = domRootPerTest();

describe('ConfusedIntents', () => {
  it('lists the confused pairs with examples and warns about overlapping intents', async () => {
    await act(async () => dom.root.render(<ConfusedIntents confusions={[
      { intent: 'card_arrival', predictedAs: 'card_delivery', count: 3, share: 0.5, examples: ['where is my card', 'card not here'], overlap: true },
      { intent: 'refund', predictedAs: 'greeting', count: 1, share: 0.1, examples: ['hi, refund me'], overlap: false },
    ]} />));
    const pairs = dom.container.querySelectorAll('[data-testid="confused-pair"]');
    expect(pairs).toHaveLength(2);
    expect(pairs[0]?.textContent).toContain('card_arrival taken for card_delivery3 held-out sentences (50%)overlap');
    expect(pairs[0]?.textContent).toContain('e.g. “where is my card”, “card not here”');
    expect(pairs[1]?.textContent).toContain('1 held-out sentence (10%)');
    expect(pairs[1]?.textContent).not.toContain('overlap');
    expect(dom.container.textContent).toContain('One pair of intents overlaps');
  });

  it('says when nothing was confused, and nothing for evaluations made before confusions were kept', async () => {
    await act(async () => dom.root.render(<ConfusedIntents confusions={[]} />));
    expect(dom.container.textContent).toContain('No held-out sentence was taken for another intent.');
    expect(dom.container.textContent).not.toContain('overlap');
    await act(async () => dom.root.render(<ConfusedIntents confusions={undefined} />));
    expect(dom.container.textContent).toBe('');
  });
});
