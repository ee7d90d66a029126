import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { acceptOpenChat, openChat, resolveOpenChat, staffOnChats } from './support/chats';
import { customerAskingForAgent } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('live chat: customer widget → bot → handover → agent, with a supervisor watching', () => {
  it('carries a whole conversation with read ticks, and a whisper never reaches the customer', async () => {
    const agent = await staffOnChats(browser, 'agent@demo.brand');
    const supervisor = await staffOnChats(browser, 'supervisor@demo.brand');

    const { page: customer, log: widgetLog, name: customerName } = await customerAskingForAgent(browser);

    // The chat is offered to the agent (the only one accepting chats), who accepts it.
    await openChat(agent, 'Pending', customerName);
    await acceptOpenChat(agent);
    const agentLog = agent.getByRole('log', { name: 'Conversation' });
    await agentLog.getByText('hello', { exact: true }).waitFor();

    await agent.getByRole('textbox', { name: 'Message to the customer' }).fill('Hi, I am Alice. How can I help?');
    await agent.keyboard.press('Enter');
    await widgetLog.getByText('Hi, I am Alice. How can I help?').waitFor();

    // The customer's panel is open and visible, so the agent's message turns Seen on the agent's side.
    await agentLog.getByText('Seen').last().waitFor();

    await customer.getByPlaceholder('Write a message…').fill('Where is my order 1042?');
    await customer.getByRole('button', { name: 'Send message' }).click();
    await agentLog.getByText('Where is my order 1042?').waitFor();

    // The supervisor watches in whisper mode and whispers to the agent.
    await openChat(supervisor, 'Agent Chats', customerName);
    await supervisor.getByRole('toolbar', { name: 'Chat actions' }).getByRole('button', { name: 'Whisper' }).click();
    await supervisor.getByRole('textbox', { name: 'Whisper to the agent' }).fill('Offer the 10% voucher');
    await supervisor.keyboard.press('Enter');
    await agentLog.getByText('Offer the 10% voucher').waitFor();
    await agentLog.getByText('Whisper — only staff see this').first().waitFor();

    // The agent answers; the customer gets that, and never the whisper.
    await agent.getByRole('textbox', { name: 'Message to the customer' }).fill('Order 1042 ships today.');
    await agent.keyboard.press('Enter');
    await widgetLog.getByText('Order 1042 ships today.').waitFor();
    expect(await widgetLog.innerText()).not.toContain('voucher');

    // The agent tags the chat and leaves a note for the team; the supervisor sees both.
    const profile = agent.getByRole('complementary', { name: 'Customer profile' });
    await profile.getByRole('combobox', { name: 'Chat tags' }).fill('shipping');
    await agent.keyboard.press('Enter');
    await agent.keyboard.press('Escape');
    await profile.getByRole('textbox', { name: 'New note about the customer' }).fill('Asked twice about order 1042');
    await profile.getByRole('button', { name: 'Save note' }).click();
    await profile.getByText('Asked twice about order 1042').waitFor();
    const watched = supervisor.getByRole('complementary', { name: 'Customer profile' });
    await supervisor.reload();
    await openChat(supervisor, 'Supervised', customerName);
    await watched.getByText('Asked twice about order 1042').waitFor();
    await watched.getByText('shipping').waitFor();
    await resolveOpenChat(agent);
  });
});
