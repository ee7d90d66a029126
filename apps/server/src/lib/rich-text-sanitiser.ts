/**
 * Server side of §5 rich text: keeps only contracts' allow-list (tags, attributes, colour styles,
 * http(s)/mailto links) with sanitize-html. Disallowed tags are unwrapped (their text stays),
 * script-like ones dropped with their content; {{variable}} mentions are plain text and survive.
 */
import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ALIASES, RICH_TEXT_DROPPED, RICH_TEXT_TAGS, RICH_TEXT_URL_SCHEMES, cleanStyle, isSafeRichTextUrl, richTextToPlain,
  type MessageFormat,
} from '@switchboard/contracts/common/rich-text';
import { badRequest } from '@/plugins/http-errors';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: Object.keys(RICH_TEXT_TAGS),
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_TAGS).map(([tag, attributes]) => [tag, [...attributes]])),
  allowedSchemes: RICH_TEXT_URL_SCHEMES.map((scheme) => scheme.slice(0, -1)),
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_DROPPED, 'textarea', 'option'],
  // Our own colour check instead of sanitize-html's (which needs regexes per property).
  parseStyleAttributes: false,
  transformTags: {
    ...Object.fromEntries(Object.entries(RICH_TEXT_ALIASES).map(([from, to]) => [from, to])),
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href && isSafeRichTextUrl(attribs.href) ? attribs.href.trim() : undefined;
      // A link to anything else keeps its text only.
      return href ? { tagName, attribs: { href } } : { tagName: 'span', attribs: {} };
    },
    span: (tagName, attribs): sanitizeHtml.Tag => {
      const style = cleanStyle(attribs.style ?? '');
      return { tagName, attribs: style ? { style } : {} };
    },
    // Quill 2 marks bullet items on <li data-list="bullet"> inside <ol>; the console sends semantic lists, others lose it.
    li: (tagName) => ({ tagName, attribs: {} }),
  },
};

/** Sanitised rich text: only the §5 formats remain. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when the sanitised rich text shows no text at all (e.g. "<p><br></p>"). */
export const isBlankRichText = (html: string): boolean => richTextToPlain(html).trim() === '';

/** The content of a message a person wrote: plain text as typed, rich text sanitised (400 when nothing is left). */
export function writtenContent(text: string, format: MessageFormat | undefined): { text: string; format?: 'html' } {
  if (format !== 'html') return { text };
  const html = sanitizeRichText(text);
  if (isBlankRichText(html)) throw badRequest('Type a message first', 'text');
  return { text: html, format: 'html' };
}
