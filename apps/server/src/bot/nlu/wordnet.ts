/**
 * English words' WordNet senses, as the intent classifier's external knowledge: with a handful of sentences
 * per intent, "notebook" in a customer's message and "laptop" in the trainer's share nothing but their meaning
 * (both are a "portable computer" in WordNet). wordnet/senses.txt.gz (built by bench/nlu/wordnet-senses.ts from
 * WordNet 3.1, licence in wordnet/LICENSE) holds, per single-word lemma, its two most frequent senses per part of
 * speech and their hypernyms with their shares of the lemma (thousandths): `lemma synset:share synset:share …`.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export interface WordSense { synset: string; share: number }

const TABLE_URL = new URL('./wordnet/senses.txt.gz', import.meta.url);

/** Lemma → the rest of its line, parsed on first use: ~78,000 lines, of which a bot uses a few thousand. */
let lines: Map<string, string> | undefined;
const parsed = new Map<string, WordSense[]>();

function table(): Map<string, string> {
  if (!lines) {
    lines = new Map();
    for (const line of gunzipSync(readFileSync(TABLE_URL)).toString('utf8').split('\n')) {
      const space = line.indexOf(' ');
      if (space > 0) lines.set(line.slice(0, space), line.slice(space + 1));
    }
  }
  return lines;
}

function lemmaSenses(lemma: string): WordSense[] | undefined {
  let senses = parsed.get(lemma);
  if (senses === undefined) {
    const line = table().get(lemma);
    if (line === undefined) return undefined;
    senses = line.split(' ').map((pair) => {
      const colon = pair.indexOf(':');
      return { synset: pair.slice(0, colon), share: Number(pair.slice(colon + 1)) / 1000 };
    });
    parsed.set(lemma, senses);
  }
  return senses;
}

/**
 * WordNet's "morphy" detachment rules (plurals, verb and adjective endings), longest ending first among
 * those that share letters; the first base form WordNet knows wins. Irregular forms ("mice") are left out.
 */
const ENDINGS: Array<[string, string]> = [
  ['ies', 'y'], ['ches', 'ch'], ['shes', 'sh'], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['men', 'man'], ['s', ''],
  ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', ''], ['er', ''], ['est', ''], ['er', 'e'], ['est', 'e'],
];

/** The senses of a lowercase word (or of its base form), shares summing to about 1; empty if WordNet does not know it. */
export function wordSenses(word: string): readonly WordSense[] {
  const senses = lemmaSenses(word);
  if (senses) return senses;
  for (const [ending, base] of ENDINGS) {
    if (word.length > ending.length + 1 && word.endsWith(ending)) {
      const found = lemmaSenses(word.slice(0, -ending.length) + base);
      if (found) return found;
    }
  }
  return [];
}
