// axe (WCAG 2 A/AA) on a settled page: the journeys' one accessibility check.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** Toasts and notices: they float over any page and come and go on their own clock. */
const FEEDBACK = ['.ant-message', '.sb-notices'];

type AxeWindow = Window & { axe?: typeof axe };

/**
 * Violations as "rule: targets" lines. Toasts and notices are left out unless `withFeedback`
 * (accessibility.e2e checks them once, settled): waiting for every toast to leave cost a journey
 * 8 s a page (the shell's notice about denied browser notifications never leaves), and a toast
 * fading out mid-check fails contrast. `within` checks one region (a selector) instead of the whole page.
 *
 * axe-core runs in the page itself, loaded once per document: @axe-core/playwright's builder loaded it again for each
 * check and finished each run in a new blank page, ~1 s a check where axe's own run takes 0.1–0.2 s (measured on 25
 * menu pages: 40 s against 5 s). The console has no frames for the builder's frame walk to reach.
 */
export async function violations(page: Page, { withFeedback = false, within }: { withFeedback?: boolean; within?: string } = {}): Promise<string[]> {
  // Loading overlays and antd's fade-ins are half-transparent for a moment: check the settled page. A motion starts
  // within a frame or two of what set it off (rc-motion waits for the next frame), then counts as running below.
  await page.locator('.ant-spin-spinning, .sb-table--loading').first().waitFor({ state: 'detached' }).catch(() => undefined);
  await page.waitForTimeout(200);
  await page.waitForFunction(() => document.getAnimations().every((animation) =>
    animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 3_000 }).catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const region: { include?: string[]; exclude: string[] } = { ...(within ? { include: [within] } : {}), exclude: withFeedback ? [] : FEEDBACK };
  // Only the violations are read: axe then keeps one node of each passed or inapplicable rule instead of all of them
  // (axe's own advice for speed; the walks of accessibility.e2e check 140 pages).
  return page.evaluate(async (context) => {
    const found = await (window as AxeWindow).axe!.run(context as axe.ElementContext, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] });
    return found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, region);
}
