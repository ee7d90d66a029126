/**
 * Reads rich text with the browser's inert parser (DOMParser: no script runs, nothing loads) and
 * keeps only contracts' allow-list, as a small tree the view turns into React elements. Dropped
 * tags lose their content; other unknown tags are unwrapped; links keep http(s)/mailto hrefs only.
 */
import {
  RICH_TEXT_ALIASES, RICH_TEXT_DROPPED, RICH_TEXT_TAGS, cleanStyle, isSafeRichTextUrl, type RichTextTag,
} from '@switchboard/contracts/common/rich-text';

export type RichNode = string | { tag: RichTextTag; href?: string; style?: string; children: RichNode[] };

const DROPPED = new Set<string>(RICH_TEXT_DROPPED);

function walk(node: Node): RichNode[] {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ? [node.textContent] : [];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const name = element.tagName.toLowerCase();
  if (DROPPED.has(name)) return [];
  const children = Array.from(element.childNodes).flatMap(walk);
  const tag = (name in RICH_TEXT_TAGS ? name : RICH_TEXT_ALIASES[name]) as RichTextTag | undefined;
  if (!tag) return children;
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    return isSafeRichTextUrl(href) ? [{ tag, href: href.trim(), children }] : children;
  }
  if (tag === 'span') {
    const style = cleanStyle(element.getAttribute('style') ?? '');
    return style ? [{ tag, style, children }] : children;
  }
  return [{ tag, children }];
}

export function parseRichText(html: string): RichNode[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return Array.from(doc.body.childNodes).flatMap(walk);
}

/** "color: red; background-color: #fff" → { color, backgroundColor }. */
export function styleObject(style: string): Record<string, string> {
  return Object.fromEntries(style.split(';').map((part) => part.split(':').map((s) => s.trim())).filter((pair) => pair.length === 2 && pair[1])
    .map(([property, value]) => [property === 'background-color' ? 'backgroundColor' : 'color', value ?? '']));
}
