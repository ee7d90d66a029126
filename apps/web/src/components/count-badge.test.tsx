import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { CountBadge } from '@/components/count-badge';
import { domRootPerTest } from '@/test-support/dom-root';

const dom = domRootPerTest();
const badge = () => dom.container.querySelector('sup');

describe('CountBadge', () => {
  it('shows the count, hidden at zero unless asked, and caps it at 99+', () => {
    act(() => dom.root.render(<CountBadge count={3} title="3 unread" />));
    expect(badge()?.textContent).toBe('3');
    expect(badge()?.title).toBe('3 unread');
    // The caller says what the count means in its own words; the pill itself is not read twice.
    expect(badge()?.getAttribute('aria-hidden')).toBe('true');
    act(() => dom.root.render(<CountBadge count={0} />));
    expect(badge()).toBeNull();
    act(() => dom.root.render(<CountBadge count={0} showZero />));
    expect(badge()?.textContent).toBe('0');
    act(() => dom.root.render(<CountBadge count={120} />));
    expect(badge()?.textContent).toBe('99+');
  });
});
