// A failed journey leaves pictures of its pages (E2E_SCREENSHOTS, else the system's temporary folder) and says where:
// a failure seen once in many runs is then readable without running it again.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { onTestFailed } from 'vitest';

const folder = () => process.env.E2E_SCREENSHOTS ?? join(tmpdir(), 'switchboard-e2e-failures');

/** Call inside a test: when it fails, each page `pages()` lists then is photographed (whole) with its address. */
export function screenshotsOnFailure(name: string, pages: () => Array<Page | undefined>): void {
  onTestFailed(async () => {
    const dir = folder();
    mkdirSync(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    for (const [index, page] of pages().entries()) {
      if (!page || page.isClosed()) continue;
      const path = join(dir, `${name}-${stamp}-${index + 1}.png`);
      await page.screenshot({ path, fullPage: true }).then(
        () => console.warn(`Failure screenshot of ${page.url()}: ${path}`),
        (error: unknown) => console.warn(`No failure screenshot of ${page.url()}: ${String(error)}`),
      );
    }
  });
}
