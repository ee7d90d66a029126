/**
 * Issue 21, point 8: a table wider than its place says it scrolls. Every antd table in `rootId` gets
 * sb-table-more-end / sb-table-more-start while columns are hidden past that edge (styles.css draws a shadow there).
 * antd marks this only for tables given scroll.x, and some lists overflow without it on a phone.
 */
import { useEffect } from 'react';

const EDGE_PX = 2;

function mark(root: HTMLElement): void {
  for (const content of Array.from(root.querySelectorAll<HTMLElement>('.ant-table-content'))) {
    const table = content.closest('.ant-table');
    if (!table) continue;
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
