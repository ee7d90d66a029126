// Issue 21's customer journeys: nobody is trapped by the bot. A customer in the middle of the order-number question
// asks for a person (typed, or with the widget's "Talk to a person" button) and an agent gets the chat in that turn.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInAt } from './support/browser';
import { resolveOpenChat } from './support/chats';
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
  await agent.getByRole('toolbar', { name: 'Chat actions' }).getByRole('button', { name: 'Accept' }).click();
  await agent.getByRole('toolbar', { name: 'Chat actions' }).getByRole('button', { name: 'Resolve' }).waitFor();
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
