// Issue 23: a profile widget acted on by the agent updates the profile panel live for a supervisor watching the chat.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './support/accessibility';
import { launchBrowser } from './support/browser';
import { acceptOpenChat, openChat, resolveOpenChat, staffOnChats } from './support/chats';
import { customerAskingForAgent } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('live chat: profile widgets', () => {
  it("an agent saves a follow-up in the profile; the supervisor's open panel shows it without reloading", async () => {
    const agent = await staffOnChats(browser, 'agent@demo.brand');
    const supervisor = await staffOnChats(browser, 'supervisor@demo.brand');
    const { name: customerName } = await customerAskingForAgent(browser);

    await openChat(agent, 'Pending', customerName);
    await acceptOpenChat(agent);
    await openChat(supervisor, 'Agent Chats', customerName);
    const watched = supervisor.getByRole('complementary', { name: 'Customer profile' }).getByRole('region', { name: 'Follow-up' });
    await watched.getByText('Nothing saved yet').waitFor();

    const followUp = agent.getByRole('complementary', { name: 'Customer profile' });
    await followUp.getByRole('textbox', { name: 'Reason' }).fill('Refund promised by Friday');
    await followUp.getByRole('group', { name: 'Follow-up actions' }).getByRole('button', { name: 'Save' }).click();
    await followUp.getByRole('region', { name: 'Follow-up' }).getByText('Refund promised by Friday').first().waitFor();

    // Live: no reload on the supervisor's side; who saved it shows too.
    await watched.getByText('Refund promised by Friday').first().waitFor();
    await watched.getByText('Alice Agent').waitFor();
    // The profile panel with its widget forms passes WCAG 2 A/AA.
    expect(await violations(agent, { within: 'aside[aria-label="Customer profile"], [role="complementary"][aria-label="Customer profile"]' })).toEqual([]);
    await resolveOpenChat(agent);
  });
});
