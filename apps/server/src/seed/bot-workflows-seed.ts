/**
 * The demo bot's conversation design, built with the bot builder's own pieces (draft tables): bot
 * messages with the §3 default variation (and a Hindi one for the greeting), a bot param, and
 * workflows for the greeting, the order status (a condition on the order number found in the
 * message, else a question validated by the order_number entity with retries, a handover when it
 * fails; then the demo store's API through the demo_order_status brand function, whose answer the
 * reply quotes) and the handover. Ids are fixed so the bundle trained once per process matches every seed.
 */
import type { BotMessage, Variation } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import type { BotParam } from '@switchboard/contracts/bot-builder/bot-param.schemas';
import type { Workflow, WorkflowEdge, WorkflowNode } from '@switchboard/contracts/bot-builder/workflow.schemas';
import type { MessageContent } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { BOT_TEXTS, QUICK_REPLIES } from '@/bot/demo-bot';
import type { Executor } from '@/db/client';
import { botMessages, botParams, botWorkflows } from '@/db/schema/bot-content';
import { DEMO_ORDER_FUNCTION } from './demo-order-function';

export const DEMO_FLOW_TEXTS = {
  askOrder: 'Sure! What is your order number? It looks like ORD-12345.',
  retryOrder: "Hmm, that doesn't look like an order number. It starts with ORD and has 4 to 8 digits, like ORD-12345. Could you check it?",
  orderFound: 'Here is order {{order}}: {{orderSummary}} Anything else I can help with?',
  orderUnavailable: "Sorry, I can't look up order {{order}} right now. Please try again in a few minutes, or ask for an agent.",
  orderNotRead: "I still couldn't find an order number there. Let me connect you to an agent who can look it up.",
  greetingHindi: 'नमस्ते! मैं Demo Brand सहायक हूँ। मैं आपकी कैसे मदद कर सकता हूँ?',
} as const;

