// axe (WCAG 2 A/AA) on a settled page: the journeys' one accessibility check.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Violations as "rule: targets" lines. `exclude`: a selector left out (e.g. a notice floating over any page). */
export async function violations(page: Page, { exclude }: { exclude?: string } = {}): Promise<string[]> {
  // Loading overlays and antd's fade-ins are half-transparent for a moment: check the settled page.
  await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' }).catch(() => undefined);
  await page.waitForTimeout(500);
  // A toast from an earlier step may start fading out while axe reads the colours (a half-transparent title
  // fails contrast): wait until the toasts have gone, then until no finite animation is running.
  await page.locator('.ant-notification-notice, .ant-message-notice').first().waitFor({ state: 'detached', timeout: 8_000 }).catch(() => undefined);
  await page.waitForFunction(() => document.getAnimations().every((animation) =>
    animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 3_000 }).catch(() => undefined);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const result = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
