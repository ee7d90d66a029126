// Translation and the customer's language (issue 23): a customer writes in Spanish, the agent reads it in English
// and answers in English, the customer gets Spanish; the agent sets the customer's language; history has both
// texts. The ML configuration points the run's server at a LibreTranslate-compatible double on loopback for this
// file only (put back afterwards).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './support/accessibility';
import { baseUrl, launchBrowser, signedInAt } from './support/browser';
import { acceptOpenChat, resolveOpenChat, staffOnChats } from './support/chats';
import { customerAskingForAgent } from './support/customer';
import { changeMlConfiguration } from './support/ml-configuration';
import { startTranslationDouble, type TranslationDouble } from './support/translation-double';

let browser: Browser;
let double: TranslationDouble;
let restore: (() => Promise<void>) | undefined;
beforeAll(async () => {
  double = await startTranslationDouble();
  restore = await changeMlConfiguration(baseUrl(), { translationProvider: 'libretranslate', translationUrl: double.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await restore?.();
  await double?.close();
  await browser?.close();
});

describe('translation: a Spanish-speaking customer and an English-speaking agent', () => {
  it('translates both ways, keeps the originals, lets the agent set the language, and history shows both texts', async () => {
    const agent = await staffOnChats(browser, 'agent@demo.brand');
    const { page: customer, log: widgetLog, name: customerName, say } = await customerAskingForAgent(browser);

    await agent.getByRole('tab', { name: /^Pending ?, \d+ chats?$/ }).click();
    await agent.getByRole('option', { name: customerName }).click();
    await agent.getByRole('region', { name: /^Chat with / }).waitFor();
    await acceptOpenChat(agent);
    const agentLog = agent.getByRole('log', { name: 'Conversation' });

    // The customer writes in Spanish: the console learns the language and shows the agent English.
    await say('Hola, necesito ayuda con mi pedido');
    await agentLog.getByText('Hello, I need help with my order').waitFor();
    await agentLog.getByText('Translated to English').waitFor();
    await agent.getByRole('status').getByText(/The customer writes in Spanish/).waitFor();
    const profile = agent.getByRole('complementary', { name: 'Customer profile' });
    await profile.getByText('Spanish (es)').waitFor();
    // The original on demand.
    await agentLog.getByRole('button', { name: 'Show original' }).click();
    await agentLog.getByRole('group', { name: 'Original message' }).getByText('Hola, necesito ayuda con mi pedido').waitFor();

    // The agent answers in English; the customer receives Spanish, the agent keeps their own words.
    await agent.getByRole('textbox', { name: 'Message to the customer' }).fill('Your order ships tomorrow.');
    await agent.keyboard.press('Enter');
    await widgetLog.getByText('Su pedido se envía mañana.').waitFor();
    expect(await widgetLog.innerText()).not.toContain('Your order ships tomorrow.');
    // (While it is on its way the outbox shows the same words: the stored message's note comes first.)
    await agentLog.getByText('Sent in Spanish').waitFor();
    await agentLog.getByText('Your order ships tomorrow.').first().waitFor();
    expect(await violations(agent)).toEqual([]);

    // The agent sets the customer's language: 'Customer Language Updated'.
    await profile.getByRole('combobox', { name: 'Customer language' }).click();
    await agent.keyboard.type('French');
    await agent.keyboard.press('Enter');
    await agent.getByText('Customer Language Updated').waitFor();
    await profile.getByText('French (fr)').waitFor();
    await agent.getByRole('status').getByText(/The customer writes in French/).waitFor();
    await resolveOpenChat(agent);
    await customer.close();

    // History shows both texts of each translated message.
    const admin = await signedInAt(browser, 'admin@demo.brand', '/history');
    await admin.getByRole('heading', { name: 'Chat History' }).waitFor();
    await admin.getByLabel('Search in messages').fill('necesito');
    await admin.keyboard.press('Enter');
    const chats = admin.getByRole('list', { name: 'Chats' });
    await chats.getByRole('button').first().click();
    const transcript = admin.getByRole('list', { name: 'Transcript' });
    await transcript.getByText('Hola, necesito ayuda con mi pedido').waitFor();
    await transcript.getByText('Translation: Hello, I need help with my order').waitFor();
    await transcript.getByText('Su pedido se envía mañana.').waitFor();
    await transcript.getByText('As the agent wrote it: Your order ships tomorrow.').waitFor();
  });
});
