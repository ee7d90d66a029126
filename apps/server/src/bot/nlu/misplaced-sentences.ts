/**
 * Training sentences that sit closer to another intent than to their own (issue 31's trainer tools): the cosine
 * similarity of the sentence to each intent's centroid (the mean of its training sentences, the sentence's own
 * included), and those where another intent's centroid is nearer. Even counting itself in its own intent's mean, such a
 * sentence reads like the other intent's: often a sentence filed under the wrong intent, or two intents that overlap.
 */
import { centroidSimilarities } from './classifier-core';
import { isCurrentIntentModel, NO_INTENT, type IntentModel, type TrainingExample } from './intent-classifier';

export interface MisplacedSentence {
  text: string;
  intent: string;
  /** The intent whose centroid is nearest. */
  closerTo: string;
  /** How much nearer (cosine similarity points). */
  margin: number;
}

export const MAX_MISPLACED = 20;

export function misplacedSentences(model: IntentModel, examples: readonly TrainingExample[], limit = MAX_MISPLACED): MisplacedSentence[] {
  if (!isCurrentIntentModel(model)) return [];
  const index = new Map(model.intents.map((intent, i) => [intent, i]));
  const found: MisplacedSentence[] = [];
  for (const { text, intent } of examples) {
    const own = index.get(intent);
    // The catch-all None gathers unrelated sentences: its centroid says nothing about where they belong.
    if (own === undefined || intent === NO_INTENT) continue;
    const similarities = centroidSimilarities(model, text);
    let nearest = own;
    for (let i = 0; i < similarities.length; i++) if (similarities[i]! > similarities[nearest]! && model.intents[i] !== NO_INTENT) nearest = i;
    if (nearest !== own) found.push({ text, intent, closerTo: model.intents[nearest]!, margin: Math.round((similarities[nearest]! - similarities[own]!) * 1e4) / 1e4 });
  }
  return found.sort((a, b) => b.margin - a.margin || a.text.localeCompare(b.text)).slice(0, limit);
}
