import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@switchboard/contracts/common/constants';
import { SCROLLING_CLASS, useScrollbarReveal } from '@/hooks/use-scrollbar-reveal';
import { domRootPerTest } from '@/test-support/dom-root';

function Scroller() {
  const reveal = useScrollbarReveal();
  return <div data-testid="area" className="sb-auto-scrollbar" onScroll={reveal} style={{ overflowY: 'auto' }} />;
}

const dom = domRootPerTest();
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useScrollbarReveal', () => {
  it('shows the bar while scrolling and for 800 ms after the last scroll (§9)', () => {
    act(() => dom.root.render(<Scroller />));
    const area = dom.container.querySelector<HTMLElement>('[data-testid="area"]')!;
    expect(area.classList.contains(SCROLLING_CLASS)).toBe(false);
    act(() => { area.dispatchEvent(new Event('scroll')); });
    expect(area.classList.contains(SCROLLING_CLASS)).toBe(true);
    act(() => vi.advanceTimersByTime(TIMING.scrollbarVisibleMs - 100));
    // Scrolling again restarts the 800 ms.
    act(() => { area.dispatchEvent(new Event('scroll')); });
    act(() => vi.advanceTimersByTime(TIMING.scrollbarVisibleMs - 1));
    expect(area.classList.contains(SCROLLING_CLASS)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(area.classList.contains(SCROLLING_CLASS)).toBe(false);
  });
});
