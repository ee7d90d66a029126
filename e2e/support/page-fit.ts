// What a laptop-wide window (1280 px, the side menu open) must show on every menu page: checked on the
// accessibility sweep's walk, which visits them all anyway (one walk instead of two keeps CI's time).
import type { Page } from 'playwright-core';
import { BUILT_MENU_ROUTES } from './pages';

const TITLES = new Map(BUILT_MENU_ROUTES.map((route) => [route.path, route.title]));

/** Tables that push columns out of view, a heading that is not visible, a tab not named after the route (spec §2, issue 21 point 7). */
export async function laptopFitProblems(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  // The demo's "Order status" workflow has a long description: the workflows table once scrolled its actions away.
  const overflows = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body'))
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
