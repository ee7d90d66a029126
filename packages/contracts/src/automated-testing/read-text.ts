/**
 * The text a customer reads, which is what test runs compare and show: a bot message saved in the rich editor
 * (`<p>…</p>`, format 'html') reads the same as the plain text it replaced, so a case recorded from an older plain-text
 * conversation still passes on the same wording, and a difference names only the words that changed.
 */
import { RICH_TEXT_TAGS, plainTextOf, richTextToPlain, type MessageFormat } from '../common/rich-text';

/** One of the editor's tags (the rich-text allow-list): a text carrying one is rich text. */
const RICH_TAG = new RegExp(`</?(?:${Object.keys(RICH_TEXT_TAGS).join('|')})(?:\\s[^<>]*)?/?>`, 'i');

/** A message's content as the customer reads it: rich text as plain text (paragraphs on lines of their own). */
export const readTextOf = (content: { text?: string | undefined; format?: MessageFormat | undefined }): string => plainTextOf(content);

/**
 * A text as runs compare it: rich text read as plain text (an expectation recorded from a rich-text message before
 * runs compared read text, or a stored result of then), and every run of white space one space, trimmed.
 */
export function comparedText(text: string): string {
  const read = RICH_TAG.test(text) ? richTextToPlain(text) : text;
  return read.replace(/\s+/g, ' ').trim();
}
