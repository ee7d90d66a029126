// A customer on /demo-site who greets the bot, and one who then asks for a person (the start of every live-chat journey).
import type { Browser, Locator, Page } from 'playwright-core';
import { visitorName } from '@switchboard/contracts/customers/visitor-name';
import { newContext } from './browser';

export interface WidgetCustomer {
  page: Page;
  /** The widget's conversation log. */
  log: Locator;
  /**
   * The name the console lists this customer by. Journeys pick their own customer's chat by it: earlier journeys
   * leave chats in the same lists, and one of theirs once got the message meant for this customer.
   */
  name: string;
  say(text: string): Promise<void>;
}

/** A customer who has opened the widget on /demo-site, greeted the bot and been greeted back. */
export async function customerGreetingTheBot(browser: Browser): Promise<WidgetCustomer> {
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
  return { page, log, say, name: visitorName(await storedPsid(page)) };
}

export async function customerAskingForAgent(browser: Browser): Promise<WidgetCustomer> {
  const customer = await customerGreetingTheBot(browser);
  await customer.page.getByRole('button', { name: 'Talk to an agent' }).click();
  // The chat is queued either way; if the agent's socket is not online yet the bot offers a ticket instead (§4).
  await customer.log.getByText(/Connecting you to an agent|leave us a ticket/).first().waitFor();
  return customer;
}

/**
 * The psid the server gave this widget, as the widget keeps it for the next visit (apps/widget/src/storage.ts's
 * `storageKey`; the widget is not a dependency of the journeys, so its key's prefix is matched here).
 */
export async function storedPsid(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (!key.startsWith('switchboard-widget:')) continue;
      const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as { psid?: unknown };
      if (typeof saved.psid === 'string') return saved.psid;
    }
    return undefined;
  });
  return (await handle.jsonValue()) as string;
}
