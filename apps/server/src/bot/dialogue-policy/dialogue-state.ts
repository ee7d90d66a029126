/**
 * A dialogue as the policy reads it: the events of a story (customer turns and bot actions) replayed into the state
 * at each step, where the slots are filled from entities (a slot's fromEntity), by set-slot actions, and by what a
 * story says an action set (a brand function's result). Pure: stories in, states and training examples out.
 */
import type { DialogBox, Slot } from '@switchboard/contracts/dms/dms.schemas';
import { LISTEN_ACTION } from '@switchboard/contracts/dms/dms.events';

export { LISTEN_ACTION };

export interface PolicyAction {
  /** The id stories use (actionId). */
  id: string;
  name: string;
  /** A set-slot action's slot and value: the state knows it after the action. */
  sets?: { slot: string; value: string } | undefined;
}

export interface PolicyDomain {
  slots: Slot[];
  actions: PolicyAction[];
}

export type DialogueEvent =
  | { kind: 'customer'; intent: string; entities: string[]; entityValues: { entity: string; value: string }[] }
  | { kind: 'action'; actionId: string; slots: { slot: string; value: string }[] };

/** What the policy sees before choosing the next action. */
export interface DialogueState {
  /** The recent events, oldest first (at most the policy's history). */
  events: DialogueEvent[];
  /** Slot name → value (as text), for the slots set so far. */
  slots: Map<string, string>;
}

/** A training example: the state, and the action that followed it (LISTEN_ACTION: the customer spoke next). */
export interface Example {
  state: DialogueState;
  action: string;
  /** Where it came from, for conflicts. */
  storyId: string;
  storyName: string;
  dialogBoxId: string;
}

export function eventOf(box: DialogBox): DialogueEvent | null {
  if (box.kind === 'customer') {
    const entityValues = (box.entities ?? []).map(({ entity, value }) => ({ entity, value }));
    return { kind: 'customer', intent: box.intent, entities: [...new Set(entityValues.map((e) => e.entity))].sort(), entityValues };
  }
  if (box.kind === 'action') return { kind: 'action', actionId: box.actionId, slots: (box.slots ?? []).map(({ slot, value }) => ({ slot, value })) };
  return null;
}

/** Replays events into slots: entity-filled slots, set-slot actions, and slots a story says an action set. */
export class StateTracker {
  private readonly events: DialogueEvent[] = [];
  private readonly slots = new Map<string, string>();
  private readonly byEntity = new Map<string, string[]>();
  private readonly actions: Map<string, PolicyAction>;

  /** `from`: a conversation tracked earlier (its recent events and the slots it had set), continued. */
  constructor(domain: PolicyDomain, from?: { events: readonly DialogueEvent[]; slots: Readonly<Record<string, string>> }) {
    if (from) {
      this.events.push(...from.events);
      for (const [slot, value] of Object.entries(from.slots)) this.slots.set(slot, value);
    }
    for (const slot of domain.slots) {
      if (slot.fromEntity) this.byEntity.set(slot.fromEntity, [...(this.byEntity.get(slot.fromEntity) ?? []), slot.name]);
    }
    this.actions = new Map(domain.actions.map((action) => [action.id, action]));
  }

  add(event: DialogueEvent): void {
    this.events.push(event);
    if (event.kind === 'customer') {
      for (const { entity, value } of event.entityValues) for (const slot of this.byEntity.get(entity) ?? []) this.slots.set(slot, value);
      return;
    }
    const sets = this.actions.get(event.actionId)?.sets;
    if (sets) this.slots.set(sets.slot, sets.value);
    for (const { slot, value } of event.slots) this.slots.set(slot, value);
  }

  state(history: number): DialogueState {
    return { events: this.events.slice(-history), slots: new Map(this.slots) };
  }

  /** A slot filled outside the events (a question's answer checked by a pattern). */
  setSlot(slot: string, value: string): void {
    this.slots.set(slot, value);
  }

  /** What a conversation stores to continue later: the last `keep` events and the slots. */
  snapshot(keep: number): { events: DialogueEvent[]; slots: Record<string, string> } {
    return { events: this.events.slice(-keep), slots: Object.fromEntries(this.slots) };
  }

  get length(): number {
    return this.events.length;
  }
}

/**
 * The examples of one flow (a story, or stories joined at checkpoints): before each action, the state and that
 * action; after the bot's part of a turn (a customer turn or the end follows an action), the state and LISTEN.
 */
export function examplesOf(domain: PolicyDomain, flow: Flow, history: number): Example[] {
  const tracker = new StateTracker(domain);
  const examples: Example[] = [];
  let lastWasAction = false;
  let lastBoxId = '';
  const listen = (dialogBoxId: string) => examples.push({ state: tracker.state(history), action: LISTEN_ACTION, storyId: flow.storyId, storyName: flow.storyName, dialogBoxId });
  for (const box of flow.boxes) {
    const event = eventOf(box);
    if (!event) continue;
    if (event.kind === 'action') {
      examples.push({ state: tracker.state(history), action: event.actionId, storyId: flow.storyId, storyName: flow.storyName, dialogBoxId: box.dialogBoxId });
      lastWasAction = true;
    } else {
      // The bot's part of the previous turn ended here: it should have waited for the customer.
      if (lastWasAction) listen(lastBoxId);
      lastWasAction = false;
    }
    lastBoxId = box.dialogBoxId;
    tracker.add(event);
  }
  if (lastWasAction && !flow.continues) listen(lastBoxId);
  return examples;
}

/** A story to learn from: its boxes (joined with others' at checkpoints), named by the story it ends in. */
export interface Flow {
  storyId: string;
  storyName: string;
  boxes: DialogBox[];
  /** It ends at a checkpoint nothing continues from in this flow (the end is not the end of the dialogue). */
  continues: boolean;
}
