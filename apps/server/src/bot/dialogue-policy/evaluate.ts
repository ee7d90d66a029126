/**
 * How well a policy predicts stories it did not learn from: next-action accuracy (each action and each "wait for the
 * customer" predicted right, given the true history) and whole-dialogue accuracy (every step of a story right).
 */
import { examplesOf, type PolicyDomain } from './dialogue-state';
import { flowsOf, type PolicyStory } from './flows';
import type { DialoguePolicy } from './policy';

export interface Evaluation {
  steps: number;
  correctSteps: number;
  dialogues: number;
  correctDialogues: number;
}

export function evaluatePolicy(policy: DialoguePolicy, domain: PolicyDomain, stories: readonly PolicyStory[]): Evaluation {
  const result: Evaluation = { steps: 0, correctSteps: 0, dialogues: 0, correctDialogues: 0 };
  for (const flow of flowsOf(stories)) {
    const examples = examplesOf(domain, flow, policy.stored.history);
    if (examples.length === 0) continue;
    let allRight = true;
    for (const { state, action } of examples) {
      const right = policy.predict(state).actionId === action;
      result.steps += 1;
      if (right) result.correctSteps += 1;
      else allRight = false;
    }
    result.dialogues += 1;
    if (allRight) result.correctDialogues += 1;
  }
  return result;
}

export const ratio = (correct: number, total: number): number | null => (total === 0 ? null : Math.round((correct / total) * 1e4) / 1e4);
