/** How a users' journey reads: its steps, its outcomes in the spec's words, the periods it is counted over. */
import { NO_INTENT_NAME } from '@switchboard/contracts/analytics/accuracy.schemas';
import type { Journey } from '@switchboard/contracts/dms/dms.schemas';

export const OUTCOME_LABELS: Record<keyof Journey['outcomes'], string> = {
  resolvedByBot: 'bot resolved', handedOver: 'handed over', abandoned: 'abandoned',
};
export const OUTCOME_COLORS: Record<keyof Journey['outcomes'], string> = { resolvedByBot: 'success', handedOver: 'processing', abandoned: 'default' };

/** A turn the classifier placed below its threshold reads as what it was, not as the intent name the NLU gives it. */
const stepText = (step: string) => (step === NO_INTENT_NAME ? 'not understood' : step);

export const stepsText = (steps: string[]) => (steps.length ? steps.map(stepText).join(' › ') : '(nothing the bot understood)');

export const PERIODS = [7, 14, 30] as const;
export const periodOptions = PERIODS.map((days) => ({ value: days, label: `Last ${days} days` }));
