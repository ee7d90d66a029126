// The widget on a brand's own website (issue 20, finding 8): a page on another origin that the brand lists embeds the
// widget with its one script tag and its customer chats with an agent; a page on an unlisted origin cannot connect.
import type { Browser, Page } from 'playwright-core';
import { visitorName } from '@switchboard/contracts/customers/visitor-name';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowWidgetOrigin } from './support/brand-configuration';
import { baseUrl, launchBrowser, signedInAt } from './support/browser';
import { resolveOpenChat } from './support/chats';
import { storedPsid } from './support/customer';
import { startEmbedSite, type EmbedSite } from './support/embed-site';

let browser: Browser;
let listed: EmbedSite;
let unlisted: EmbedSite;
let restoreOrigins: (() => Promise<void>) | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
  listed = await startEmbedSite(baseUrl(), 'Corner Shop');
  unlisted = await startEmbedSite(baseUrl(), 'Copycat Shop');
  restoreOrigins = await allowWidgetOrigin(baseUrl(), listed.origin);
});
afterAll(async () => {
  await restoreOrigins?.();
  await browser?.close();
  await Promise.all([listed?.close(), unlisted?.close()]);
});

async function openWidget(origin: string, title: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: `Chat with ${title}` }).click();
  return page;
}

describe('the widget embedded on a brand’s website', () => {
  it('a customer on a listed website chats with an agent', async () => {
    const agent = await signedInAt(browser, 'agent@demo.brand', '/chats');
    await agent.getByRole('tablist', { name: 'Chat lists' }).waitFor();

    const customer = await openWidget(listed.origin, 'Corner Shop');
    const log = customer.getByRole('log', { name: 'Conversation' });
    const say = async (text: string) => {
      await customer.getByPlaceholder('Write a message…').fill(text);
      await customer.getByRole('button', { name: 'Send message' }).click();
    };
    await say('hello');
    await log.getByText(/Demo Brand assistant/).waitFor();
    const name = visitorName(await storedPsid(customer));
    await customer.getByRole('button', { name: 'Talk to an agent' }).click();
    await log.getByText(/Connecting you to an agent|leave us a ticket/).first().waitFor();

    await agent.getByRole('tab', { name: /^Pending ?, \d+ chats?$/ }).click();
    await agent.getByRole('option', { name }).click();
    await agent.getByRole('toolbar', { name: 'Chat actions' }).getByRole('button', { name: 'Accept' }).click();
    const agentLog = agent.getByRole('log', { name: 'Conversation' });
    await agentLog.getByText('hello', { exact: true }).waitFor();
    await agent.getByRole('textbox', { name: 'Message to the customer' }).fill('Hi from the team, how can I help?');
    await agent.keyboard.press('Enter');
    await log.getByText('Hi from the team, how can I help?').waitFor();
    await say('Do you deliver on Sundays?');
    await agentLog.getByText('Do you deliver on Sundays?').waitFor();
    await resolveOpenChat(agent);
  });

  it('a page on an unlisted website cannot connect: the server refuses its handshake', async () => {
    const customer = await openWidget(unlisted.origin, 'Copycat Shop');
    await customer.getByRole('status').getByText('Cannot connect to the chat — trying again soon').waitFor();
    const handshake = await fetch(`${baseUrl()}/socket.io/?EIO=4&transport=polling`, { headers: { origin: unlisted.origin } });
    expect(handshake.status).toBe(403);
    expect(handshake.headers.get('access-control-allow-origin')).toBeNull();
  });
});
