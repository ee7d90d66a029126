/**
 * The value with every NUL character (U+0000) dropped from its strings, at any depth. PostgreSQL's text
 * and jsonb refuse U+0000, so one pasted or crafted into any field of a request would fail its write
 * with a 500; no field of this product means it. Used where input enters: JSON bodies and socket
 * packets. Allocates only when a NUL is found (the same value comes back otherwise).
 *
 * The walk is iterative (an explicit stack): input decides the depth, and a recursive walk let a 12 KB
 * packet of 6,000 nested arrays exhaust the call stack and take the process down. `maxDepth` refuses
 * deeper input with NestingTooDeepError before anything is returned (socket packets pass a small limit).
 */
export class NestingTooDeepError extends Error {
  constructor(readonly maxDepth: number) {
    super(`The input is nested more than ${maxDepth} levels deep`);
    this.name = 'NestingTooDeepError';
  }
}

type Container = unknown[] | Record<string, unknown>;

interface Frame {
  source: Container;
  /** The object's own keys; undefined for an array. */
  keys: string[] | undefined;
  next: number;
  copy: Container | undefined;
  /** Where the result goes in the parent frame. */
  slot: string | number;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
const isContainer = (value: unknown): value is Container => Array.isArray(value) || isPlainObject(value);
const cleanString = (value: string) => (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value);
const cleanLeaf = (value: unknown) => (typeof value === 'string' ? cleanString(value) : value);

const frameOf = (source: Container, slot: string | number): Frame =>
  ({ source, keys: Array.isArray(source) ? undefined : Object.keys(source), next: 0, copy: undefined, slot });

/** Puts a child's cleaned value (and cleaned key) in the frame, copying the container on the first change. */
function settle(frame: Frame, slot: string | number, clean: unknown): void {
  if (typeof slot === 'number') {
    const source = frame.source as unknown[];
    if (clean !== source[slot]) ((frame.copy ??= [...source]) as unknown[])[slot] = clean;
    return;
  }
  const source = frame.source as Record<string, unknown>;
  const key = cleanString(slot);
  if (clean === source[slot] && key === slot) return;
  const copy = (frame.copy ??= { ...source }) as Record<string, unknown>;
  if (key !== slot) delete copy[slot];
  // defineProperty, not assignment: a key that becomes "__proto__" once cleaned must stay a plain key.
  Object.defineProperty(copy, key, { value: clean, enumerable: true, writable: true, configurable: true });
}

export function withoutNul<T>(value: T, maxDepth = Number.POSITIVE_INFINITY): T {
  if (!isContainer(value)) return cleanLeaf(value) as T;
  if (maxDepth < 1) throw new NestingTooDeepError(maxDepth);
  const stack: Frame[] = [frameOf(value, 0)];
  let result: unknown = value;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const length = frame.keys ? frame.keys.length : (frame.source as unknown[]).length;
    if (frame.next < length) {
      const slot = frame.keys ? frame.keys[frame.next]! : frame.next;
      frame.next += 1;
      const item = (frame.source as Record<string | number, unknown>)[slot];
      if (!isContainer(item)) settle(frame, slot, cleanLeaf(item));
      else if (stack.length >= maxDepth) throw new NestingTooDeepError(maxDepth);
      else stack.push(frameOf(item, slot));
      continue;
    }
    stack.pop();
    const done = frame.copy ?? frame.source;
    const parent = stack[stack.length - 1];
    if (parent) settle(parent, frame.slot, done);
    else result = done;
  }
  return result as T;
}
