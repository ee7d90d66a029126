/**
 * The value with every NUL character (U+0000) dropped from its strings, at any depth. PostgreSQL's text
 * and jsonb refuse U+0000, so one pasted or crafted into any field of a request would fail its write
 * with a 500; no field of this product means it. Used where input enters: JSON bodies and socket
 * packets. Allocates only when a NUL is found (the same value comes back otherwise).
 */
export function withoutNul<T>(value: T): T {
  return strip(value) as T;
}

function strip(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const clean = strip(item);
      if (clean !== item) (copy ??= [...value])[i] = clean;
    }
    return copy ?? value;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const record = value as Record<string, unknown>;
    let copy: Record<string, unknown> | undefined;
    // for…in, not Object.entries: every socket packet passes here, and entries allocates an array per key.
    // A plain object's prototype (checked above) has no enumerable keys, so only its own ones come.
    for (const key in record) {
      const item = record[key];
      const clean = strip(item);
      const cleanKey = strip(key) as string;
      if (clean !== item || cleanKey !== key) {
        copy ??= { ...value };
        if (cleanKey !== key) delete copy[key];
        copy[cleanKey] = clean;
      }
    }
    return copy ?? value;
  }
  return value;
}
