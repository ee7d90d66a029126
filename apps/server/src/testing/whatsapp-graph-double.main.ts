/**
 * `npm run wa:double`: the Graph API double for development. Start the server with the WA_* settings it prints;
 * each line typed here is sent to the server's webhook as a WhatsApp customer's message, and every message the
 * server sends is printed. WA_DOUBLE_PORT (default 4010), WA_WEBHOOK_URL (default http://localhost:8080/webhooks/whatsapp).
 */
import { createInterface } from 'node:readline';
import { GraphDouble } from './whatsapp-graph-double';
import { inbound, TEST_PHONE_NUMBER_ID } from './whatsapp-webhooks';

const env = process.env;
const settings = {
  accessToken: env.WA_ACCESS_TOKEN ?? 'dev-access-token',
  appSecret: env.WA_APP_SECRET ?? 'dev-app-secret',
  phoneNumberId: env.WA_PHONE_NUMBER_ID ?? TEST_PHONE_NUMBER_ID,
};
const webhook = env.WA_WEBHOOK_URL ?? 'http://localhost:8080/webhooks/whatsapp';
const customer = env.WA_DOUBLE_CUSTOMER ?? '919800000001';

const double = await new GraphDouble({ ...settings, onMessage: (message) => console.log(`server → ${message.to}:`, JSON.stringify(message)) })
  .start(Number(env.WA_DOUBLE_PORT ?? 4010));
console.log(`Graph API double at ${double.graphUrl}. Start the server with:
  WA_GRAPH_URL=${double.graphUrl} WA_PHONE_NUMBER_ID=${settings.phoneNumberId} WA_ACCESS_TOKEN=${settings.accessToken} WA_APP_SECRET=${settings.appSecret} WA_VERIFY_TOKEN=dev-verify-token
Type a line to send it to ${webhook} as customer +${customer}.`);
let n = 0;
for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const result = await double.postWebhook(webhook, inbound(customer, `wamid.dev-${Date.now()}-${++n}`, 'text', { text: { body: line } }))
    .catch((err: unknown) => ({ status: 0, body: String(err) }));
  console.log(`webhook answered ${result.status}`);
}
await double.close();
