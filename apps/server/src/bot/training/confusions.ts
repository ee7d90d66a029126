/**
 * The intent pairs a model mixes up on the held-out split (issue 31's trainer tools): for each intent, the held-out
 * sentences whose best intent is another one, whatever the threshold (a confusion the threshold catches still costs a
 * fallback), with a few of them as examples. Pairs that go both ways, or take a third of an intent's held-out sentences
 * (two at least: one sentence of a bot's three held out says little), are flagged as overlapping: their training
 * sentences need telling apart, or the two intents merging. A sentence taken for None is listed, never an overlap:
 * None is the fallback, not an intent to merge with.
 */
import type { IntentConfusion } from '@switchboard/contracts/models/models.schemas';
import { NO_INTENT } from '../nlu/intent-classifier';

export const MAX_CONFUSIONS = 10;
const MAX_EXAMPLES = 3;
const OVERLAP_SHARE = 1 / 3;
const OVERLAP_MIN_COUNT = 2;

/** One held-out sentence: its intent, the classifier's best intent (undefined: none). */
export interface HeldOutOutcome { text: string; intent: string; predicted: string | undefined }

export function intentConfusions(outcomes: readonly HeldOutOutcome[]): IntentConfusion[] {
  const heldOut = new Map<string, number>();
  const pairs = new Map<string, { intent: string; predictedAs: string; texts: string[] }>();
  for (const { text, intent, predicted } of outcomes) {
    heldOut.set(intent, (heldOut.get(intent) ?? 0) + 1);
    if (predicted === undefined || predicted === intent) continue;
    const key = JSON.stringify([intent, predicted]);
    const pair = pairs.get(key) ?? { intent, predictedAs: predicted, texts: [] };
    pair.texts.push(text);
    pairs.set(key, pair);
  }
  const confusions = [...pairs.values()].map(({ intent, predictedAs, texts }) => {
    const share = texts.length / heldOut.get(intent)!;
    return {
      intent, predictedAs, count: texts.length, share: Math.round(share * 1e4) / 1e4,
      examples: [...texts].sort().slice(0, MAX_EXAMPLES),
      overlap: predictedAs !== NO_INTENT && intent !== NO_INTENT
        && ((share >= OVERLAP_SHARE && texts.length >= OVERLAP_MIN_COUNT) || pairs.has(JSON.stringify([predictedAs, intent]))),
    };
  });
  return confusions
    .sort((a, b) => b.count - a.count || b.share - a.share || a.intent.localeCompare(b.intent) || a.predictedAs.localeCompare(b.predictedAs))
    .slice(0, MAX_CONFUSIONS);
}
