/**
 * One domain's policy training as a whole, with no database: the held-out evaluation, then the kept policy trained
 * on every story. It runs on the training thread (bot/training/training-thread.ts): plain data in and out, so both
 * cross the thread boundary as structured clones. With at least 5 stories every 5th (in the order given: creation
 * order) is held out, a policy trained on the rest is scored on them (next-action and whole-dialogue accuracy).
 */
import type { PolicyDomain } from './dialogue-state';
import { evaluatePolicy, ratio } from './evaluate';
import type { PolicyStory } from './flows';
import { DialoguePolicy, trainPolicy, type PolicyOptions, type TrainedPolicy } from './policy';

const HOLD_OUT_EVERY = 5;

export interface PolicyTrainingJob {
  domain: PolicyDomain;
  stories: PolicyStory[];
  options: Pick<PolicyOptions, 'threshold' | 'fallbackActionId'>;
}

export interface TrainedDomainPolicy extends TrainedPolicy {
  /** Held-out next-action and whole-dialogue accuracy; null with fewer than 5 stories. */
  accuracy: number | null;
  dialogueAccuracy: number | null;
}

/** Reports 0.5 once the held-out evaluation is over (the final training is the other half). */
export function trainDomainPolicy({ domain, stories, options }: PolicyTrainingJob, onProgress: (share: number) => void): TrainedDomainPolicy {
  let accuracy: number | null = null;
  let dialogueAccuracy: number | null = null;
  if (stories.length >= HOLD_OUT_EVERY) {
    const heldOut = stories.filter((_, i) => i % HOLD_OUT_EVERY === HOLD_OUT_EVERY - 1);
    const kept = stories.filter((_, i) => i % HOLD_OUT_EVERY !== HOLD_OUT_EVERY - 1);
    const trial = new DialoguePolicy(trainPolicy(domain, kept, options).policy);
    const scored = evaluatePolicy(trial, domain, heldOut);
    accuracy = ratio(scored.correctSteps, scored.steps);
    dialogueAccuracy = ratio(scored.correctDialogues, scored.dialogues);
    onProgress(0.5);
  }
  return { ...trainPolicy(domain, stories, options), accuracy, dialogueAccuracy };
}
