// A customer on /demo-site who greets the bot and asks for a person (the start of every live-chat journey).
import type { Browser, Locator, Page } from 'playwright-core';
import { newContext } from './browser';

export interface WidgetCustomer {
  page: Page;
  /** The widget's conversation log. */
  log: Locator;
  say(text: string): Promise<void>;
}

export async function customerAskingForAgent(browser: Browser): Promise<WidgetCustomer> {
  const page = await (await newContext(browser)).newPage();
  await page.goto('/demo-site');
  await page.getByRole('button', { name: /^Chat with/ }).click();
  const log = page.getByRole('log', { name: 'Conversation' });
  const say = async (text: string) => {
    await page.getByPlaceholder('Write a message…').fill(text);
    await page.getByRole('button', { name: 'Send message' }).click();
  };
  await say('hello');
  await log.getByText(/Demo Brand assistant/).waitFor();
  await page.getByRole('button', { name: 'Talk to an agent' }).click();
  // The chat is queued either way; if the agent's socket is not online yet the bot offers a ticket instead (§4).
  await log.getByText(/Connecting you to an agent|leave us a ticket/).first().waitFor();
  return { page, log, say };
}
