/** A small order-tracking domain and stories written the way a trainer writes them, for the policy's tests. */
import type { DialogBox } from '@switchboard/contracts/dms/dms.schemas';
import type { PolicyDomain } from './dialogue-state';
import type { PolicyStory } from './flows';

export const ORDER_DOMAIN: PolicyDomain = {
  slots: [
    { name: 'order_number', type: 'text', fromEntity: 'order_number' },
    { name: 'order_state', type: 'categorical', values: ['shipped', 'delayed'] },
  ],
  actions: ['utter_greet', 'ask_order_number', 'check_order', 'utter_order_status', 'utter_delay', 'utter_goodbye', 'utter_welcome', 'handover']
    .map((name) => ({ id: name, name })),
};

let next = 0;
/** `intent` or `intent:entity=value`; an action as `!name` (with `{slot=value}` slots it set). */
export function story(name: string, steps: string[]): PolicyStory {
  const boxes: DialogBox[] = steps.map((step) => {
    const dialogBoxId = `b${++next}`;
    if (step.startsWith('#')) return { kind: 'checkpoint', dialogBoxId, name: step.slice(1) };
    if (step.startsWith('!')) {
      const [action, set] = step.slice(1).split('{');
      const slots = set ? set.replace('}', '').split(',').map((pair) => {
        const [slot, value] = pair.split('=');
        return { slot: slot!, value: value! };
      }) : [];
      return { kind: 'action', dialogBoxId, actionId: action!, slots };
    }
    const [intent, entity] = step.split(':');
    const entities = entity ? [{ entity: entity.split('=')[0]!, value: entity.split('=')[1]! }] : [];
    return { kind: 'customer', dialogBoxId, intent: intent!, entities, text: '' };
  });
  return { id: name, name, boxes };
}

export const TRAINING_STORIES: PolicyStory[] = [
  story('greet, ask, shipped', ['greet', '!utter_greet', 'order_status', '!ask_order_number', 'inform:order_number=ORD-1234',
    '!check_order{order_state=shipped}', '!utter_order_status', 'thanks', '!utter_goodbye']),
  story('number given, shipped', ['order_status:order_number=ORD-5555', '!check_order{order_state=shipped}', '!utter_order_status']),
  story('greet, bye', ['greet', '!utter_greet', 'goodbye', '!utter_goodbye']),
  story('ask, delayed', ['order_status', '!ask_order_number', 'inform:order_number=ORD-4321', '!check_order{order_state=delayed}',
    '!utter_delay', '!handover']),
  story('person', ['human', '!handover']),
  story('bye, ask later, delayed', ['goodbye', '!utter_goodbye', 'order_status', '!ask_order_number', 'inform:order_number=ORD-9',
    '!check_order{order_state=delayed}', '!utter_delay', '!handover']),
];
