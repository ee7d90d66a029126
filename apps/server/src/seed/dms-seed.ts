/**
 * The demo brand's dialogue domain (issue 30): "Orders", on the demo bot's intents and order_number entity, with a
 * few actions and stories, so the /dms pages and interactive training have data from the first start. Not trained:
 * the first training is the trainer's (the logs start empty).
 */
import type { ActionConfig, DialogBox } from '@switchboard/contracts/dms/dms.schemas';
import type { Executor } from '@/db/client';
import { dmsActions, dmsDomains } from '@/db/schema/dms';
import { insertStories } from '@/modules/dms/dms.repository';

export const DEMO_DMS_DOMAIN = 'Orders';

const ACTIONS: { name: string; description: string; config: ActionConfig }[] = [
  { name: 'utter_greet', description: 'Greets the customer', config: { kind: 'respond', variations: [{ text: 'Hello! How can I help you today?' }, { text: 'Hi there! What can I do for you?' }] } },
  { name: 'ask_order_number', description: 'Asks for the order number', config: {
    kind: 'askSlot', slot: 'order_number', variations: [{ text: 'Sure. What is your order number? It looks like ORD-12345.' }],
    validation: { entity: 'order_number' }, retries: 2,
  } },
  { name: 'utter_order_status', description: 'Tells the order status', config: { kind: 'respond', variations: [{ text: 'Order {{order_number}} is on its way and should arrive within 2 days.' }] } },
  { name: 'utter_welcome', description: 'Answers thanks', config: { kind: 'respond', variations: [{ text: 'You are welcome!' }] } },
  { name: 'utter_goodbye', description: 'Says goodbye', config: { kind: 'respond', variations: [{ text: 'Goodbye! Come back any time.' }] } },
  { name: 'handover_to_agent', description: 'Hands the chat to a person', config: { kind: 'handover', groupId: null } },
  { name: 'end_dialogue', description: 'Ends the dialogue', config: { kind: 'end' } },
];

type Step = [intent: string, order?: string] | string;
const STORIES: { name: string; steps: Step[] }[] = [
  { name: 'Greet, then track an order', steps: [['greeting'], 'utter_greet', ['order_status'], 'ask_order_number', ['order_status', 'ORD-12345'], 'utter_order_status', ['thanks'], 'utter_welcome'] },
  { name: 'Track an order with its number', steps: [['order_status', 'ORD-99881'], 'utter_order_status', ['goodbye'], 'utter_goodbye'] },
  { name: 'Ask for a person', steps: [['handover'], 'handover_to_agent'] },
  { name: 'Greet and leave', steps: [['greeting'], 'utter_greet', ['goodbye'], 'utter_goodbye', 'end_dialogue'] },
  { name: 'Track, then ask for a person', steps: [['order_status'], 'ask_order_number', ['handover'], 'handover_to_agent'] },
];

const EXAMPLES: Record<string, string> = {
  greeting: 'hello', order_status: 'where is my order', thanks: 'thanks', goodbye: 'bye', handover: 'I want to talk to a human',
};

export async function seedDms(tx: Executor, brandId: string): Promise<void> {
  const [domain] = await tx.insert(dmsDomains).values({
    brandId, name: DEMO_DMS_DOMAIN, description: 'Order tracking, learnt from example dialogues',
    intents: ['greeting', 'order_status', 'thanks', 'goodbye', 'handover'], entities: ['order_number'],
    slots: [{ name: 'order_number', type: 'text', fromEntity: 'order_number' }],
  }).returning({ id: dmsDomains.id });
  const actions = await tx.insert(dmsActions).values(ACTIONS.map((action) => ({ brandId, domainId: domain!.id, ...action })))
    .returning({ id: dmsActions.id, name: dmsActions.name });
  const idOf = new Map(actions.map((action) => [action.name, action.id]));
  await insertStories(tx, brandId, STORIES.map(({ name, steps }) => {
    const boxes: DialogBox[] = steps.map((step, i): DialogBox => {
      const dialogBoxId = `s${i + 1}`;
      if (typeof step === 'string') return { kind: 'action', dialogBoxId, actionId: idOf.get(step)!, slots: [] };
      const [intent, order] = step;
      return {
        kind: 'customer', dialogBoxId, intent, text: order ? `my order is ${order}` : EXAMPLES[intent] ?? '',
        entities: order ? [{ entity: 'order_number', value: order }] : [],
      };
    });
    return { domainId: domain!.id, name, boxes, createdBy: 'Demo seed' };
  }));
}
