/** Shows sanitised rich text (§5 formats) as React elements built from the allow-list: never innerHTML. */
import { createElement, useMemo, type ReactNode } from 'react';
import { parseRichText, styleObject, type RichNode } from '@/components/rich-text/rich-text-tree';

function render(node: RichNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const children = node.children.map(render);
  if (node.tag === 'br') return createElement('br', { key });
  if (node.tag === 'a') return createElement('a', { key, href: node.href, target: '_blank', rel: 'noopener noreferrer nofollow' }, ...children);
  if (node.tag === 'span') return createElement('span', { key, style: styleObject(node.style ?? '') }, ...children);
  return createElement(node.tag, { key }, ...children);
}

export function RichTextView({ html, className }: { html: string; className?: string }) {
  const nodes = useMemo(() => parseRichText(html), [html]);
  return <div className={['rich-text', className].filter(Boolean).join(' ')}>{nodes.map(render)}</div>;
}
