/**
 * The next-action policy of a dialogue domain: exact memoization of the histories seen in training (Rasa's
 * MemoizationPolicy: the last `history` events and the slots set) and, for histories never seen, a softmax
 * classifier over the dialogue state (features.ts) that generalises to unseen combinations. The classifier's answer
 * counts only at or above the threshold; below it the fallback action (or nothing: the runtime's workflows, FAQ and
 * fallback answer). A history that leads to different actions in different stories is a conflict: it is left out of
 * the memo (the classifier decides) and reported.
 */
import type { Slot } from '@switchboard/contracts/dms/dms.schemas';
import { examplesOf, LISTEN_ACTION, type DialogueState, type Example, type PolicyDomain } from './dialogue-state';
import { findConflicts, type Conflict } from './conflicts';
import { memoKey, stateFeatures } from './features';
import { flowsOf, type PolicyStory } from './flows';
import { DEFAULT_SOFTMAX, SoftmaxScorer, trainSoftmax, type SoftmaxModel, type SoftmaxOptions } from './softmax';

/** Rasa's default max_history for memoization. */
export const DEFAULT_HISTORY = 5;

export interface PolicyOptions {
  history: number;
  threshold: number;
  fallbackActionId: string | null;
  softmax: SoftmaxOptions;
  /** Called between training phases with a share done (0..1). */
  onProgress?: (share: number) => void;
}

/** What is stored (jsonb) and loaded to predict. */
export interface StoredPolicy {
  version: 1;
  history: number;
  threshold: number;
  fallbackActionId: string | null;
  slots: Slot[];
  memo: Record<string, string>;
  /**
   * The actions seen right after each previous event (an action's id, or '(customer)' / '(start)'): the classifier
   * chooses among these only. Stories say what may follow an action ("after check_order: the status or the delay"),
   * and a model that puts weight on a successor never seen is merely confused by shared features.
   */
  successors: Record<string, string[]>;
  classifier: SoftmaxModel;
}

export interface Prediction {
  /** The action to take (LISTEN_ACTION: wait for the customer), or null: not confident and no fallback action. */
  actionId: string | null;
  confidence: number;
  source: 'memo' | 'classifier' | 'fallback';
  ranking: { actionId: string; score: number }[];
}

export interface TrainedPolicy {
  policy: StoredPolicy;
  examples: number;
  conflicts: Conflict[];
}

export function trainPolicy(domain: PolicyDomain, stories: readonly PolicyStory[], options: Partial<PolicyOptions> = {}): TrainedPolicy {
  const history = options.history ?? DEFAULT_HISTORY;
  const examples: Example[] = flowsOf(stories).flatMap((flow) => examplesOf(domain, flow, history));
  options.onProgress?.(0.1);
  const conflicts = findConflicts(examples, domain);
  const memo = buildMemo(examples, domain.slots);
  const successors = successorsOf(examples);
  options.onProgress?.(0.2);
  const classifier = trainSoftmax(examples.map(({ state, action }) => ({ features: stateFeatures(state, domain.slots), label: action })), options.softmax ?? DEFAULT_SOFTMAX);
  options.onProgress?.(1);
  return {
    policy: {
      version: 1, history, threshold: options.threshold ?? 0.6, fallbackActionId: options.fallbackActionId ?? null, slots: domain.slots,
      memo, successors, classifier,
    },
    examples: examples.length,
    conflicts,
  };
}

function buildMemo(examples: readonly Example[], slots: readonly Slot[]): Record<string, string> {
  const seen = new Map<string, string | null>();
  for (const { state, action } of examples) {
    const key = memoKey(state, slots);
    const before = seen.get(key);
    seen.set(key, before === undefined || before === action ? action : null);
  }
  const memo: Record<string, string> = {};
  for (const [key, action] of seen) if (action !== null) memo[key] = action;
  return memo;
}

/** What came just before a state: the last action, the customer, or nothing. */
export function previousKey(state: DialogueState): string {
  const last = state.events[state.events.length - 1];
  return last === undefined ? '(start)' : last.kind === 'customer' ? '(customer)' : last.actionId;
}

function successorsOf(examples: readonly Example[]): Record<string, string[]> {
  const seen = new Map<string, Set<string>>();
  for (const { state, action } of examples) {
    const key = previousKey(state);
    seen.set(key, (seen.get(key) ?? new Set()).add(action));
  }
  return Object.fromEntries([...seen].map(([key, actions]) => [key, [...actions].sort()]));
}

/** A loaded policy: the scorer built once. */
export class DialoguePolicy {
  private readonly scorer: SoftmaxScorer;

  constructor(readonly stored: StoredPolicy) {
    this.scorer = new SoftmaxScorer(stored.classifier);
  }

  predict(state: DialogueState): Prediction {
    const { memo, slots, threshold, fallbackActionId } = this.stored;
    const trimmed: DialogueState = { events: state.events.slice(-this.stored.history), slots: state.slots };
    const ranking = this.ranking(trimmed);
    const remembered = Object.hasOwn(memo, memoKey(trimmed, slots)) ? memo[memoKey(trimmed, slots)] : undefined;
    if (remembered !== undefined) {
      return { actionId: remembered, confidence: 1, source: 'memo', ranking: [{ actionId: remembered, score: 1 }, ...ranking.filter((r) => r.actionId !== remembered)] };
    }
    const best = ranking[0];
    if (best && best.score >= threshold) return { actionId: best.actionId, confidence: best.score, source: 'classifier', ranking };
    return { actionId: fallbackActionId, confidence: best?.score ?? 0, source: 'fallback', ranking };
  }

  /** The classifier's scores renormalised over the actions seen after the previous event (all when it is new). */
  private ranking(state: DialogueState): Prediction['ranking'] {
    const scored = this.scorer.rank(stateFeatures(state, this.stored.slots));
    const allowed = Object.hasOwn(this.stored.successors, previousKey(state)) ? new Set(this.stored.successors[previousKey(state)]) : null;
    const kept = allowed ? scored.filter(({ label }) => allowed.has(label)) : scored;
    const total = kept.reduce((sum, { score }) => sum + score, 0) || 1;
    return kept.map(({ label, score }) => ({ actionId: label, score: Math.round((score / total) * 1e4) / 1e4 }));
  }
}

export { LISTEN_ACTION };
