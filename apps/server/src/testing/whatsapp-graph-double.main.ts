/**
 * `npm run wa:double`: the Graph API double for development. Start the server with the WA_* settings it prints;
 * each line typed here is sent to the server's webhook as a WhatsApp customer's message, and every message the
 * server sends is printed. WA_DOUBLE_PORT (default 4010), WA_WEBHOOK_URL (default http://localhost:8080/webhooks/whatsapp).
 * Commands: `/approve <name> <language>` approves a template (the double then sends it; the server hears it by the
 * template status webhook), `/press <button text>` presses a quick-reply button of the last template the customer got.
 */
import { createInterface } from 'node:readline';
import { GraphDouble } from './whatsapp-graph-double';
import { buttonPress, inbound, TEST_PHONE_NUMBER_ID } from './whatsapp-webhooks';

const env = process.env;
const settings = {
  accessToken: env.WA_ACCESS_TOKEN ?? 'dev-access-token',
  appSecret: env.WA_APP_SECRET ?? 'dev-app-secret',
  phoneNumberId: env.WA_PHONE_NUMBER_ID ?? TEST_PHONE_NUMBER_ID,
  // Media-header templates upload their example to the app (the Resumable Upload API).
  appId: env.WA_APP_ID ?? '100000000000001',
};
const webhook = env.WA_WEBHOOK_URL ?? 'http://localhost:8080/webhooks/whatsapp';
const customer = env.WA_DOUBLE_CUSTOMER ?? '919800000001';

const double = await new GraphDouble({ ...settings, onMessage: (message) => console.log(`server → ${message.to}:`, JSON.stringify(message)) })
  .start(Number(env.WA_DOUBLE_PORT ?? 4010));
console.log(`Graph API double at ${double.graphUrl}. Start the server with:
  WA_GRAPH_URL=${double.graphUrl} WA_PHONE_NUMBER_ID=${settings.phoneNumberId} WA_ACCESS_TOKEN=${settings.accessToken} WA_APP_SECRET=${settings.appSecret} WA_VERIFY_TOKEN=dev-verify-token WA_APP_ID=${settings.appId}
Type a line to send it to ${webhook} as customer +${customer}.`);
let n = 0;

/** The payload a line stands for: a command, or the customer's text. */
function payloadOf(line: string): unknown {
  const wamid = `wamid.dev-${Date.now()}-${++n}`;
  const [command, ...args] = line.trim().split(/\s+/);
  if (command === '/approve' && args.length === 2) {
    const template = double.approve(args[0]!, args[1]!);
    return {
      object: 'whatsapp_business_account',
      entry: [{ id: 'waba-double', changes: [{ field: 'message_template_status_update', value: {
        event: 'APPROVED', message_template_id: template.id, message_template_name: template.name, message_template_language: template.language, reason: 'NONE',
      } }] }],
    };
  }
  if (command === '/press' && args.length) {
    const template = double.sent.findLast((message) => message.body.to === customer && message.body.type === 'template');
    if (!template) return undefined;
    return buttonPress(customer, wamid, template.wamid, args.join(' '));
  }
  return inbound(customer, wamid, 'text', { text: { body: line } });
}

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const payload = payloadOf(line);
  if (!payload) {
    console.log('no template was sent to the customer yet');
    continue;
  }
  const result = await double.postWebhook(webhook, payload).catch((err: unknown) => ({ status: 0, body: String(err) }));
  console.log(`webhook answered ${result.status}`);
}
await double.close();
