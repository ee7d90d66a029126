/**
 * The published bot's dialogue step (pure but for the actions it is given to perform): a customer message whose intent a published dialogue domain uses is
 * added to that domain's conversation, and the domain's policy chooses the bot's actions until it would wait for the
 * customer (listen). The policy decides only when its first choice is confident (memory, or the classifier at or above
 * the domain's threshold); otherwise the rules answer as before (workflows, intent replies, FAQ, fallback) and the
 * conversation leaves the domain. Either way the turn's NLP snapshot says who decided and why.
 */
import type { ActionConfig } from '@switchboard/contracts/dms/dms.schemas';
import { LISTEN_ACTION, StateTracker, type DialogueEvent } from './dialogue-state';
import { DialoguePolicy, type StoredPolicy } from './policy';

export interface BundleDialogueAction { id: string; name: string; config: ActionConfig }

/** A dialogue domain as a trained bot version carries it: the latest trained policy when the bot was trained. */
export interface BundleDialogueDomain {
  domainId: string;
  name: string;
  intents: string[];
  policy: StoredPolicy;
  actions: BundleDialogueAction[];
}

/** Kept in the conversation's bot state between messages. */
export interface DialogueConversation {
  domainId: string;
  events: DialogueEvent[];
  slots: Record<string, string>;
  /** An askSlot action waits for its answer: the next message must fit its validation (retries left to ask again). */
  asking?: { actionId: string; retriesLeft: number };
}

/** What the NLP snapshot records about the dialogue policy's part in the turn. */
export interface DialogueSnapshot {
  domainId: string;
  domain: string;
  /** true: the policy chose the actions; false: the rules answered. */
  decided: boolean;
  actions: string[];
  confidence: number;
  source: 'memo' | 'classifier' | 'fallback';
  reason: string;
}

export interface DialogueDecision {
  domain: BundleDialogueDomain;
  actions: BundleDialogueAction[];
  /** The conversation to keep (null: it left the domain). */
  conversation: DialogueConversation | null;
  /** The slots after the turn (the actions' messages mention them). */
  slots: Record<string, string>;
  snapshot: DialogueSnapshot;
}

/** Actions in one turn at most: a policy that never predicts listen must not loop. */
const MAX_ACTIONS = 10;
const KEPT_EVENTS = 10;

const policies = new WeakMap<StoredPolicy, DialoguePolicy>();
const loaded = (stored: StoredPolicy) => {
  let policy = policies.get(stored);
  if (!policy) policies.set(stored, (policy = new DialoguePolicy(stored)));
  return policy;
};

/** Carries out one chosen action: the slots it set (a brand function's result), and whether the turn stops after it. */
export type PerformAction = (action: BundleDialogueAction, slots: Record<string, string>) => Promise<{ slots?: Record<string, string>; stop?: boolean }>;

/**
 * The dialogue step of a turn: null when no published domain uses the intent; else the decision, the actions having
 * been performed one at a time (each prediction sees what the previous action set, e.g. a brand function's result).
 */
