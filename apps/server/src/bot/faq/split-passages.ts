/**
 * Splits a document into paragraph-sized passages for retrieval: paragraphs (blank-line separated)
 * are kept whole and short ones merged up to `target` characters; a paragraph longer than `max` is cut
 * at sentence ends (a sentence longer than `max` at word ends). Each passage after the first starts
 * with the end of the previous one (up to `overlap` characters, whole sentences where they fit) so an
 * answer spanning a cut is still found in one passage.
 */
export interface SplitOptions { target: number; max: number; overlap: number }
export const DEFAULT_SPLIT: SplitOptions = { target: 700, max: 1000, overlap: 160 };

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const sentencesOf = (paragraph: string) => paragraph.match(/[^.!?]+(?:[.!?]+["')\]]*|$)\s*/g)?.map(collapse).filter(Boolean) ?? [paragraph];

function cutWords(text: string, max: number): string[] {
  const parts: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && current.length + 1 + word.length > max) {
      parts.push(current);
      current = '';
    }
    current = current ? `${current} ${word}` : word.slice(0, max);
  }
  if (current) parts.push(current);
  return parts;
}

/** Pieces no longer than `max`: whole paragraphs, else groups of sentences. */
function unitsOf(paragraph: string, { target, max }: SplitOptions): string[] {
  if (paragraph.length <= max) return [paragraph];
  const units: string[] = [];
  let current = '';
  for (const sentence of sentencesOf(paragraph).flatMap((s) => (s.length > max ? cutWords(s, max) : [s]))) {
    if (current && current.length + 1 + sentence.length > target) {
      units.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) units.push(current);
  return units;
}

/** The end of a passage to repeat at the start of the next: its last sentences that fit, else its last words. */
export function tailOf(passage: string, overlap: number): string {
  if (overlap <= 0) return '';
  const sentences = sentencesOf(passage.replace(/\n/g, ' '));
  let tail = '';
  for (let i = sentences.length - 1; i >= 0; i--) {
    const next = tail ? `${sentences[i]} ${tail}` : sentences[i]!;
    if (next.length > overlap) break;
    tail = next;
  }
  if (tail && tail !== collapse(passage)) return tail;
  const words = collapse(passage).split(' ');
  tail = '';
  for (let i = words.length - 1; i > 0; i--) {
    const next = tail ? `${words[i]} ${tail}` : words[i]!;
    if (next.length > overlap) break;
    tail = next;
  }
  return tail;
}

export function splitPassages(text: string, options: SplitOptions = DEFAULT_SPLIT): string[] {
  const paragraphs = text.split(/\n\s*\n/).map(collapse).filter(Boolean);
  const units = paragraphs.flatMap((paragraph) => unitsOf(paragraph, options));
  const passages: string[] = [];
  let current = '';
  for (const unit of units) {
    if (current && current.length + 1 + unit.length > options.target) {
      passages.push(current);
      const tail = tailOf(current, options.overlap);
      current = tail ? `… ${tail}\n${unit}` : unit;
    } else {
      current = current ? `${current}\n${unit}` : unit;
    }
  }
  if (current) passages.push(current);
  return passages;
}
