/** The WhatsApp suites' set-up: the Graph API double, the app listening over HTTP, and what the database holds. */
import { asc, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import type { TemplateComponent } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { WHATSAPP_WEBHOOK_PATH } from '@switchboard/contracts/whatsapp/whatsapp.webhook';
import type { Database } from '@/db/client';
import { chatMessages } from '@/db/schema/chat-messages';
import { customers } from '@/db/schema/customers';
import { waContacts, waOutbound, waTemplates } from '@/db/schema/whatsapp';
import { brands } from '@/db/schema/brands';
import type { App } from '@/plugins/type-provider';
import { GraphDouble } from '@/testing/whatsapp-graph-double';
import { TEST_PHONE_NUMBER_ID } from '@/testing/whatsapp-webhooks';

export const WA_SECRET = 'test-app-secret-4c1d';
export const WA_VERIFY = 'test-verify-token';
export const WA_TOKEN = 'test-access-token';
export const CUSTOMER_WA_ID = '919812345678';

export const newDouble = () => new GraphDouble({ accessToken: WA_TOKEN, phoneNumberId: TEST_PHONE_NUMBER_ID, appSecret: WA_SECRET });

export const whatsappEnv = (double: GraphDouble): Record<string, string> => ({
  WA_GRAPH_URL: double.graphUrl, WA_PHONE_NUMBER_ID: TEST_PHONE_NUMBER_ID, WA_ACCESS_TOKEN: WA_TOKEN, WA_APP_SECRET: WA_SECRET, WA_VERIFY_TOKEN: WA_VERIFY,
});

/** The demo brand's template of that name and language, APPROVED in the console (unless it is there already). */
export async function approvedTemplate(db: Database, name: string, language: string, buttons: string[] = []) {
  const [brand] = await db.select({ id: brands.id }).from(brands).limit(1);
  const components: TemplateComponent[] = [{ type: 'BODY', text: 'Hello {{1}}', example: { body_text: [['Priya']] } }];
  if (buttons.length) components.push({ type: 'BUTTONS', buttons: buttons.map((text) => ({ type: 'QUICK_REPLY' as const, text })) });
  await db.insert(waTemplates).values({ brandId: brand!.id, name, language, category: 'MARKETING', components, status: 'APPROVED', providerId: `tpl-${name}-${language}` })
    .onConflictDoNothing();
  return brand!.id;
}

/** The app's webhook URL once it listens on a free port. */
export async function webhookUrl(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${WHATSAPP_WEBHOOK_PATH}`;
}

export async function customerOf(db: Database, waId = CUSTOMER_WA_ID) {
  const [row] = await db.select({ psid: waContacts.psid, channel: customers.channel, name: customers.name })
    .from(waContacts).innerJoin(customers, eq(customers.psid, waContacts.psid)).where(eq(waContacts.waId, waId));
  return row;
}

export async function messagesOf(db: Database, psid: string) {
  return db.select().from(chatMessages).where(eq(chatMessages.psid, psid)).orderBy(asc(chatMessages.createdAt), asc(chatMessages.seq));
}

export async function outbound(db: Database, wamid: string) {
  const [row] = await db.select().from(waOutbound).where(eq(waOutbound.wamid, wamid));
  return row;
}

export async function countRows(db: Database) {
  const [contacts, sent, messages] = await Promise.all([
    db.$count(waContacts), db.$count(waOutbound), db.$count(chatMessages),
  ]);
  return { contacts, sent, messages };
}

/** Customers of the WhatsApp channel (an orphan from a lost race would show here). */
export const waCustomers = (db: Database) => db.$count(customers, eq(customers.channel, 'wa'));

/** Resolves once `check` answers true (polled: the bot's turn runs after the webhook is answered). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
