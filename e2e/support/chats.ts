// What an agent does on /chats, shared by the journeys.
import type { Browser, Page } from 'playwright-core';
import { signedInAt } from './browser';

/** A member signed in on /chats, its chat lists shown. */
export async function staffOnChats(browser: Browser, email: string): Promise<Page> {
  const page = await signedInAt(browser, email, '/chats');
  await page.getByRole('tablist', { name: 'Chat lists' }).waitFor();
  return page;
}

/** Opens `customer`'s chat from the tab named `tab` (its label ends with the count: "Pending, 1 chat"). */
export async function openChat(page: Page, tab: string, customer: string): Promise<void> {
  await page.getByRole('tab', { name: new RegExp(`^${tab} ?, \\d+ chats?$`) }).click();
  await page.getByRole('option', { name: customer }).click();
  await page.getByRole('region', { name: /^Chat with / }).waitFor();
}

/** Accepts the chat open on `agent`'s screen: done when its actions turn to an accepted chat's (Resolve shows). */
export async function acceptOpenChat(agent: Page): Promise<void> {
  const actions = agent.getByRole('toolbar', { name: 'Chat actions' });
  await actions.getByRole('button', { name: 'Accept' }).click();
  await actions.getByRole('button', { name: 'Resolve' }).waitFor();
}

/**
 * Resolves the chat open on `agent`'s screen, confirming as asked. Journeys that accept a chat end it this way: an
 * agent holds 3 chats by default, and the chats earlier journeys left open once filled the agent's capacity, so a
 * later journey's customer waited in the queue instead of reaching the agent.
 */
export async function resolveOpenChat(agent: Page): Promise<void> {
  const resolve = agent.getByRole('toolbar', { name: 'Chat actions' }).getByRole('button', { name: 'Resolve' });
  await resolve.click();
  await agent.getByRole('dialog').getByRole('button', { name: 'Resolve' }).click();
  await resolve.waitFor({ state: 'detached' });
}
