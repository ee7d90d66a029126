// Issue 21's customer journeys: nobody is trapped by the bot. A customer in the middle of the order-number question
// asks for a person (typed, or with the widget's "Talk to a person" button) and an agent gets the chat in that turn;
// and the whole journey: pre-chat form, a person in one turn, the offer seen on another console page and accepted by
// keyboard, resolved, rated, the rating in history.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, signedInAt } from './support/browser';
import { changeBrandConfiguration } from './support/brand-configuration';
import { acceptOpenChat, resolveOpenChat } from './support/chats';
import { customerGreetingTheBot, type WidgetCustomer } from './support/customer';

const ASK_ORDER = /What is your order number\?/;
const RETRY_ORDER = "doesn't look like an order number";
const CONNECTING = /Connecting you to an agent/;

let browser: Browser;
let agent: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  // The agent is online and accepting chats on /chats before any customer asks.
  agent = await signedInAt(browser, 'agent@demo.brand', '/chats');
  await agent.getByRole('tablist', { name: 'Chat lists' }).waitFor();
});
afterAll(async () => browser?.close());

async function inOrderQuestion(): Promise<WidgetCustomer> {
  const customer = await customerGreetingTheBot(browser);
  await customer.say('where is my order');
  await customer.log.getByText(ASK_ORDER).waitFor();
  return customer;
}

/** The chat is offered to the agent (Pending) and accepted; then resolved so the agent has room for the next journey. */
async function agentTakes(customer: WidgetCustomer): Promise<void> {
  await agent.getByRole('tab', { name: /^Pending ?, \d+ chats?$/ }).click();
  await agent.getByRole('option', { name: customer.name }).click();
  await agent.getByRole('region', { name: /^Chat with / }).waitFor();
  await acceptOpenChat(agent);
  await agent.getByRole('textbox', { name: 'Message to the customer' }).fill('Hi, Alice here. I will look it up.');
  await agent.keyboard.press('Enter');
  await customer.log.getByText('Hi, Alice here. I will look it up.').waitFor();
  await resolveOpenChat(agent);
}

describe('journeys: a customer in a bot question reaches a person in one turn', () => {
  it('typing "I want to talk to a human please" while the order number is asked for', async () => {
    const customer = await inOrderQuestion();
    await customer.say('I want to talk to a human please');
    await customer.log.getByText(CONNECTING).last().waitFor();
    expect(await customer.log.innerText()).not.toContain(RETRY_ORDER);
    await customer.page.getByText('Waiting for an agent').waitFor();
    await agentTakes(customer);
  });

  it('tapping the header\'s "Talk to a person" after the greeting\'s quick replies are gone', async () => {
    const customer = await inOrderQuestion();
    const wayOut = customer.page.getByRole('button', { name: 'Talk to a person' });
    await wayOut.click();
    await customer.log.getByText(CONNECTING).last().waitFor();
    // Asked once: the button is gone while the customer waits for (and talks with) a person.
    await wayOut.waitFor({ state: 'hidden' });
    expect(await customer.log.innerText()).not.toContain(RETRY_ORDER);
    await agentTakes(customer);
  });
});

describe('journeys: from the pre-chat form to the rating in history', () => {
  it('a named customer reaches a person mid-question, the agent accepts by keyboard from the dashboard, resolves, and the rating shows in history', async () => {
    const restore = await changeBrandConfiguration(baseUrl(), () => ({ preChatForm: 'required', satisfactionSurvey: 'stars' }));
    try {
      await agent.getByRole('link', { name: 'Dashboard' }).first().click();
      await agent.waitForURL((url) => url.pathname === '/');

      const page = await (await newContext(browser)).newPage();
      await page.goto('/demo-site');
      await page.getByRole('button', { name: /^Chat with/ }).click();
      const form = page.getByRole('form', { name: 'Before we start' });
      await form.getByRole('button', { name: 'Start chat' }).click();
      // Required: nothing starts without the answers, and each field says what it needs.
      await form.getByText('Enter your name').waitFor();
      await form.getByLabel('Name').fill('Meera Iyer');
      await form.getByLabel('E-mail').fill('meera.iyer@example.com');
      await form.getByRole('button', { name: 'Start chat' }).click();
      const log = page.getByRole('log', { name: 'Conversation' });
      const say = async (text: string) => {
        await page.getByPlaceholder('Write a message…').fill(text);
        await page.getByRole('button', { name: 'Send message' }).click();
      };
      await say('where is my order');
      await log.getByText(ASK_ORDER).waitFor();
      await say('talk to an agent');
      await log.getByText(CONNECTING).last().waitFor();
      expect(await log.innerText()).not.toContain(RETRY_ORDER);

      // The agent, on the dashboard, sees the offer with the customer's name and takes it with the A key.
      const card = agent.getByRole('region', { name: /chats? offered$/ }).getByRole('group', { name: 'Chat offered: Meera Iyer' });
      await card.waitFor();
      expect(await agent.title()).toMatch(/^\(\d+\) /);
      await agent.keyboard.press('a');
      await agent.waitForURL('**/chats');
      await agent.getByRole('region', { name: 'Chat with Meera Iyer' }).waitFor();
      await agent.getByRole('textbox', { name: 'Message to the customer' }).fill('Hi Meera, Alice here. Your order is on its way.');
      await agent.keyboard.press('Enter');
      await log.getByText('Hi Meera, Alice here. Your order is on its way.').waitFor();
      await resolveOpenChat(agent);

      // The customer rates the chat once it has ended.
      const survey = page.getByRole('form', { name: 'Rate this chat' });
      await survey.getByRole('radio', { name: '4 stars' }).check();
      await survey.getByLabel('Comment (optional)').fill('Quick and kind');
      await survey.getByRole('button', { name: 'Send rating' }).click();
      await page.getByText('Thank you for your feedback!').waitFor();

      // QA finds the chat in history with its rating.
      const qa = await signedInAt(browser, 'qa@demo.brand', '/history');
      await qa.getByLabel('Search in messages').fill('Your order is on its way');
      await qa.keyboard.press('Enter');
      const chats = qa.getByRole('list', { name: 'Chats' });
      const row = chats.getByRole('button').filter({ hasText: 'Meera Iyer' }).first();
      await row.getByText('Rated 4/5 stars').waitFor();
      await row.click();
      await qa.getByRole('region', { name: 'Customer rating' }).getByText('Quick and kind').waitFor();
    } finally {
      await restore();
    }
  });
});
