/**
 * Hostile inputs for the fuzz suite (issue 20): what an attacker sends a public API. Every value is
 * drawn from fast-check with the suite's fixed seed, so a failure replays exactly.
 */
import fc from 'fast-check';
import { withoutLoneSurrogates } from '@switchboard/contracts/common/safe-text';

/** The suite's seed: change it to explore, keep it fixed in CI so a failure replays. */
export const FUZZ_SEED = 20_2611;

const NUL = '\u0000';
const LONE_HIGH = '\ud800';
const LONE_LOW = '\udc00';
/** encodeURIComponent throws on a lone surrogate: URLs carry broken UTF-8 as explicit %-sequences instead. */

/** Arrays or objects nested `depth` levels (≤ 1,000: clients serialise recursively; deeper floods are raw text). */
export function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** Keys that poison prototypes when a server merges input into objects carelessly. */
const poisonKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty');

export const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(NUL, `a${NUL}b`, `x${LONE_HIGH}y`, `${LONE_LOW}`, `${LONE_HIGH}${NUL}`, '', ' ', '%00', '../../etc/passwd',
    "' or 1=1 --", '<script>alert(1)</script>', '=HYPERLINK("http://evil.example")', 'javascript:alert(1)', '\\', '{}', 'null'),
  fc.integer({ min: 1_000, max: 300_000 }).map((length) => 'x'.repeat(length)),
);

export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(-1, 0, -0, 2 ** 31, 2 ** 53, -(2 ** 53), Number.MAX_VALUE, 1e308, 0.5, -1e-9),
  fc.double({ noNaN: true }),
);

/** Ids a server does not know, in and out of the uuid format. */
export const unknownId = fc.oneof(
  fc.uuid(),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'not-a-uuid', '1', '-1', '9'.repeat(40), `${NUL}`, `id${LONE_HIGH}`),
);

const scalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null), unknownId);

/** Any hostile value: scalars of every wrong type, deep nesting, poisoned keys, containers of these. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.constantFrom(30, 200, 1_000).chain((depth) => fc.constantFrom(nested(depth, 'array'), nested(depth, 'object'))) },
  { weight: 1, arbitrary: fc.tuple(poisonKeys, scalar).map(([key, value]) => JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value ?? null)}}`) as unknown) },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), poisonKeys), scalar, { maxKeys: 5 }) },
);

/**
 * Field names the product's schemas use: a body with them reaches past "missing field" into each
 * field's own checks (types, lengths, ids, enums).
 */
const FIELDS = [
  'sessionId', 'ticketId', 'psid', 'agentId', 'userId', 'groupId', 'intentId', 'workflowId', 'chatlogId', 'text', 'name', 'email',
  'password', 'message', 'search', 'page', 'pageSize', 'limit', 'cursor', 'status', 'reviewStatus', 'tags', 'selectedTags',
  'format', 'from', 'to', 'startDate', 'endDate', 'capacity', 'role', 'permissions', 'token', 'brand', 'elements', 'variations',
  'url', 'headers', 'value', 'values', 'enabled', 'shortcut', 'firstName', 'lastName', 'description', 'type', 'purpose', 'vote',
];

/** A request body: mostly an object of known fields with hostile values, sometimes any hostile value. */
export const hostileBody: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { minKeys: 1, maxKeys: 6 }) },
  { weight: 1, arbitrary: hostileValue },
);

/**
 * A query string of one or two known fields with hostile values (percent-encoded NUL and broken
 * UTF-8 included): few fields, so one bad value is not hidden behind another field's refusal.
 */
const rawQueryValue = fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%FF', '%', '%uD800');
export const hostileQuery: fc.Arbitrary<string> = fc
  .dictionary(fc.constantFrom(...FIELDS), fc.oneof(
    { weight: 2, arbitrary: rawQueryValue },
    { weight: 2, arbitrary: fc.oneof(hostileString, unknownId, hostileNumber.map(String)).map((value) => encodeURIComponent(withoutLoneSurrogates(value))) },
  ), { minKeys: 1, maxKeys: 2 })
  .map((fields) => Object.entries(fields).map(([key, value]) => `${key}=${value}`).join('&'));

/** A path parameter: unknown ids, traversal, NUL, broken UTF-8, huge. */
export const hostilePathParam: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom('%00', '%ED%A0%80', '..%2F..%2Fetc%2Fpasswd', '-1', '0', '99999999999999999999', 'null', '%20', 'a'.repeat(3_000), '%FF'),
  fc.string({ minLength: 1, maxLength: 20 }).map((text) => encodeURIComponent(withoutLoneSurrogates(text))),
);
