/**
 * Rich text (§5 formats) for customers: the browser's inert parser reads it (no script runs, nothing
 * loads), and only contracts' allow-list is rebuilt with createElement: allowed tags, http(s)/mailto
 * links opening in a new tab, colour styles. Everything else is unwrapped or, for scripts and the
 * like, dropped with its content. Never innerHTML on the page.
 */
import {
  RICH_TEXT_ALIASES, RICH_TEXT_DROPPED, RICH_TEXT_TAGS, cleanStyle, isSafeRichTextUrl,
} from '@switchboard/contracts/common/rich-text';

const DROPPED = new Set<string>(RICH_TEXT_DROPPED);

function rebuild(node: Node, into: Node): void {
  if (node.nodeType === Node.TEXT_NODE) {
    into.appendChild(document.createTextNode(node.textContent ?? ''));
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const source = node as Element;
  const name = source.tagName.toLowerCase();
  if (DROPPED.has(name)) return;
  const tag = name in RICH_TEXT_TAGS ? name : RICH_TEXT_ALIASES[name];
  let target: Node = into;
  if (tag === 'a') {
    const href = source.getAttribute('href') ?? '';
    if (isSafeRichTextUrl(href)) {
      const anchor = document.createElement('a');
      anchor.href = href.trim();
      anchor.target = '_blank';
      anchor.rel = 'noopener noreferrer nofollow';
      target = into.appendChild(anchor);
    }
  } else if (tag === 'span') {
    const style = cleanStyle(source.getAttribute('style') ?? '');
    if (style) {
      const span = document.createElement('span');
      span.setAttribute('style', style);
      target = into.appendChild(span);
    }
  } else if (tag) {
    target = into.appendChild(document.createElement(tag));
  }
  source.childNodes.forEach((child) => rebuild(child, target));
}

/** The allowed part of `html` as nodes in a fragment. */
export function richText(html: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  parsed.body.childNodes.forEach((child) => rebuild(child, fragment));
  return fragment;
}
