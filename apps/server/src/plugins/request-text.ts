/**
 * Text that PostgreSQL cannot store, caught where a request enters (issue 20, finding 1).
 *
 * - NUL (U+0000): text and jsonb refuse it, so a stray one failed its query or write with a 500.
 * - Lone surrogates (a `\ud800` escape in JSON, `%ED%A0%80` in a URL): text stores them as U+FFFD,
 *   but jsonb refuses the escape JSON.stringify writes for them, another 500.
 *
 * Query strings and path parameters are refused (400 with the field): they name things (an id, a
 * brand, a search term), and silently changing one (`a%00b` → `ab`) would answer about something the
 * caller did not ask for. JSON bodies carry content people typed or pasted, where such characters
 * are noise: they are dropped (NUL, see withoutNul) or replaced with U+FFFD (lone surrogates), as a
 * text column would store them anyway.
 */
import { hasLoneSurrogate, withoutLoneSurrogates } from '@switchboard/contracts/common/safe-text';
import { badRequest, type HttpError } from './http-errors';

export const BROKEN_TEXT = 'contains a character that is not allowed (NUL or a broken Unicode sequence)';
/** JSON bodies deeper than this are refused before anything walks them (no form or event needs 20). */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP = `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`;

const isBroken = (text: string) => text.includes('\u0000') || hasLoneSurrogate(text);

/** 400 naming the first query or path field (key or value) with NUL or a lone surrogate, else undefined. */
export function brokenField(values: unknown, where: 'query' | 'path'): HttpError | undefined {
  if (values === null || typeof values !== 'object') return undefined;
  for (const [key, value] of Object.entries(values)) {
    const texts = Array.isArray(value) ? value : [value];
    if (isBroken(key) || texts.some((text) => typeof text === 'string' && isBroken(text))) {
      const field = withoutLoneSurrogates(key.replaceAll('\u0000', ''));
      return badRequest(`The ${where} field ${field} ${BROKEN_TEXT}`, field);
    }
  }
  return undefined;
}

/** The deepest nesting of arrays and objects in JSON text, counted without parsing (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

/**
 * The parsed body with every lone surrogate (in values and keys) replaced by U+FFFD. Iterative, and
 * called only on bodies within MAX_JSON_DEPTH; changes the freshly parsed value in place.
 */
export function wellFormed<T>(value: T): T {
  if (typeof value === 'string') return (hasLoneSurrogate(value) ? withoutLoneSurrogates(value) : value) as T;
  if (value === null || typeof value !== 'object') return value;
  const stack: object[] = [value];
  while (stack.length > 0) {
    const container = stack.pop() as Record<string, unknown>;
    for (const key of Object.keys(container)) {
      const item = container[key];
      if (typeof item === 'string' && hasLoneSurrogate(item)) container[key] = withoutLoneSurrogates(item);
      else if (item !== null && typeof item === 'object') stack.push(item);
      if (hasLoneSurrogate(key)) {
        container[withoutLoneSurrogates(key)] = container[key];
        delete container[key];
      }
    }
  }
  return value;
}
