/** The demo brand's dialogue domain, actions and stories as the server answers them, for the /dms tests. */
import type { DmsAction, DmsTraining, Domain, Story } from '@switchboard/contracts/dms/dms.schemas';

const at = '2026-11-20T10:00:00.000Z';

export const DOMAIN: Domain = {
  _id: 'd-orders', name: 'Orders', description: 'Order questions', intents: ['greeting', 'order_status', 'thanks'], entities: ['order_number'],
  slots: [{ name: 'order', type: 'text', fromEntity: 'order_number' }], fallbackActionId: null, threshold: 0.6, stories: 2, actions: 2,
  createdAt: at, updatedAt: at,
};

export const GREET: DmsAction = {
  actionId: 'a-greet', domainId: DOMAIN._id, name: 'utter_greet', description: '', config: { kind: 'respond', variations: [{ text: 'Hello! How can I help?' }] },
  createdAt: at, updatedAt: at,
};
export const STATUS: DmsAction = {
  actionId: 'a-status', domainId: DOMAIN._id, name: 'utter_order_status', description: '',
  config: { kind: 'respond', variations: [{ text: 'Your order is on its way.' }] }, createdAt: at, updatedAt: at,
};

export const GREETING_STORY: Story = {
  _id: 's-greet', domainId: DOMAIN._id, name: 'Greeting', createdBy: 'Tara Trainer', createdAt: at, updatedAt: at,
  boxes: [
    { kind: 'customer', dialogBoxId: 'c1', intent: 'greeting', entities: [], text: 'hello there' },
    { kind: 'action', dialogBoxId: 'a1', actionId: GREET.actionId, slots: [] },
  ],
};
export const ORDER_STORY: Story = {
  _id: 's-order', domainId: DOMAIN._id, name: 'Track an order', createdBy: 'Tara Trainer', createdAt: at, updatedAt: at,
  boxes: [
    { kind: 'customer', dialogBoxId: 'c1', intent: 'order_status', entities: [{ entity: 'order_number', value: 'ORD-1' }], text: 'where is ORD-1' },
    { kind: 'action', dialogBoxId: 'a1', actionId: STATUS.actionId, slots: [] },
  ],
};

export const training = (over: Partial<DmsTraining> = {}): DmsTraining => ({
  _id: 't1', domainId: DOMAIN._id, domainName: 'Orders', status: 'trained', progress: 1, startedBy: 'Tara Trainer', startedAt: at,
  finishedAt: at, stories: 6, examples: 14, accuracy: 0.875, dialogueAccuracy: 0.5, conflicts: [], error: null, ...over,
});
