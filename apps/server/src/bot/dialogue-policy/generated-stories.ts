/**
 * Stories for the dialogue benchmark, generated (seeded) from an order-support domain that extends the demo brand's
 * "Orders" domain (seed/dms-seed.ts) with a brand function's result (order_state), a product question and more ways to
 * close: customers greet or not, ask one to three things in any order, give the order number up front or when asked,
 * and the order is shipped, delayed or lost. Histories and slot combinations repeat across stories only partly, which
 * is what a policy meets in real conversations. The benchmark runs them beside a public corpus (the bAbI dialog
 * restaurant stories, read by rasa-stories.ts); see docs/benchmarks.md.
 */
import type { DialogBox } from '@switchboard/contracts/dms/dms.schemas';
import { seededRandom } from '@/bot/nlu/random';
import type { PolicyDomain } from './dialogue-state';
import type { PolicyStory } from './flows';

export const BENCH_DOMAIN: PolicyDomain = {
  slots: [
    { name: 'order_number', type: 'text', fromEntity: 'order_number' },
    { name: 'order_state', type: 'categorical', values: ['shipped', 'delayed', 'lost'] },
    { name: 'product', type: 'categorical', values: ['headphones', 'phone', 'laptop'], fromEntity: 'product' },
  ],
  actions: ['utter_greet', 'ask_order_number', 'check_order', 'utter_shipped', 'utter_delay', 'utter_lost', 'handover_to_agent',
    'utter_product_info', 'utter_anything_else', 'utter_welcome', 'utter_goodbye', 'end_dialogue'].map((name) => ({ id: name, name })),
};

type Step = { intent: string; entity?: [string, string] } | { action: string; slots?: [string, string][] };

function orderTask(pick: <T>(items: readonly T[]) => T, chance: (p: number) => boolean): Step[] {
  const number = `ORD-${Math.floor(chance(0.5) ? 1000 : 9000)}`;
  const state = pick(['shipped', 'delayed', 'lost'] as const);
  const steps: Step[] = chance(0.5)
    ? [{ intent: 'order_status', entity: ['order_number', number] }]
    : [{ intent: 'order_status' }, { action: 'ask_order_number' }, { intent: 'inform', entity: ['order_number', number] }];
  steps.push({ action: 'check_order', slots: [['order_state', state]] });
  if (state === 'shipped') steps.push({ action: 'utter_shipped' });
  if (state === 'delayed') steps.push({ action: 'utter_delay' }, { action: 'utter_anything_else' });
  if (state === 'lost') steps.push({ action: 'utter_lost' }, { action: 'handover_to_agent' });
  return steps;
}

const productTask = (pick: <T>(items: readonly T[]) => T): Step[] => [
  { intent: 'product_question', entity: ['product', pick(['headphones', 'phone', 'laptop'])] }, { action: 'utter_product_info' },
];

export function generateStories(count: number, seed = 30): PolicyStory[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  const stories: PolicyStory[] = [];
  for (let s = 0; s < count; s++) {
    const steps: Step[] = [];
    if (chance(0.6)) steps.push({ intent: 'greeting' }, { action: 'utter_greet' });
    const tasks = 1 + Math.floor(random() * 3);
    let handedOver = false;
    for (let t = 0; t < tasks && !handedOver; t++) {
      const kind = pick(['order', 'order', 'product', 'person'] as const);
      if (kind === 'order') steps.push(...orderTask(pick, chance));
      if (kind === 'product') steps.push(...productTask(pick));
      if (kind === 'person') steps.push({ intent: 'handover' }, { action: 'handover_to_agent' });
      const last = steps.at(-1);
      handedOver = last !== undefined && 'action' in last && last.action === 'handover_to_agent';
    }
    if (!handedOver) {
      if (chance(0.5)) steps.push({ intent: 'thanks' }, { action: 'utter_welcome' });
      if (chance(0.5)) steps.push({ intent: 'goodbye' }, { action: 'utter_goodbye' }, { action: 'end_dialogue' });
    }
    const boxes = steps.map((step, i): DialogBox => ('intent' in step
      ? { kind: 'customer', dialogBoxId: `b${i}`, intent: step.intent, text: '', entities: step.entity ? [{ entity: step.entity[0], value: step.entity[1] }] : [] }
      : { kind: 'action', dialogBoxId: `b${i}`, actionId: step.action, slots: (step.slots ?? []).map(([slot, value]) => ({ slot, value })) }));
    stories.push({ id: `story-${s}`, name: `Generated ${s}`, boxes });
  }
  return stories;
}
