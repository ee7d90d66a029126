/**
 * A compact before → after of an audit entry: the leaf values that differ, as dotted paths
 * ("permissions.features./analytics.isAllowed: true → false"). Creations list what was set,
 * deletions what was removed.
 */
export interface DiffLine {
  path: string;
  before: string;
  after: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const show = (value: unknown): string => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

export function auditDiff(before: unknown, after: unknown, path = ''): DiffLine[] {
  if (isObject(before) || isObject(after)) {
    const a = isObject(before) ? before : {};
    const b = isObject(after) ? after : {};
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return keys.flatMap((key) => auditDiff(isObject(before) ? a[key] : undefined, isObject(after) ? b[key] : undefined, path ? `${path}.${key}` : key));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path: path || 'value', before: show(before ?? undefined), after: show(after ?? undefined) }];
}
