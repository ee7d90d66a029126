/**
 * How the query report (issue 24, /analytics/query) splits a customer message into words, in SQL (the word cloud's
 * buckets, analytics_words() of migration 0031, and its drill-down, so a word's count and its list of conversations
 * agree) and in TypeScript (the clustering of unanswered messages). Both lower-case the text, read a curly apostrophe as a straight one, and take runs of
 * digits and letters (Latin with accents, Cyrillic, Devanagari) with apostrophes or hyphens inside ("don't",
 * "e-mail"): the character ranges are written out rather than [[:alpha:]] so the split does not depend on the
 * database's locale. A run with a digit in it is an order number, a phone or a code ("ORD-20417" was the cloud's
 * biggest word "ord"): not counted.
 */
import { sql, type SQL } from 'drizzle-orm';
import { STOP_WORDS } from '@switchboard/contracts/analytics/stop-words';

const LETTERS = '0-9a-z\\u00e0-\\u024f\\u0400-\\u04ff\\u0900-\\u097f';
/** The same pattern for PostgreSQL's regular expressions (ARE) and JavaScript's. */
const WORD_PATTERN = `[${LETTERS}]+(?:['-][${LETTERS}]+)*`;
// Devanagari's vowel signs sit inside the range on purpose (a word keeps its marks); the class lists code points.
// eslint-disable-next-line no-misleading-character-class
const WORD_REGEX = new RegExp(WORD_PATTERN, 'gu');
const STOPS = new Set(STOP_WORDS);

/** A word counts when it is at least 2 characters, has no digit (order numbers, codes), and is not a stop word. */
export function isCountedWord(word: string): boolean {
  return word.length >= 2 && !/[0-9]/.test(word) && !STOPS.has(word);
}

/** The counted words of a text, in order (repeats kept). */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().replaceAll('\u2019', "'").match(WORD_REGEX) ?? []).filter(isCountedWord);
}

/** The lower-cased text of a message (alias m) as the split reads it. */
const messageText = (alias: string) => sql`replace(lower(coalesce(${sql.raw(alias)}.content->>'text', '')), '\u2019', '''')`;

/** The conversation (facts f) has a customer message containing the word: the drill-down of the word cloud. */
export function customerWordCondition(word: string): SQL {
  return sql`exists (select 1 from chat_messages cw where cw.session_id = f.session_id and cw.sender = 'customer'
    and ${word} in (select (regexp_matches(${messageText('cw')}, ${WORD_PATTERN}, 'g'))[1]))`;
}
