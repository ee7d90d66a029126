import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInAt } from './support/browser';
import { resolveOpenChat } from './support/chats';
import { customerAskingForAgent } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

// The checks of every menu page, laptop-wide (tables, heading, tab title) and phone-wide (nothing stretches the page, wide
// tables scroll inside their card with a hint), run on accessibility.e2e.ts' walks: one walk per theme instead of three.

describe('the side menu on a wide window', () => {
  it('stays in view while a long page scrolls, and a long open menu scrolls on its own instead of stretching the page', async () => {
    const page = await signedInAt(browser, 'admin@demo.brand', '/settings/profile', { viewport: { width: 1280, height: 600 } });
    const dashboard = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' });
    await page.getByRole('button', { name: 'Change password' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const box = await dashboard.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 600).toBe(true);

    // Bot Builder's open group makes the menu taller than the window: it is the window's height and scrolls itself.
    await page.goto('/botbuilder/workflows');
    await page.getByRole('heading', { name: 'Workflows', level: 1 }).waitFor();
    const sider = await page.evaluate(() => {
      const element = document.getElementById('main-menu')!;
      return { height: Math.round(element.getBoundingClientRect().height), scrolls: element.scrollHeight > element.clientHeight };
    });
    expect(sider).toEqual({ height: 600, scrolls: true });
    await page.context().close();
  });
});

describe('the workflow editor (issue 21, point 8)', () => {
  const openGreeting = async (width: number, height: number) => {
    const page = await signedInAt(browser, 'admin@demo.brand', '/botbuilder/workflows', { viewport: { width, height } });
    await page.getByRole('link', { name: 'Greeting' }).first().click();
    await page.locator('.react-flow__node').first().waitFor();
    await page.waitForTimeout(500); // the fit's first frame
    return page;
  };

  it('is usable on a phone: readable node text after the fit, and the node panel opens over the canvas', async () => {
    const page = await openGreeting(390, 844);
    const textPx = await page.evaluate(() => {
      const viewport = document.querySelector<HTMLElement>('.react-flow__viewport')!;
      const node = document.querySelector<HTMLElement>('.react-flow__node > div')!;
      return parseFloat(getComputedStyle(node).fontSize) * new DOMMatrix(getComputedStyle(viewport).transform).a;
    });
    expect(textPx).toBeGreaterThanOrEqual(10);

    await page.locator('.react-flow__node', { hasText: 'greet' }).click();
    const panel = page.getByRole('dialog', { name: 'Node' });
    await panel.waitFor();
    // The drawer slides in: its button is measured once the slide has ended.
    const inView = async () => {
      const remove = await panel.getByRole('button', { name: 'Delete node' }).boundingBox();
      return Boolean(remove && remove.y >= 0 && remove.y + remove.height <= 844 && remove.x >= 0 && remove.x + remove.width <= 390);
    };
    await expect.poll(inView, { timeout: 5_000 }).toBe(true);
    await page.context().close();
  });

  it('keeps the minimap off the nodes on a wide window', async () => {
    const page = await openGreeting(1440, 900);
    const overlaps = await page.evaluate(() => {
      const map = document.querySelector('.react-flow__minimap')!.getBoundingClientRect();
      return Array.from(document.querySelectorAll('.react-flow__node')).map((node) => node.getBoundingClientRect())
        .filter((box) => box.left < map.right && box.right > map.left && box.top < map.bottom && box.bottom > map.top).length;
    });
    expect(overlaps).toBe(0);
    await page.context().close();
  });
});

describe('/chats on a phone (issue 21, point 8)', () => {
  it('keeps the chat actions in one row and the conversation at its newest message through a resize', async () => {
    const agent = await signedInAt(browser, 'agent@demo.brand', '/chats', { viewport: { width: 390, height: 844 } });
    await agent.getByRole('tablist', { name: 'Chat lists' }).waitFor();
    const { name } = await customerAskingForAgent(browser);
    await agent.getByRole('tab', { name: /^Pending ?, \d+ chats?$/ }).click();
    await agent.getByRole('option', { name }).click();
    const actions = agent.getByRole('toolbar', { name: 'Chat actions' });
    await actions.getByRole('button', { name: 'Accept' }).click();
    await actions.getByRole('button', { name: 'Resolve' }).waitFor();

    const rows = await actions.evaluate((toolbar) => new Set(Array.from(toolbar.querySelectorAll('button')).map((b) => Math.round(b.getBoundingClientRect().top))).size);
    expect(rows).toBe(1);
    await actions.getByRole('button', { name: 'More actions' }).click();
    await agent.getByRole('menuitem').first().waitFor();
    await agent.keyboard.press('Escape');

    // Enough lines to scroll, then a shorter window: the newest line stays in view.
    const box = agent.getByRole('textbox', { name: 'Message to the customer' });
    for (let line = 1; line <= 14; line += 1) {
      await box.fill(`Line ${line} of a long answer`);
      await agent.keyboard.press('Enter');
    }
    const log = agent.getByRole('log', { name: 'Conversation' });
    // Sent, then delivered: for a moment the outbox's copy and the delivered one may both show; then one stays.
    await log.getByText('Line 14 of a long answer').last().waitFor();
    await expect.poll(() => log.getByText('Line 14 of a long answer').count(), { timeout: 10_000 }).toBe(1);
    await agent.setViewportSize({ width: 390, height: 560 });
    // The reflow settles over a few frames (and a late delivery receipt may still redraw a bubble): polled, not slept.
    const gap = () => log.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);
    await expect.poll(gap, { timeout: 3_000 }).toBeLessThan(4);

    await resolveOpenChat(agent);
    await agent.context().close();
  });
});
