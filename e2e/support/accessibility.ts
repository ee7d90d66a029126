// axe (WCAG 2 A/AA) on a settled page: the journeys' one accessibility check.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Toasts and notices: they float over any page and come and go on their own clock. */
const FEEDBACK = '.ant-message, .sb-notices';

/**
 * Violations as "rule: targets" lines. Toasts and notices are left out unless `withFeedback`
 * (accessibility.e2e checks them once, settled): waiting for every toast to leave cost a journey
 * 8 s a page (the shell's notice about denied browser notifications never leaves), and a toast
 * fading out mid-check fails contrast. `within` checks one region (a selector) instead of the whole page.
 */
export async function violations(page: Page, { withFeedback = false, within }: { withFeedback?: boolean; within?: string } = {}): Promise<string[]> {
  // Loading overlays and antd's fade-ins are half-transparent for a moment: check the settled page.
  await page.locator('.ant-spin-spinning, .sb-table--loading').first().waitFor({ state: 'detached' }).catch(() => undefined);
  await page.waitForTimeout(500);
  await page.waitForFunction(() => document.getAnimations().every((animation) =>
    animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 3_000 }).catch(() => undefined);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (within) builder.include(within);
  const result = await (withFeedback ? builder : builder.exclude(FEEDBACK)).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
