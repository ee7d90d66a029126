/**
 * One message through a trained bot version: the intent (a tapped postback naming an intent wins;
 * else the classifier, skipping an intent whose blocked list holds the sentence) with 'None' below
 * the threshold, and the entities. Used by the runtime (published version) and the try-it panel
 * (draft version).
 */
import type { BotBundle } from './bot-bundle';
import { extractEntities } from './entities/extract-entities';
import type { FoundEntity } from './entities/entity-definition';
import { classifyIntent, NO_INTENT } from './nlu/intent-classifier';

export { NO_INTENT };

export interface Understanding {
  intent: string;
  confidence: number;
  ranking: { intent: string; score: number }[];
  entities: FoundEntity[];
}

const normalize = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
const round = (score: number) => Math.round(score * 1e4) / 1e4;

export function understandWith(bundle: BotBundle, text: string, threshold: number, postback?: string): Understanding {
  const entities = extractEntities(text, bundle.entities);
  const tapped = postback ? bundle.intents.find((intent) => intent.name.toLowerCase() === postback.toLowerCase()) : undefined;
  if (tapped) return { intent: tapped.name, confidence: 1, ranking: [{ intent: tapped.name, score: 1 }], entities };
  const sentence = normalize(text);
  const blocked = new Set(bundle.intents.filter((intent) => intent.blocked.includes(sentence)).map((intent) => intent.name));
  const ranking = classifyIntent(bundle.model, text)
    .filter((entry) => !blocked.has(entry.intent))
    .map((entry) => ({ intent: entry.intent, score: round(entry.score) }));
  const best = ranking[0];
  if (!best || best.score < threshold || best.intent === NO_INTENT) {
    return { intent: NO_INTENT, confidence: best?.score ?? 0, ranking: ranking.slice(0, 5), entities };
  }
  return { intent: best.intent, confidence: best.score, ranking: ranking.slice(0, 5), entities };
}

export const normalizeSentence = normalize;
