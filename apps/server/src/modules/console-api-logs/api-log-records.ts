/**
 * What a call leaves in the writer's buffer, and the row it becomes at write time. A record holds references
 * (the parsed body, the sent payload) rather than copies, so taking one costs the request almost nothing; the
 * redaction and the look-up of the conversation's ids run later, in the writer's batch.
 */
import type { NewApiLogRow } from '@/db/schema/api-logs';
import type { OutboundCall } from '@/lib/outbound-calls';
import { redactBody, redactUrl, type Redaction } from './redaction';
import { storableRow } from './storable-row';

export interface InboundRecord {
  kind: 'inbound';
  at: number;
  method: string;
  url: string;
  status: number;
  durationMs: number;
  requestId: string;
  brandId: string | null;
  member: { id: string; name: string } | null;
  /** The request's params, query and body, in that order: where its conversation ids and psid are looked for. */
  inputs: unknown[];
  /** The parsed body when small enough to keep (Content-Length), else undefined. */
  body: unknown;
  payload: string | undefined;
}

export type LogRecord = InboundRecord | { kind: 'outbound'; call: OutboundCall };

const CONVERSATION_KEYS = ['sessionId', 'chatlogId', 'ticketId'] as const;
const ID = /^[\w:.-]{1,100}$/;

/** The first id-looking string under `key` in the request's inputs (top level only: the API names them there). */
function idIn(inputs: unknown[], key: string): string | null {
  for (const input of inputs) {
    if (input === null || typeof input !== 'object' || Array.isArray(input)) continue;
    const value = (input as Record<string, unknown>)[key];
    if (typeof value === 'string' && ID.test(value)) return value;
  }
  return null;
}

export function toRow(record: LogRecord, redaction: Redaction): NewApiLogRow | null {
  return storableRow(record.kind === 'outbound' ? outboundRow(record.call, redaction) : inboundRow(record, redaction));
}

function inboundRow(record: InboundRecord, redaction: Redaction): NewApiLogRow {
  const ids = Object.fromEntries(CONVERSATION_KEYS.map((key) => [key, idIn(record.inputs, key)])) as Record<(typeof CONVERSATION_KEYS)[number], string | null>;
  const psid = record.member ? null : idIn(record.inputs, 'psid');
  return {
    at: new Date(record.at),
    brandId: record.brandId,
    direction: 'inbound',
    target: 'api',
    method: record.method,
    path: redactUrl(record.url, redaction),
    status: record.status,
    durationMs: record.durationMs,
    actorType: record.member ? 'member' : psid ? 'customer' : null,
    actorId: record.member?.id ?? psid,
    actorName: record.member?.name ?? null,
    requestId: record.requestId,
    ...ids,
    requestBody: redactBody(record.body, redaction),
    responseBody: redactBody(record.payload, redaction),
    error: null,
  };
}

function outboundRow(call: OutboundCall, redaction: Redaction): NewApiLogRow {
  return {
    at: new Date(call.startedAt),
    brandId: null,
    direction: 'outbound',
    target: call.target,
    method: call.method,
    path: redactUrl(call.url, redaction),
    status: call.status,
    durationMs: call.durationMs,
    actorType: null,
    actorId: null,
    actorName: null,
    requestId: call.requestId ?? null,
    sessionId: call.sessionId ?? null,
    chatlogId: call.chatlogId ?? null,
    ticketId: call.ticketId ?? null,
    requestBody: redactBody(call.requestBody, redaction),
    responseBody: redactBody(call.responseBody, redaction),
    error: call.error ? redactBody(call.error, redaction) : null,
  };
}
