import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInAt } from './support/browser';
import { acceptOpenChat, resolveOpenChat } from './support/chats';
import { customerAskingForAgent } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const signedIn = (email: string, path: string) => signedInAt(browser, email, path);

const SHORTCUT = 'shipsoon';
const CANNED_TEXT = 'Your order ships within 24 hours. You will get a tracking link by e-mail.';

describe('team administration: canned responses and tags, used in a live chat', () => {
  it('an admin creates a canned response and a tag; an agent sends the canned response with "/" and the customer receives it', async () => {
    const admin = await signedIn('admin@demo.brand', '/members/canned_responses');
    await admin.getByRole('heading', { name: 'Canned Responses' }).waitFor();
    await admin.getByRole('button', { name: 'New canned response' }).click();
    const cannedDialog = admin.getByRole('dialog', { name: 'New canned response' });
    await cannedDialog.getByLabel('Shortcut').fill(SHORTCUT);
    await cannedDialog.getByLabel('Text').fill(CANNED_TEXT);
    await cannedDialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('cell', { name: `/${SHORTCUT}`, exact: true }).waitFor();

    await admin.goto('/members/tags');
    await admin.getByRole('button', { name: 'New tag' }).click();
    const tagDialog = admin.getByRole('dialog', { name: 'New tag' });
    await tagDialog.getByLabel('Name').fill('Shipping');
    await tagDialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('cell', { name: 'Shipping', exact: true }).waitFor();
    // A duplicate name is refused on the field.
    await admin.getByRole('button', { name: 'New tag' }).click();
    await tagDialog.getByLabel('Name').fill('shipping');
    await tagDialog.getByRole('button', { name: 'Save' }).click();
    await tagDialog.getByText('A tag with this name already exists.').waitFor();

    const agent = await signedIn('agent@demo.brand', '/chats');
    await agent.getByRole('tablist', { name: 'Chat lists' }).waitFor();

    const { log: widgetLog, name: customerName } = await customerAskingForAgent(browser);

    await agent.getByRole('tab', { name: /^Pending ?, \d+ chats?$/ }).click();
    await agent.getByRole('option', { name: customerName }).click();
    await agent.getByRole('region', { name: /^Chat with / }).waitFor();
    await acceptOpenChat(agent);
    await agent.getByRole('log', { name: 'Conversation' }).getByText('hello', { exact: true }).waitFor();

    const composer = agent.getByRole('textbox', { name: 'Message to the customer' });
    await composer.click();
    await composer.pressSequentially(`/${SHORTCUT.slice(0, 4)}`);
    // Once the search for "ship" answers, the shortcut starting with it is listed first and active.
    await agent.locator('[role="option"][aria-selected="true"]', { hasText: `/${SHORTCUT}` }).waitFor();
    await agent.keyboard.press('Enter');
    // The composer is a rich-text (contenteditable) editor: its text, not an input value. Enter pressed while the list
    // still showed "/shi"'s answer inserts once "/ship"'s arrives.
    await expect.poll(async () => (await composer.innerText()).trim()).toBe(CANNED_TEXT);
    await agent.keyboard.press('Enter');

    await widgetLog.getByText(CANNED_TEXT).waitFor();
    expect((await composer.innerText()).trim()).toBe('');
    await resolveOpenChat(agent);
  });
});

describe('team administration: groups, configuration and downtime screens', () => {
  it('an admin edits a group member’s capacity, and the configuration and downtime screens show the brand’s settings', async () => {
    const admin = await signedIn('admin@demo.brand', '/members/groups');
    await admin.getByRole('cell', { name: /^General/ }).waitFor();
    await admin.getByRole('button', { name: 'Edit General' }).click();
    await admin.getByRole('heading', { name: 'Edit Group' }).waitFor();
    expect(await admin.getByLabel('Name', { exact: true }).inputValue()).toBe('General');
    const capacity = admin.getByRole('spinbutton', { name: 'Capacity of Bob Agent' });
    await capacity.fill('5');
    await admin.getByRole('row', { name: /Bob Agent/ }).getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Bob Agent can now hold 5 chats').waitFor();

    await admin.goto('/members/configuration');
    expect(await admin.getByLabel('Long chat handling time (seconds)').inputValue()).toBe('120');
    expect(await admin.getByLabel('Critical chat handling time (seconds)').inputValue()).toBe('300');

    await admin.goto('/settings/downtime');
    await admin.getByRole('cell', { name: "New Year's Day", exact: true }).waitFor();
    await admin.getByRole('cell', { name: 'Asia/Kolkata' }).waitFor();
  });
});
