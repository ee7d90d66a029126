import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInAt } from './support/browser';
import { violations } from './support/accessibility';
import { customerAskingForAgent } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const staff = (email: string, path: string) => signedInAt(browser, email, path);

describe('tickets: a live chat becomes a ticket that another agent takes, answers and resolves', () => {
  it('converts, assigns, responds (reaching the widget) and resolves', async () => {
    const alice = await staff('agent@demo.brand', '/chats');
    await alice.getByRole('tablist', { name: 'Chat lists' }).waitFor();

    // A customer on the demo site reaches Alice.
    const { page: customer, log: widgetLog, name: customerName } = await customerAskingForAgent(browser);

    await alice.getByRole('tab', { name: /^Pending ?, \d+ chats?$/ }).click();
    await alice.getByRole('option', { name: customerName }).click();
    const actions = alice.getByRole('toolbar', { name: 'Chat actions' });
    await actions.getByRole('button', { name: 'Accept' }).click();
    await actions.getByRole('button', { name: 'Resolve' }).waitFor();
    await customer.getByPlaceholder('Write a message…').fill('My parcel 7731 never arrived');
    await customer.getByRole('button', { name: 'Send message' }).click();
    await alice.getByRole('log', { name: 'Conversation' }).getByText('My parcel 7731 never arrived').waitFor();

    // Alice converts the chat into a ticket.
    await actions.getByRole('button', { name: 'Convert to ticket' }).click();
    const convert = alice.getByRole('dialog', { name: 'Convert to ticket' });
    await convert.getByLabel('Subject').fill('Parcel 7731 lost');
    await convert.getByRole('button', { name: 'Convert' }).click();
    await alice.getByText('Ticket created').waitFor();

    // Bob (tickets enabled) finds it in the queue and assigns it to himself.
    const bob = await staff('agent2@demo.brand', '/tickets');
    await bob.getByRole('tab', { name: 'In queue' }).click();
    await bob.getByRole('link', { name: 'Parcel 7731 lost' }).click();
    await bob.getByRole('log', { name: 'Ticket chat' }).getByText('My parcel 7731 never arrived').waitFor();
    await bob.getByRole('toolbar', { name: 'Ticket actions' }).getByRole('button', { name: 'Assign to me' }).click();
    await bob.getByText('Ticket has been assigned').waitFor();

    // His response is stored on the ticket and reaches the customer's widget.
    await bob.getByRole('textbox', { name: 'Response' }).fill('A replacement for parcel 7731 ships today.');
    await bob.getByRole('button', { name: 'Send response' }).click();
    await bob.getByText('Response Submitted').waitFor();
    await bob.getByRole('log', { name: 'Ticket chat' }).getByText('A replacement for parcel 7731 ships today.').waitFor();
    await widgetLog.getByText('A replacement for parcel 7731 ships today.').waitFor();

    // He resolves it (asked first).
    await bob.getByRole('toolbar', { name: 'Ticket actions' }).getByRole('button', { name: 'Resolve' }).click();
    await bob.getByRole('tooltip').getByRole('button', { name: 'Resolve' }).click();
    await bob.getByText('Ticket updated successfully').waitFor();
    await bob.getByText('Resolved', { exact: true }).first().waitFor();
  });
});


describe('ticket pages', () => {
  it('show the seeded tickets and history without WCAG 2 A/AA violations', async () => {
    const page = await staff('supervisor@demo.brand', '/tickets');
    await page.getByRole('tab', { name: 'In queue' }).click();
    await page.getByRole('link', { name: 'Refund not received for order #4521' }).waitFor();
    await page.getByRole('img', { name: /tickets resolved in the last 15 days/ }).waitFor();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Refund not received for order #4521' }).click();
    await page.getByRole('toolbar', { name: 'Ticket actions' }).getByRole('button', { name: 'Assign to me' }).waitFor();
    expect(await violations(page)).toEqual([]);

    await page.goto('/tickethistory');
    await page.getByRole('button', { name: 'Refund not received for order #4521' }).click();
    await page.getByRole('log', { name: 'Ticket chat' }).getByText('The refund was promised a week ago.').first().waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
