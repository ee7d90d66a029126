// What an agent does on /chats, shared by the journeys.
import type { Page } from 'playwright-core';

/**
 * Resolves the chat open on `agent`'s screen, confirming as asked. Journeys that accept a chat end it this way: an
 * agent holds 3 chats by default, and the chats earlier journeys left open once filled the agent's capacity, so a
 * later journey's customer waited in the queue instead of reaching the agent.
 */
export async function resolveOpenChat(agent: Page): Promise<void> {
  const resolve = agent.getByRole('toolbar', { name: 'Chat actions' }).getByRole('button', { name: 'Resolve' });
  await resolve.click();
  await agent.getByRole('tooltip').getByRole('button', { name: 'Resolve' }).click();
  await resolve.waitFor({ state: 'detached' });
}
