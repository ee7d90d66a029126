/**
 * Rich text of §5 "Editor formats": bold, italic, underline, strike, color, background, link, list,
 * in paragraphs and line breaks. This is the one allow-list; the server (sanitize-html), the console
 * and the widget (both rebuilding allowed nodes from an inert parse) each apply it with their own
 * HTML parser. Variables are mentioned as plain text `{{name}}` and survive as text.
 */

/** The editor's toolbar formats, exactly §5's. */
export const EDITOR_FORMATS = ['bold', 'italic', 'underline', 'strike', 'color', 'background', 'link', 'list'] as const;
export type EditorFormat = (typeof EDITOR_FORMATS)[number];

/** How a message's content.text is to be read: plain text (the default, older messages) or sanitised HTML. */
export const MESSAGE_FORMATS = ['text', 'html'] as const;
export type MessageFormat = (typeof MESSAGE_FORMATS)[number];

/** Allowed tags and the attributes each may keep. Anything else is unwrapped (its text stays). */
export const RICH_TEXT_TAGS = {
  p: [], br: [], strong: [], em: [], u: [], s: [], ul: [], ol: [], li: [],
  a: ['href'], span: ['style'],
} as const satisfies Record<string, readonly string[]>;
export type RichTextTag = keyof typeof RICH_TEXT_TAGS;

/** Other spellings of the same formats, rewritten to the allowed tag (pasted or older HTML). */
export const RICH_TEXT_ALIASES: Record<string, RichTextTag> = { b: 'strong', i: 'em', strike: 's', del: 's', div: 'p' };

/** Tags whose content is dropped with them (never text a customer should see). */
export const RICH_TEXT_DROPPED = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'head', 'title'] as const;

/** The only inline styles kept (color and background), on spans. */
export const RICH_TEXT_STYLES = ['color', 'background-color'] as const;

/** Links open only http(s) and mailto. */
export const RICH_TEXT_URL_SCHEMES = ['http:', 'https:', 'mailto:'] as const;

/** Rich text is at most this long (HTML characters), as agent messages. */
export const RICH_TEXT_MAX_LENGTH = 4000;

export function isSafeRichTextUrl(href: string): boolean {
  const value = href.trim();
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(value)?.[1]?.toLowerCase();
  return scheme !== undefined && (RICH_TEXT_URL_SCHEMES as readonly string[]).includes(scheme) && !/[\s<>"]/.test(value);
}

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i;
export const isSafeCssColor = (value: string): boolean => COLOR.test(value.trim());

/** The allowed part of a style attribute ("color: red; background-color: #fff"), or '' when nothing is left. */
export function cleanStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if ((RICH_TEXT_STYLES as readonly string[]).includes(property) && isSafeCssColor(value)) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text of sanitised rich text, with line breaks for paragraphs and list items (previews, notifications, exports). */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_whole, name: string) => ENTITIES[name] ?? '')
    .replace(/\n+$/, '');
}

/** The text a person reads from a message's content, whatever its format. */
export const plainTextOf = (content: { text?: string | undefined; format?: MessageFormat | undefined }): string =>
  content.format === 'html' ? richTextToPlain(content.text ?? '') : (content.text ?? '');
