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

describe('chat offers on any console page (issue 21, point 5)', () => {
  it('an agent on the dashboard sees the offer and the title count, and accepts it with the A key', async () => {
    // Online and joined on /chats first (otherwise the bot offers a ticket), then away on another page.
    const agent = await signedInAt(browser, 'agent@demo.brand', '/chats');
    await agent.getByRole('tablist', { name: 'Chat lists' }).waitFor();
    await agent.getByRole('link', { name: 'Dashboard' }).first().click();
    await agent.waitForURL((url) => url.pathname === '/');

    const customer = await customerAskingForAgent(browser);
    const notice = agent.getByRole('region', { name: /chats? offered$/ });
    const card = notice.getByRole('group', { name: `Chat offered: ${customer.name}` });
    await card.waitFor();
    expect(await agent.title()).toMatch(/^\(\d+\) /);
    // The keys answer the first (longest-waiting) offer: this customer's, unless an earlier journey left one.
    expect(await notice.getByRole('group').first().getAttribute('aria-label')).toBe(`Chat offered: ${customer.name}`);

    await agent.keyboard.press('a');
    await agent.waitForURL('**/chats');
    await agent.getByRole('region', { name: `Chat with ${customer.name}` }).waitFor();
    await agent.getByRole('toolbar', { name: 'Chat actions' }).getByRole('button', { name: 'Resolve' }).waitFor();
    await card.waitFor({ state: 'detached' });
    await resolveOpenChat(agent);
  });
});
