/**
 * A workflow calling the brand's own API end to end: an environment variable holding the API's base
 * URL (the Prod value: BOT_ENVIRONMENT defaults to Prod), a brand function whose response field is
 * mapped into a bot param, a bot message showing it, an intent with utterances and the workflow, all
 * made through the API, trained and published; the customer gets the value from a real local HTTP
 * server, and the failure exit's message when that server answers 500.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as P, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { Intent } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import type { BotMessage } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import type { BrandFunction } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { chatMessages } from '@/db/schema/chat-messages';
import { describeBackends } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';
import { callerFor, dataOf, type Caller } from './bot-builder.test-kit';

type Customer = Awaited<ReturnType<LiveChatHarness['customer']>>;
let api: Server;
let base: string;
let failing = false;
let delayMs = 0;
const requested: string[] = [];

beforeAll(async () => {
  api = createServer((request, response) => {
    requested.push(request.url ?? '');
    if (failing) return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"database down"}');
    setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ account: { tier: 'gold', points: 1250 } })), delayMs);
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => api.close(() => done())));

const POINTS_TEXT = 'You have {{points}} loyalty points.';
const DOWN_TEXT = 'Sorry, the loyalty service is not answering right now. Please try again later.';

async function textMessage(caller: Caller, name: string, text: string): Promise<string> {
  const message = dataOf<BotMessage>(await caller.post(P.botMessages, { name, type: 'text' }));
  const [variation] = message.variations;
  const updated = await caller.put(withId(P.botMessage, message.id), {
    name, type: 'text', variations: [{ ...variation, abTestings: [{ ...variation!.abTestings[0]!, content: { text } }] }],
  });
  expect(updated.statusCode, updated.body).toBe(200);
  return message.id;
}

describeBackends('bot runtime: a workflow calls a brand function', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    failing = false;
    delayMs = 0;
    requested.splice(0);
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  let sent = 0;
  async function say(customer: Customer, text: string): Promise<Message> {
    const ack = await customer.emit<never>('customerMessage', { text, clientMessageId: `fn-${++sent}` }) as unknown as { seq: number };
    const reply = await customer.waitFor<{ messages: Message[] }>('botMessages', (p) => p.messages[0]?.seq === ack.seq + 1);
    return reply.messages[0]!;
  }

  it("maps the API's answer into a variable the next message shows; a 500 leaves by the failure exit; a shutdown waits for a call in flight", async () => {
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    const ok = (response: { statusCode: number; body: string }) => expect(response.statusCode, response.body).toBe(200);
    ok(await trainer.post(P.environmentVariables, { name: 'LOYALTY_API', values: { Dev: 'http://127.0.0.1:9/dev-only', UAT: 'http://127.0.0.1:9/uat-only', Prod: base } }));
    ok(await trainer.post(P.botParams, { name: 'points', type: 'text', description: 'Loyalty points of the customer' }));
    const fnResponse = await trainer.post(P.brandFunctions, {
      name: 'loyalty_points', method: 'GET', url: '{{env.LOYALTY_API}}/accounts/{{psid}}/points', timeoutMs: 2_000,
      responseMapping: [{ path: 'account.points', variable: 'points' }],
    });
    ok(fnResponse);
    const fn = dataOf<BrandFunction>(fnResponse);
    const pointsMessage = await textMessage(trainer, 'Loyalty points', POINTS_TEXT);
    const downMessage = await textMessage(trainer, 'Loyalty service down', DOWN_TEXT);
    const intent = dataOf<Intent>(await trainer.post(P.intents, { name: 'loyalty_points', reply: 'Let me check your points.' }));
    for (const text of ['how many loyalty points do I have', 'my loyalty points', 'check my points balance', 'points balance',
      'what is my loyalty balance', 'how many reward points have I earned', 'loyalty program points', 'show my rewards points']) {
      ok(await trainer.post(withId(P.utterances, intent.id), { text }));
    }
    const at = { x: 0, y: 0 };
    ok(await trainer.post(P.workflows, {
      name: 'Loyalty points', triggerIntents: ['loyalty_points'], elements: {
        nodes: [
          { id: 'start', type: 'start', position: at, data: {} },
          { id: 'lookup', type: 'brandFunction', position: at, data: { brandFunctionId: fn.brandFunctionId } },
          { id: 'points', type: 'botMessage', position: at, data: { messageId: pointsMessage } },
          { id: 'down', type: 'botMessage', position: at, data: { messageId: downMessage } },
        ],
        edges: [
          { id: 'e1', source: 'start', target: 'lookup' },
          { id: 'e2', source: 'lookup', target: 'points', sourceHandle: 'success' },
          { id: 'e3', source: 'lookup', target: 'down', sourceHandle: 'failure' },
        ],
      },
    }));
    ok(await trainer.post(P.trainApp));
    await context.app.services.botBuilder.training.idle();
    ok(await trainer.post(P.publishApp));

    // A supervisor looking at the live list (issue 23: the profile follows the bot's variables live).
    const sam = await harness.staff('supervisor@demo.brand');
    const customer = await harness.customer();
    const answered = await say(customer, 'how many loyalty points do I have?');
    expect(answered.NLPSnapshot).toMatchObject({ intent: 'loyalty_points', modelVersion: 2 });
    expect(answered.content.text).toContain('You have 1250 loyalty points.');
    // The Prod base URL was called, with the customer's psid in the path.
    expect(requested).toEqual([`/accounts/${customer.psid}/points`]);
    type ProfileUpdate = { changedUserProfileDetails?: { psid: string; userProfileDetails: { sections: Array<{ sectionTitle: string; data: unknown[] }> } } };
    const profile = await sam.waitFor<ProfileUpdate>('updation', (p) => p.changedUserProfileDetails?.psid === customer.psid);
    expect(profile.changedUserProfileDetails?.userProfileDetails.sections.find((section) => section.sectionTitle === 'Conversation details')?.data)
      .toContainEqual({ subTitle: 'points', value: '1250', type: 'text' });

    failing = true;
    const down = await say(customer, 'check my points balance');
    expect(down.content.text).toContain(DOWN_TEXT);
    expect(requested).toHaveLength(2);

    // The server stops while the brand's API is still answering: the bot turn ends and its reply is stored first.
    failing = false;
    delayMs = 300;
    const ack = await customer.emit<never>('customerMessage', { text: 'points balance', clientMessageId: 'fn-shutdown' }) as unknown as { seq: number };
    await context.app.close();
    const [reply] = await context.database.db.select().from(chatMessages)
      .where(and(eq(chatMessages.sessionId, customer.sessionId), eq(chatMessages.seq, ack.seq + 1)));
    expect(reply?.content).toMatchObject({ text: expect.stringContaining('You have 1250 loyalty points.') });
  });
  // The stand-in loyalty API listens on loopback, which brand functions reach only when the server allows it.
}, () => ({ BRAND_FUNCTION_ALLOWED_HOSTS: '127.0.0.1' }));
