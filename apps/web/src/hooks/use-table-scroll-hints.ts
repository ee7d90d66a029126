/**
 * Issue 21, point 8: a table wider than its place says it scrolls. Every table in `rootId` (antd's, and the light one
 * of components/light-table.tsx) gets
 * sb-table-more-end / sb-table-more-start while columns are hidden past that edge (styles.css draws a shadow there).
 * antd marks this only for tables given scroll.x, and some lists overflow without it on a phone.
 * While it scrolls, the scrolling box is also a focusable, named region, so the keyboard can scroll it (WCAG 2.1.1;
 * axe's scrollable-region-focusable): arrow keys move it once it has focus. A table that fits is no extra tab stop.
 */
import { useEffect } from 'react';

const EDGE_PX = 2;
export const SCROLLING_TABLE_LABEL = 'Table, scrolls sideways';
/** A wrapper's `data-table-name` names its table's region (several on one screen must differ: axe's landmark-unique). */
export const scrollingTableLabel = (name: string | null | undefined) => (name ? `${name} table, scrolls sideways` : SCROLLING_TABLE_LABEL);

function setKeyboardScroll(content: HTMLElement, scrolls: boolean): void {
  if (scrolls === content.hasAttribute('data-sb-scrolls')) return;
  if (scrolls) {
    content.setAttribute('data-sb-scrolls', '');
    content.tabIndex = 0;
    content.setAttribute('role', 'region');
    content.setAttribute('aria-label', scrollingTableLabel(content.closest('[data-table-name]')?.getAttribute('data-table-name')));
  } else {
    for (const name of ['data-sb-scrolls', 'tabindex', 'role', 'aria-label']) content.removeAttribute(name);
  }
}

function mark(root: HTMLElement): void {
  for (const content of Array.from(root.querySelectorAll<HTMLElement>('.ant-table-content, .sb-table__scroll'))) {
    const table = content.closest('.ant-table, .sb-table');
    if (!table) continue;
    setKeyboardScroll(content, content.scrollWidth - content.clientWidth > EDGE_PX);
    table.classList.toggle('sb-table-more-end', content.scrollWidth - content.clientWidth - content.scrollLeft > EDGE_PX);
    table.classList.toggle('sb-table-more-start', content.scrollLeft > EDGE_PX);
  }
}

export function useTableScrollHints(rootId: string): void {
  useEffect(() => {
    const root = document.getElementById(rootId);
    if (!root) return;
    let frame = 0;
    // One pass a frame however many rows, ticks or scroll events arrive.
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        mark(root);
      });
    };
    const observer = new MutationObserver(schedule);
    observer.observe(root, { childList: true, subtree: true });
    root.addEventListener('scroll', schedule, true);
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      observer.disconnect();
      root.removeEventListener('scroll', schedule, true);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [rootId]);
}
