/**
 * What an API log may keep of a body or a URL (issue 27): small bodies only, with every secret replaced. A
 * field is secret by its name (passwords, tokens, keys, authorization, cookies, the operator's own list in
 * API_LOG_SECRET_FIELDS), and a bearer token or a JWT is secret wherever it appears. Headers are never kept.
 */
export const REDACTED = '[redacted]';

const SECRET_NAME = /pass(word|wd|code|phrase)|^pass$|^pwd$|secret|token|authori[sz]ation|api[-_]?key|cookie|credential|private[-_]?key|signature|^otp$|^jwt$/i;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/-]+=*/gi;
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;

export interface Redaction {
  /** Bodies longer than this (UTF-8 bytes) are not kept, only their size. */
  maxBytes: number;
  /** Extra field names to redact, lower case (API_LOG_SECRET_FIELDS). */
  secretFields: ReadonlySet<string>;
}

export const isSecretName = (name: string, redaction: Redaction) =>
  SECRET_NAME.test(name) || redaction.secretFields.has(name.toLowerCase());

const scrubText = (text: string) => text.replace(BEARER, `$1 ${REDACTED}`).replace(JWT, REDACTED);

function scrubValue(value: unknown, redaction: Redaction, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  // Deeper than any request the API takes: what is left is dropped rather than walked.
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, redaction, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, isSecretName(key, redaction) ? REDACTED : scrubValue(item, redaction, depth + 1)]));
}

/** `key=value` and `"key": "value"` pairs of a text that is not JSON (a form body, a plain-text error). */
function scrubPairs(text: string, redaction: Redaction): string {
  return scrubText(text)
    .replace(/("?)([\w.-]+)\1(\s*[:=]\s*)("[^"]*"|[^\s&,;}]+)/g, (whole, quote: string, key: string, separator: string, value: string) =>
      (isSecretName(key, redaction) ? `${quote}${key}${quote}${separator}${value.startsWith('"') ? `"${REDACTED}"` : REDACTED}` : whole));
}

/** A body as the log keeps it: null when there is none, its size alone when too large, else redacted. */
export function redactBody(body: unknown, redaction: Redaction): string | null {
  if (body === undefined || body === null || body === '') return null;
  // A route that reads its body raw (the WhatsApp webhook checks the signature of its bytes): kept as the text it is.
  if (Buffer.isBuffer(body)) return redactBody(body.toString('utf8'), redaction);
  if (typeof body !== 'string') {
    const text = safeStringify(body);
    if (text === null) return null;
    if (Buffer.byteLength(text) > redaction.maxBytes) return tooLarge(text);
    return JSON.stringify(scrubValue(body, redaction, 0));
  }
  if (Buffer.byteLength(body) > redaction.maxBytes) return tooLarge(body);
  try {
    return JSON.stringify(scrubValue(JSON.parse(body), redaction, 0));
  } catch {
    return scrubPairs(body, redaction);
  }
}

const tooLarge = (text: string) => `[not kept: ${Buffer.byteLength(text)} bytes]`;

function safeStringify(value: unknown): string | null {
  try {
    return JSON.stringify(value) ?? null;
  } catch {
    return null;
  }
}

/** A URL or path with the values of its secret query parameters replaced (a reset link's token, an API key). */
export function redactUrl(url: string, redaction: Redaction): string {
  const cut = url.indexOf('?');
  if (cut < 0) return scrubText(url);
  const query = url.slice(cut + 1).split('&').map((pair) => {
    const [name = ''] = pair.split('=', 1);
    return isSecretName(decodeURIComponentSafe(name), redaction) ? `${name}=${REDACTED}` : pair;
  });
  return scrubText(`${url.slice(0, cut)}?${query.join('&')}`);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
