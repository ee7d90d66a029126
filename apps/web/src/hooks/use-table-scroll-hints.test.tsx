import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { SCROLLING_TABLE_LABEL, scrollingTableLabel, useTableScrollHints } from '@/hooks/use-table-scroll-hints';
import { domRootPerTest } from '@/test-support/dom-root';

function Page() {
  useTableScrollHints('main');
  return (
    <div id="main">
      <div className="ant-table"><div className="ant-table-content" data-testid="content" /></div>
      <div data-table-name="Recipients"><div className="ant-table"><div className="ant-table-content" data-testid="named" /></div></div>
      <div className="sb-table"><div className="sb-table__scroll" data-testid="light" /></div>
    </div>
  );
}

const dom = domRootPerTest();
const nextFrame = () => act(() => new Promise<void>((resolve) => { requestAnimationFrame(() => resolve()); }));

/** jsdom lays nothing out: the widths a browser would measure. */
function widths(element: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
}

describe('useTableScrollHints', () => {
  it('makes a table that scrolls sideways a focusable named region with its hint, and takes both away once it fits', async () => {
    act(() => dom.root.render(<Page />));
    const content = dom.container.querySelector<HTMLElement>('[data-testid="content"]')!;
    widths(content, 900, 390);
    act(() => { window.dispatchEvent(new Event('resize')); });
    await nextFrame();
    expect(content.tabIndex).toBe(0);
    expect(content.getAttribute('role')).toBe('region');
    expect(content.getAttribute('aria-label')).toBe(SCROLLING_TABLE_LABEL);
    expect(content.parentElement!.classList.contains('sb-table-more-end')).toBe(true);

    widths(content, 390, 390);
    act(() => { window.dispatchEvent(new Event('resize')); });
    await nextFrame();
    expect(content.hasAttribute('tabindex')).toBe(false);
    expect(content.hasAttribute('role')).toBe(false);
    expect(content.parentElement!.classList.contains('sb-table-more-end')).toBe(false);
  });

  it('names the region after its table when a wrapper names it, so two on one screen differ', async () => {
    act(() => dom.root.render(<Page />));
    const contents = ['content', 'named'].map((id) => dom.container.querySelector<HTMLElement>(`[data-testid="${id}"]`)!);
    for (const content of contents) widths(content, 900, 390);
    act(() => { window.dispatchEvent(new Event('resize')); });
    await nextFrame();
    expect(contents.map((content) => content.getAttribute('aria-label'))).toEqual([SCROLLING_TABLE_LABEL, scrollingTableLabel('Recipients')]);
    expect(scrollingTableLabel('Recipients')).toBe('Recipients table, scrolls sideways');
  });

  it('marks the light table of the console’s lists too (components/light-table.tsx)', async () => {
    act(() => dom.root.render(<Page />));
    const scroll = dom.container.querySelector<HTMLElement>('[data-testid="light"]')!;
    widths(scroll, 900, 390);
    act(() => { window.dispatchEvent(new Event('resize')); });
    await nextFrame();
    expect(scroll.getAttribute('role')).toBe('region');
    expect(scroll.parentElement!.classList.contains('sb-table-more-end')).toBe(true);
  });
});
