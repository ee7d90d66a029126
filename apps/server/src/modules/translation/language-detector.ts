/**
 * The language of a customer's text, offline, with eld (npm `eld`, Apache-2.0; docs/decisions.md, "Translation").
 * Its 'small' data (60 languages, ISO 639-1 codes, ≈1.6 MB) is loaded on the first detection, not at start-up:
 * parsing it takes about half a second, which every server start and test app would otherwise pay.
 */
import type { eld } from 'eld/small';

type Eld = typeof eld;

let loading: Promise<Eld> | null = null;
const detector = (): Promise<Eld> => (loading ??= import('eld/small').then((module) => module.eld));

/** Fewer letters than this say too little ("ok", "no"): not worth a guess. */
const MIN_LETTERS = 4;

/** The ISO 639-1 code of the text's language, or null when the detector is not sure (eld's isReliable). */
export async function detectLanguage(text: string): Promise<string | null> {
  if (text.replace(/[^\p{L}]/gu, '').length < MIN_LETTERS) return null;
  const result = (await detector()).detect(text);
  return result.language && result.isReliable() ? result.language : null;
}
