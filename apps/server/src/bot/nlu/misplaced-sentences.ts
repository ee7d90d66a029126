/**
 * Training sentences that sit closer to another intent than to their own (issue 31's trainer tools): the sentence's
 * cosine similarity to each intent's centroid (the mean of its training sentences, the sentence's own included), where
 * another intent's centroid is nearer. Even counting itself in its own intent's mean, such a sentence reads like the
 * other intent's: often a sentence filed under the wrong intent, or two intents that overlap. Found during training
 * (classifier-core's nearerIntents, one pass over the sentences' features); the furthest in are kept.
 */
export interface MisplacedSentence {
  text: string;
  intent: string;
  /** The intent whose centroid is nearest. */
  closerTo: string;
  /** How much nearer (cosine similarity). */
  margin: number;
}

export const MAX_MISPLACED = 20;

/** The training core's findings as sentences, the furthest into another intent first. */
export function misplacedSentences(
  examples: ReadonlyArray<{ text: string }>,
  found: ReadonlyArray<{ example: number; intent: string; nearest: string; margin: number }>,
  limit = MAX_MISPLACED,
): MisplacedSentence[] {
  return found
    .map(({ example, intent, nearest, margin }) => ({ text: examples[example]!.text, intent, closerTo: nearest, margin: Math.round(margin * 1e4) / 1e4 }))
    .sort((a, b) => b.margin - a.margin || a.text.localeCompare(b.text))
    .slice(0, limit);
}
