import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Opens the antd select labelled `label`, optionally types to search, and clicks the option showing `option`. A
 * single select's list must then close; the click is made again when it did not (on a busy machine a click was once
 * lost and the list stayed open over the next select, its options taking the next click for 30 s). A multiple select
 * (`multiple`) stays open for more choices. The option is clicked, never picked with Enter: on a slow machine Enter
 * came before the search had filtered the list, and nothing was chosen.
 */
export async function choose(page: Page, label: string, option: string, { search, multiple = false }: { search?: string; multiple?: boolean } = {}): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  for (let attempt = 1; ; attempt++) {
    if ((await open.count()) === 0) {
      await select.click();
      if (search) await select.fill(search);
    }
    await open.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
    if (multiple) return;
    try {
      await expect.poll(() => open.count(), { timeout: 5_000 }).toBe(0);
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}
