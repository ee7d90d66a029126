import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { MisplacedSentences } from './misplaced-sentences';
import { domRootPerTest } from '@/test-support/dom-root';

const dom = domRootPerTest();

describe('MisplacedSentences', () => {
  it('lists each sentence with its intent and the intent it is closer to', async () => {
    await act(async () => dom.root.render(<MisplacedSentences misplaced={[
      { text: 'where is my order', intent: 'thanks', closerTo: 'order_status', margin: 0.4 },
    ]} />));
    const rows = dom.container.querySelectorAll('[data-testid="misplaced-sentence"]');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toBe('“where is my order” in thanks is closer to order_status');
  });

  it('shows nothing when no sentence is misplaced or the evaluation predates the check', async () => {
    await act(async () => dom.root.render(<MisplacedSentences misplaced={[]} />));
    expect(dom.container.textContent).toBe('');
    await act(async () => dom.root.render(<MisplacedSentences misplaced={undefined} />));
    expect(dom.container.textContent).toBe('');
  });
});
