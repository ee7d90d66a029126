// What a laptop-wide window (1280 px, the side menu open) and a phone-wide one (390 px) must show on every menu page:
// checked on the accessibility sweep's walks (light: laptop, dark: phone), which visit them all anyway (CI's time).
import type { Page } from 'playwright-core';
import { BUILT_MENU_ROUTES } from './pages';

const TITLES = new Map(BUILT_MENU_ROUTES.map((route) => [route.path, route.title]));

/** Tables that push columns out of view, a heading that is not visible, a tab not named after the route (spec §2, issue 21 point 7). */
export async function laptopFitProblems(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  // The demo's "Order status" workflow has a long description: the workflows table once scrolled its actions away.
  const overflows = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body, .sb-table__scroll'))
    .map((element) => element.scrollWidth - element.clientWidth).filter((overflow) => overflow > 2));
  // Long texts are cut by their ellipsis instead of pushing columns out of view.
  if (overflows.length > 0) found.push(`tables overflow by ${overflows.join(', ')} px`);
  // Visible: the visually hidden headings of Dashboard, Chats and Agent Monitoring were 1 px boxes.
  const box = await page.getByRole('heading', { level: 1 }).first().boundingBox();
  if (!box || box.height < 16 || box.width < 40) found.push(`heading not visible (${JSON.stringify(box)})`);
  const tab = await page.title();
  if (tab !== TITLES.get(path)) found.push(`tab title "${tab}"`);
  return found;
}

/** What does not fit a phone-wide window: the page scrolling sideways, or content cut off without a scroll bar. */
export async function phoneFitProblems(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300); // the scroll hints are marked on the next frame after the rows arrive
  return page.evaluate(() => {
    const found: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width + 1) found.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('.ant-card-body, .sb-panel__body, .ant-table-content, .sb-table__scroll, .ant-list-item'))) {
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
      if (!scrolls && element.scrollWidth > element.clientWidth + 2) found.push(`${element.className.split(' ')[0]} cut off: ${(element.textContent ?? '').slice(0, 30)}`);
    }
    // A table that scrolls sideways shows it (issue 21, point 8): a shadow at the edge with more columns.
    // antd's tables draw the hint on their container, the light table (components/light-table.tsx) on itself.
    for (const content of Array.from(document.querySelectorAll<HTMLElement>('.ant-table-content, .sb-table__scroll'))) {
      if (content.scrollWidth <= content.clientWidth + 2 || content.scrollLeft > 0) continue;
      const table = content.closest('.ant-table, .sb-table');
      const container = content.closest('.ant-table-container, .sb-table');
      const hint = container ? getComputedStyle(container, '::after') : null;
      const shows = !!table?.classList.contains('sb-table-more-end') && hint?.opacity === '1' && (hint?.backgroundImage ?? '').includes('gradient');
      if (!shows) found.push(`a table scrolls with no hint: ${(content.textContent ?? '').slice(0, 30)}`);
    }
    return found;
  });
}