export async function runDialogue(
  domains: readonly BundleDialogueDomain[] | undefined,
  stored: DialogueConversation | null | undefined,
  nlp: { intent: string; text?: string | undefined; entities?: { entity: string; value: string }[] | undefined },
  perform: PerformAction,
): Promise<DialogueDecision | null> {
  if (!domains?.length) return null;
  const uses = (domain: BundleDialogueDomain) => domain.intents.some((name) => name.toLowerCase() === nlp.intent.toLowerCase());
  const current = stored ? domains.find((domain) => domain.domainId === stored.domainId) : undefined;
  // A question of the domain waits: the message is its answer, whatever its intent.
  const asking = current && stored?.asking ? current.actions.find((action) => action.id === stored.asking!.actionId) : undefined;
  const question = asking?.config.kind === 'askSlot' ? asking.config : undefined;
  const domain = question ? current : current && uses(current) ? current : domains.find(uses);
  if (!domain) return null;
  const continuing = current === domain && stored ? stored : undefined;
  const policyDomain = {
    slots: domain.policy.slots,
    actions: domain.actions.map((action) => ({
      id: action.id, name: action.name, sets: action.config.kind === 'setSlot' ? { slot: action.config.slot, value: action.config.value } : undefined,
    })),
  };
  const tracker = new StateTracker(policyDomain, continuing);
  const entityValues = (nlp.entities ?? []).map(({ entity, value }) => ({ entity, value }));
  tracker.add({ kind: 'customer', intent: nlp.intent, entities: [...new Set(entityValues.map((e) => e.entity))].sort(), entityValues });
  const policy = loaded(domain.policy);
  if (question && asking && continuing?.asking) {
    const answer = answerOf(question, nlp);
    const summary = { domainId: domain.domainId, domain: domain.name, confidence: 1, source: 'memo' as const };
    if (answer === null) {
      if (continuing.asking.retriesLeft <= 0) {
        return { domain, actions: [], conversation: null, slots: {}, snapshot: { ...summary, decided: false, actions: [], reason: `the answer did not fit "${asking.name}" after its retries` } };
      }
      // Asked again; the answer that did not fit is not part of the dialogue.
      await perform(asking, continuing.slots);
      const again = { ...continuing, asking: { actionId: asking.id, retriesLeft: continuing.asking.retriesLeft - 1 } };
      return { domain, actions: [asking], conversation: again, slots: continuing.slots, snapshot: { ...summary, decided: true, actions: [asking.name], reason: 'the answer did not fit the question: asked again' } };
    }
    tracker.setSlot(question.slot, answer);
  }
  const byId = new Map(domain.actions.map((action) => [action.id, action]));
  const chosen: BundleDialogueAction[] = [];
  const first = policy.predict(tracker.state(domain.policy.history));
  const base = { domainId: domain.domainId, domain: domain.name, confidence: first.confidence, source: first.source } as const;
  let prediction = first;
  let ended = false;
  for (let step = 0; step < MAX_ACTIONS; step++) {
    const action = prediction.actionId ? byId.get(prediction.actionId) : undefined;
    // Mid-turn, an unsure policy stops (the customer speaks next) rather than guess.
    if (!action || (prediction.source === 'fallback' && step > 0)) break;
    chosen.push(action);
    const done = await perform(action, tracker.snapshot(1).slots);
    tracker.add({ kind: 'action', actionId: action.id, slots: Object.entries(done.slots ?? {}).map(([slot, value]) => ({ slot, value })) });
    if (done.stop) {
      ended = true;
      break;
    }
    prediction = policy.predict(tracker.state(domain.policy.history));
  }
  if (chosen.length === 0) {
    const reason = first.actionId === LISTEN_ACTION
      ? 'the policy would wait for the customer without acting'
      : `below the domain's threshold (${first.confidence.toFixed(2)} < ${domain.policy.threshold}) and no fallback action`;
    return { domain, actions: [], conversation: null, slots: {}, snapshot: { ...base, decided: false, actions: [], reason } };
  }
  const kept = tracker.snapshot(KEPT_EVENTS);
  const lastChosen = chosen[chosen.length - 1]!;
  const waitsFor = lastChosen.config.kind === 'askSlot' ? { asking: { actionId: lastChosen.id, retriesLeft: lastChosen.config.retries } } : {};
  return {
    domain,
    actions: chosen,
    conversation: ended ? null : { domainId: domain.domainId, ...kept, ...waitsFor },
    slots: kept.slots,
    snapshot: {
      ...base, decided: true, actions: chosen.map((action) => action.name),
      reason: base.source === 'memo' ? 'a story has this history' : base.source === 'classifier' ? `confident (${base.confidence.toFixed(2)})` : 'the domain\'s fallback action',
    },
  };
}

/** A question's answer: the entity's value, the pattern's match, or (no validation) the text; null when it does not fit. */
function answerOf(question: Extract<ActionConfig, { kind: 'askSlot' }>, nlp: { text?: string | undefined; entities?: { entity: string; value: string }[] | undefined }): string | null {
  const text = (nlp.text ?? '').slice(0, 1000).trim();
  if (question.validation.entity) {
    const wanted = question.validation.entity.toLowerCase();
    return nlp.entities?.find((found) => found.entity.toLowerCase() === wanted)?.value ?? null;
  }
  // Patterns are checked when saved (no nested repetition): safe on a customer's text.
  if (question.validation.pattern) return new RegExp(question.validation.pattern, 'iu').exec(text)?.[0] ?? null;
  return text || null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** A stored conversation read defensively (a damaged or older row: none). */
export function parseDialogueConversation(value: unknown): DialogueConversation | null {
  if (!isRecord(value) || typeof value.domainId !== 'string' || !Array.isArray(value.events) || !isRecord(value.slots)) return null;
  const events: DialogueEvent[] = [];
  for (const event of value.events) {
    if (!isRecord(event)) continue;
    if (event.kind === 'customer' && typeof event.intent === 'string') {
      const entityValues = Array.isArray(event.entityValues)
        ? event.entityValues.filter(isRecord).filter((e) => typeof e.entity === 'string' && typeof e.value === 'string').map((e) => ({ entity: e.entity as string, value: e.value as string }))
        : [];
      events.push({ kind: 'customer', intent: event.intent, entities: strings(event.entities), entityValues });
    } else if (event.kind === 'action' && typeof event.actionId === 'string') {
      events.push({ kind: 'action', actionId: event.actionId, slots: [] });
    }
  }
  const slots: Record<string, string> = {};
  for (const [slot, slotValue] of Object.entries(value.slots)) if (typeof slotValue === 'string') slots[slot] = slotValue;
  const asking = isRecord(value.asking) && typeof value.asking.actionId === 'string' && typeof value.asking.retriesLeft === 'number'
    ? { asking: { actionId: value.asking.actionId, retriesLeft: Math.max(0, Math.floor(value.asking.retriesLeft)) } } : {};
  return { domainId: value.domainId, events, slots, ...asking };
}
