/** Reads a dot path ("order.items.0.name") out of a parsed JSON value; numbers index arrays. */

export function readPath(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(key)) return undefined;
      current = current[Number(key)];
    } else {
      current = Object.hasOwn(current, key) ? (current as Record<string, unknown>)[key] : undefined;
    }
  }
  return current;
}

/** A variable's text: strings as they are, other scalars printed, objects and arrays as JSON; absent and null give undefined. */
export function asVariable(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}
