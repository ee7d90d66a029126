import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerProfilePath } from '@switchboard/contracts/customers/customers.schemas';
import { launchBrowser, signedInAt } from './support/browser';
import { resolveOpenChat } from './support/chats';
import { customerGreetingTheBot, storedPsid } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('proactive chat: an agent writes first to a customer on the website', () => {
  it("starts from the customer's profile; the widget shows the message and the customer answers in the same chat", async () => {
    const customer = await customerGreetingTheBot(browser);
    const psid = await storedPsid(customer.page);

    const agent = await signedInAt(browser, 'agent@demo.brand', customerProfilePath(psid));
    await agent.getByText('Online now').waitFor();
    await agent.getByRole('button', { name: 'Start a chat' }).click();
    const dialog = agent.getByRole('dialog', { name: `Start a chat with ${customer.name}` });
    await dialog.getByRole('textbox', { name: 'First message' }).fill('Hi! I see you are looking at our plans — can I help?');
    await dialog.getByRole('button', { name: 'Start chat' }).click();

    // The agent lands on the chat, open, with their message; the customer sees it in the widget.
    await agent.waitForURL(/\/chats$/);
    const chat = agent.getByRole('region', { name: `Chat with ${customer.name}` });
    const agentLog = chat.getByRole('log', { name: 'Conversation' });
    await agentLog.getByText('Hi! I see you are looking at our plans — can I help?').waitFor();
    await customer.log.getByText('Hi! I see you are looking at our plans — can I help?').waitFor();
    await customer.log.getByText(/started the chat/).waitFor();

    await customer.say('Yes please, which plan has SSO?');
    await agentLog.getByText('Yes please, which plan has SSO?').waitFor();
    // The bot stays out of it: the agent has the chat.
    expect(await customer.log.getByText('Yes please, which plan has SSO?').count()).toBe(1);
    await agent.getByRole('textbox', { name: 'Message to the customer' }).fill('The Business plan has SSO.');
    await agent.keyboard.press('Enter');
    await customer.log.getByText('The Business plan has SSO.').waitFor();
    await resolveOpenChat(agent);
  });
});
