/**
 * The dialogue state as features for the classifier: the latest customer intent and the one before, the entities of
 * the latest customer turn, the slots set (with their value for boolean and categorical slots, whose value changes
 * what comes next), the previous two actions and how many actions the bot took since the customer spoke. Each is a named binary feature; the policy keeps the names seen in training.
 */
import type { Slot } from '@switchboard/contracts/dms/dms.schemas';
import type { DialogueState } from './dialogue-state';

/** Shared by every state: the model's bias. */
const BIAS = 'bias';
const valued = new Set<Slot['type']>(['boolean', 'categorical']);

export function stateFeatures(state: DialogueState, slots: readonly Slot[]): string[] {
  const features = [BIAS];
  const { events } = state;
  let lastCustomer = -1;
  for (let i = events.length - 1; i >= 0; i--) if (events[i]!.kind === 'customer') { lastCustomer = i; break; }
  const customer = lastCustomer >= 0 ? events[lastCustomer] : undefined;
  // Right after the customer spoke, the intent and entities choose the action; once the bot has acted, what it did
  // matters most and they are context: separate features, so the first regime does not drown the second.
  const regime = lastCustomer === events.length - 1 ? '' : '@after';
  if (customer?.kind === 'customer') {
    features.push(`intent${regime}=${customer.intent}`);
    for (const entity of customer.entities) features.push(`entity${regime}=${entity}`, `intent+entity${regime}=${customer.intent}+${entity}`);
  } else {
    features.push('intent=(start)');
  }
  for (let i = lastCustomer - 1; i >= 0; i--) {
    const before = events[i]!;
    if (before.kind === 'customer') { features.push(`prevIntent=${before.intent}`); break; }
  }
  const since = events.slice(lastCustomer + 1);
  const last = events[events.length - 1];
  for (const slot of slots) {
    const value = state.slots.get(slot.name);
    if (value === undefined || value === '') continue;
    const feature = valued.has(slot.type) ? `slot=${slot.name}:${value.toLowerCase()}` : `slot=${slot.name}`;
    features.push(feature);
    // What an action found decides what follows it ("after check_order, a delayed order"), whatever came before.
    if (last?.kind === 'action' && valued.has(slot.type)) features.push(`prev+${feature}=${last.actionId}`);
  }
  features.push(last === undefined ? 'prev=(start)' : last.kind === 'customer' ? 'prev=(customer)' : `prev=${last.actionId}`);
  const beforeLast = events[events.length - 2];
  if (beforeLast?.kind === 'action') features.push(`prev2=${beforeLast.actionId}`);
  features.push(`actionsSinceCustomer=${Math.min(since.length, 3)}`);
  // The intent with the previous action: "after asking for the order number, the customer gave one".
  if (customer?.kind === 'customer' && last?.kind === 'action') features.push(`intent+prev=${customer.intent}+${last.actionId}`);
  return features;
}

/** The memo's key: the recent events exactly, and the slots set now (what Rasa's memoization compares). */
export function memoKey(state: DialogueState, slots: readonly Slot[]): string {
  const events = state.events.map((event) => (event.kind === 'customer'
    ? `u:${event.intent}[${event.entities.join(',')}]`
    : `a:${event.actionId}`));
  const set = slots.filter((slot) => state.slots.has(slot.name))
    .map((slot) => (valued.has(slot.type) ? `${slot.name}=${state.slots.get(slot.name)!.toLowerCase()}` : slot.name));
  return `${events.join(' > ')} | ${set.join(',')}`;
}

/** The history as a trainer reads it (conflict reports). */
export const readableHistory = (state: DialogueState, actionName: (id: string) => string): string[] =>
  state.events.map((event) => (event.kind === 'customer'
    ? `${event.intent}${event.entities.length ? ` (${event.entities.join(', ')})` : ''}`
    : actionName(event.actionId)));
