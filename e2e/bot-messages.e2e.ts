import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInAt } from './support/browser';
import { createBotMessage } from './support/bot-messages';
import { acceptOpenChat, resolveOpenChat } from './support/chats';
import { customerAskingForAgent } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('bot messages and rich text', () => {
  it('a trainer writes a bold text with a {{customerName}} mention, adds an A/B version, saves, reloads and sees it', async () => {
    const page = await signedInAt(browser, 'trainer@demo.brand', '/botbuilder/botmessages');
    await createBotMessage(page, 'Welcome back');

    const editor = page.getByRole('textbox', { name: 'Message text' }).first();
    await editor.click();
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Hello');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' {{cust');
    await page.getByRole('option', { name: '{{customerName}}' }).click();
    await expect.poll(() => editor.innerHTML()).toContain('<strong>Hello</strong> {{customerName}}');

    await page.getByRole('button', { name: 'Add A/B version' }).click();
    await page.getByRole('spinbutton', { name: 'Version B weight' }).waitFor();
    await page.getByRole('spinbutton', { name: 'Version A weight' }).fill('60');
    await page.getByRole('spinbutton', { name: 'Version B weight' }).fill('40');
    await expect.poll(() => page.getByLabel('Version A share').innerText()).toBe('60%');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Bot message saved').waitFor();

    await page.reload();
    const preview = page.getByRole('region', { name: 'Preview' }).first();
    await preview.locator('strong', { hasText: 'Hello' }).waitFor();
    expect(await preview.innerText()).toContain('{{customerName}}');
    expect(await page.getByRole('spinbutton', { name: 'Version B weight' }).inputValue()).toBe('40');
    expect(await page.getByLabel('Version B share').innerText()).toBe('40%');
  });

  it('an agent sends a bold message and the customer widget shows it bold', async () => {
    const agent = await signedInAt(browser, 'agent@demo.brand', '/chats');
    await agent.getByRole('tablist', { name: 'Chat lists' }).waitFor();
    const { log: widgetLog, name: customerName } = await customerAskingForAgent(browser);
    await agent.getByRole('tab', { name: /^Pending ?, \d+ chats?$/ }).click();
    await agent.getByRole('option', { name: customerName }).click();
    await acceptOpenChat(agent);

    await agent.getByRole('textbox', { name: 'Message to the customer' }).click();
    await agent.keyboard.type('Your order ');
    await agent.keyboard.press('Control+b');
    await agent.keyboard.type('ships today');
    await agent.keyboard.press('Enter');

    await widgetLog.locator('strong', { hasText: 'ships today' }).waitFor();
    expect(await widgetLog.innerText()).toContain('Your order ships today');
    await agent.getByRole('log', { name: 'Conversation' }).locator('strong', { hasText: 'ships today' }).waitFor();
    await resolveOpenChat(agent);
  });
});
