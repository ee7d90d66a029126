/**
 * The editor's side of §5: Quill's delta attributes filtered to the allow-list. Pasted content keeps
 * bold, italic, underline, strike, links and lists but loses its colours (and every other style), so
 * a paste from a web page or a document arrives in the console's own look.
 */
import { EDITOR_FORMATS, isSafeCssColor, isSafeRichTextUrl } from '@switchboard/contracts/common/rich-text';

export interface DeltaOpLike { insert?: unknown; delete?: number; retain?: unknown; attributes?: Record<string, unknown> }

const PASTE_KEEPS = new Set<string>(['bold', 'italic', 'underline', 'strike', 'link', 'list']);

function allowed(name: string, value: unknown, keep: ReadonlySet<string>): boolean {
  if (!keep.has(name)) return false;
  if (name === 'link') return typeof value === 'string' && isSafeRichTextUrl(value);
  if (name === 'color' || name === 'background') return typeof value === 'string' && isSafeCssColor(value);
  if (name === 'list') return value === 'ordered' || value === 'bullet';
  return value === true;
}

/** The op's attributes reduced to `keep` (the editor formats by default); no attributes key when none is left. */
export function filterAttributes<T extends DeltaOpLike>(op: T, keep: ReadonlySet<string> = new Set(EDITOR_FORMATS)): T {
  if (!op.attributes) return op;
  const kept = Object.fromEntries(Object.entries(op.attributes).filter(([name, value]) => allowed(name, value, keep)));
  const { attributes: _dropped, ...rest } = op;
  return (Object.keys(kept).length > 0 ? { ...rest, attributes: kept } : rest) as T;
}

/** A clipboard matcher's work: pasted ops keep only PASTE_KEEPS; embeds (images, video, formulas) become nothing. */
export function stripPastedOps<T extends DeltaOpLike>(ops: readonly T[]): T[] {
  return ops
    .filter((op) => op.insert === undefined || typeof op.insert === 'string')
    .map((op) => filterAttributes(op, PASTE_KEEPS));
}

/**
 * Quill's semantic HTML writes every space as &nbsp; (which would never wrap): plain spaces instead;
 * and empty paragraphs at the end (Shift+Enter typed last) are left out.
 */
export const normaliseEditorHtml = (html: string): string =>
  html.replace(/&nbsp;|\u00a0/g, ' ').replace(/(<p>(<br\s*\/?>)?<\/p>)+$/, '');