const uuid = (n: number) => `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const DEMO_IDS = {
  greeting: uuid(1), askOrder: uuid(2), retryOrder: uuid(3), orderFound: uuid(4), orderNotRead: uuid(5), handover: uuid(6),
  orderUnavailable: uuid(7),
  greetingFlow: uuid(101), orderFlow: uuid(102), handoverFlow: uuid(103),
  orderParam: uuid(201), orderStatusParam: uuid(202), orderSummaryParam: uuid(203), orderCarrierParam: uuid(204),
  // bot-integrations-seed.ts's events: fixed ids, so the workflows' event nodes can name them.
  orderTrackedEvent: uuid(301), handoverRequestedEvent: uuid(302), productViewedEvent: uuid(303),
} as const;

const SEEDED_AT = '2026-01-01T00:00:00.000Z';
const defaults = { channel: 'website', country: 'in', language: 'en', param1: 'opt1' } as const;
const version = (vid: string, content: MessageContent, extra: Partial<Variation> = {}): Variation =>
  ({ vid, ...defaults, abTestings: [{ vid: `${vid}-a`, weight: 100, content }], ...extra });
const message = (id: string, name: string, text: string, type: BotMessage['type'] = 'text', more: Variation[] = []): BotMessage => ({
  id, name, type, updatedAt: SEEDED_AT,
  variations: [version(`${name}-default`, type === 'text_with_buttons' ? { text, quickReplies: QUICK_REPLIES.map((q) => ({ ...q })) } : { text }), ...more],
});

export const DEMO_MESSAGES: BotMessage[] = [
  message(DEMO_IDS.greeting, 'Greeting', BOT_TEXTS.greeting, 'text_with_buttons', [
    version('greeting-hindi', { text: DEMO_FLOW_TEXTS.greetingHindi, quickReplies: QUICK_REPLIES.map((q) => ({ ...q })) }, { language: 'hi' }),
  ]),
  message(DEMO_IDS.askOrder, 'Ask order number', DEMO_FLOW_TEXTS.askOrder),
  message(DEMO_IDS.retryOrder, 'Order number again', DEMO_FLOW_TEXTS.retryOrder),
  message(DEMO_IDS.orderFound, 'Order status answer', DEMO_FLOW_TEXTS.orderFound),
  message(DEMO_IDS.orderNotRead, 'Order number not read', DEMO_FLOW_TEXTS.orderNotRead),
  message(DEMO_IDS.orderUnavailable, 'Order lookup unavailable', DEMO_FLOW_TEXTS.orderUnavailable),
  message(DEMO_IDS.handover, 'Connecting to an agent', BOT_TEXTS.handover),
];

export const DEMO_PARAMS: BotParam[] = [
  { _id: DEMO_IDS.orderParam, name: 'order', type: 'text', defaultValue: '', description: 'The order number the customer asks about', updatedAt: SEEDED_AT },
  { _id: DEMO_IDS.orderStatusParam, name: 'orderStatus', type: 'text', defaultValue: '', description: "The order's status, from the demo store's API", updatedAt: SEEDED_AT },
  { _id: DEMO_IDS.orderSummaryParam, name: 'orderSummary', type: 'text', defaultValue: '', description: 'Where the order is, in a sentence, from the demo store\'s API', updatedAt: SEEDED_AT },
  { _id: DEMO_IDS.orderCarrierParam, name: 'orderCarrier', type: 'text', defaultValue: '', description: 'The courier carrying the order', updatedAt: SEEDED_AT },
];

/** Laid out on a grid (column, row) wide enough that branches do not overlap in the editor. */
const node = (id: string, type: WorkflowNode['type'], data: object, [column, row]: [number, number]): WorkflowNode =>
  ({ id, type, position: { x: column * 280, y: row * 140 }, data } as WorkflowNode);
const edges = (list: Array<[string, string, string?]>): WorkflowEdge[] =>
  list.map(([source, target, exit], i) => ({ id: `e${i + 1}`, source, target, sourceHandle: exit ?? null }));
const flow = (wid: string, name: string, description: string, triggerIntents: string[], nodes: WorkflowNode[], links: Array<[string, string, string?]>): Workflow =>
  ({ wid, name, description, triggerIntents, elements: { nodes, edges: edges(links) }, synced: true, updatedAt: SEEDED_AT });

export const DEMO_WORKFLOWS: Workflow[] = [
  flow(DEMO_IDS.greetingFlow, 'Greeting', 'Greets the customer with the main options', ['greeting'], [
    node('start', 'start', {}, [0, 0]), node('greet', 'botMessage', { messageId: DEMO_IDS.greeting }, [0, 1]), node('end', 'end', {}, [0, 2]),
  ], [['start', 'greet'], ['greet', 'end']]),
  flow(DEMO_IDS.orderFlow, 'Order status', "Finds the order number (in the message or by asking) and asks the demo store's API where the order is", ['order_status'], [
    node('start', 'start', {}, [1, 0]),
    node('tracked', 'event', { eventId: DEMO_IDS.orderTrackedEvent }, [2, 0]),
    node('hasNumber', 'condition', { rootConditionType: 'and', conditionSet: [{ keyType: 'attribute', keyValue: 'order_number', condType: 'exists', value: '' }] }, [1, 1]),
    node('fromMessage', 'setVariable', { variable: 'order', value: '{{order_number}}' }, [0, 2]),
    node('ask', 'question', { messageId: DEMO_IDS.askOrder, variable: 'order', entity: 'order_number', retries: 2, retryMessageId: DEMO_IDS.retryOrder }, [2, 2]),
    node('lookUp', 'brandFunction', { brandFunctionId: DEMO_ORDER_FUNCTION.brandFunctionId }, [1, 3]),
    node('found', 'botMessage', { messageId: DEMO_IDS.orderFound }, [0, 4]),
    node('unavailable', 'botMessage', { messageId: DEMO_IDS.orderUnavailable }, [2, 4]),
    node('end', 'end', {}, [1, 5]),
    node('notRead', 'botMessage', { messageId: DEMO_IDS.orderNotRead }, [3, 3]),
    node('toAgent', 'handover', {}, [3, 4]),
  ], [
    ['start', 'tracked'], ['tracked', 'hasNumber'], ['hasNumber', 'fromMessage', 'true'], ['hasNumber', 'ask', 'false'], ['fromMessage', 'lookUp'],
    ['ask', 'lookUp', 'captured'], ['ask', 'notRead', 'failed'], ['lookUp', 'found', 'success'], ['lookUp', 'unavailable', 'failure'],
    ['found', 'end'], ['unavailable', 'end'], ['notRead', 'toAgent'],
  ]),
  flow(DEMO_IDS.handoverFlow, 'Talk to an agent', 'Passes the chat to the support queue', ['handover'], [
    node('start', 'start', {}, [0, 0]), node('requested', 'event', { eventId: DEMO_IDS.handoverRequestedEvent }, [1, 0]),
    node('say', 'botMessage', { messageId: DEMO_IDS.handover }, [0, 1]), node('toAgent', 'handover', {}, [0, 2]),
  ], [['start', 'requested'], ['requested', 'say'], ['say', 'toAgent']]),
];

export async function seedBotWorkflows(tx: Executor, brandId: string): Promise<void> {
  await tx.insert(botMessages).values(DEMO_MESSAGES.map(({ id, name, type, variations }) => ({ id, brandId, name, type, variations })));
  await tx.insert(botParams).values(DEMO_PARAMS.map(({ _id, name, type, defaultValue, description }) => ({ id: _id, brandId, name, type, defaultValue, description })));
  await tx.insert(botWorkflows).values(DEMO_WORKFLOWS.map(({ wid, name, description, triggerIntents, elements }) => ({
    wid, brandId, name, description, triggerIntents, elements, synced: true,
  })));
}
