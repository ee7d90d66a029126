/**
 * Turns what the product recorded about a conversation into one ordered trace (issue 27): customer messages
 * and their NLU results, bot replies and events, brand-function and LLM calls, the hand-over and the agent's
 * acceptance, agent messages and actions, WhatsApp sends with their statuses, tickets, and resolution.
 * Steps at the same instant keep the order in which a turn happens (the message, then its NLU, then the calls).
 */
import type { TraceItem, TraceKind } from '@switchboard/contracts/console/api-logs.schemas';
import { API_LOG_TARGET_LABELS } from '@switchboard/contracts/console/api-logs.schemas';
import type { ApiLogRow } from '@/db/schema/api-logs';
import type { ConversationRecord } from './trace.repository';

interface Step extends TraceItem { order: number }

const RANK: Record<TraceKind, number> = {
  conversation: 0, 'customer-message': 1, nlu: 2, 'bot-event': 3, 'brand-function': 4, llm: 5, 'bot-message': 6, handover: 7,
  'agent-action': 8, 'api-call': 9, 'agent-message': 10, system: 11, outbound: 12, 'delivery-status': 13, mail: 14,
};

const OUTBOUND_KIND: Record<ApiLogRow['target'], TraceKind> = {
  api: 'api-call', 'brand-function': 'brand-function', llm: 'llm', whatsapp: 'outbound', mail: 'mail', translation: 'outbound',
};

interface NluView { intent?: unknown; confidence?: unknown; entities?: { entity?: unknown; value?: unknown }[] }

function nluStep(snapshot: unknown, at: Date): Omit<Step, 'order'> | null {
  const nlu = snapshot as NluView | null;
  if (!nlu || typeof nlu.intent !== 'string') return null;
  const confidence = typeof nlu.confidence === 'number' ? ` (${Math.round(nlu.confidence * 100)}%)` : '';
  const entities = (nlu.entities ?? []).map((entity) => `${String(entity.entity)}=${String(entity.value)}`).join(', ');
  return { at: at.toISOString(), kind: 'nlu', title: `Intent ${nlu.intent}${confidence}`, detail: entities || null, status: null, logId: null };
}

const textOf = (content: { text?: string | undefined; fileName?: string | undefined; url?: string | undefined }, type: string) =>
  (content.text ?? content.fileName ?? content.url ?? `[${type}]`).replace(/<[^>]+>/g, '').slice(0, 300);

function logStep(row: ApiLogRow): Omit<Step, 'order'> {
  const kind = row.direction === 'inbound' ? (row.actorType === 'member' ? 'agent-action' : 'api-call') : OUTBOUND_KIND[row.target];
  const who = row.direction === 'inbound' ? (row.actorName ?? row.actorId ?? 'anonymous') : API_LOG_TARGET_LABELS[row.target];
  return {
    at: row.at.toISOString(), kind, title: `${row.method} ${row.path}`, detail: `${who} · ${Math.round(row.durationMs)} ms${row.error ? ` · ${row.error}` : ''}`,
    status: row.status === null ? 'no answer' : String(row.status), logId: String(row.id),
  };
}

export function buildTrace(record: ConversationRecord, logs: ApiLogRow[]): TraceItem[] {
  const steps: Omit<Step, 'order'>[] = [];
  const { session } = record;
  const step = (at: Date, kind: TraceKind, title: string, detail: string | null = null, status: string | null = null) =>
    steps.push({ at: at.toISOString(), kind, title, detail, status, logId: null });
  step(session.createdAt, 'conversation', `Conversation started on ${session.channel}`, session.customerName);
  for (const message of record.messages) {
    const text = textOf(message.content, message.type);
    if (message.sender === 'customer') {
      step(message.createdAt, 'customer-message', 'Customer', text, message.readStatus);
      const nlu = nluStep(message.nlpSnapshot, message.createdAt);
      if (nlu) steps.push(nlu);
    } else if (message.sender === 'chatbot') step(message.createdAt, 'bot-message', 'Bot', text, message.readStatus);
    else if (message.sender === 'admin') step(message.createdAt, 'agent-message', message.adminName ?? 'Agent', text, message.readStatus);
    else step(message.createdAt, 'system', 'System', text);
  }
  for (const event of record.events) step(event.at, 'bot-event', `Event ${event.name}`, event.eventType);
  const agent = [session.agentFirstName, session.agentLastName].filter(Boolean).join(' ') || null;
  if (session.handoverAt) step(session.handoverAt, 'handover', 'Handed over to an agent');
  if (session.acceptedAt) step(session.acceptedAt, 'agent-action', 'Agent accepted the chat', agent);
  for (const ticket of record.tickets) step(ticket.createdAt, 'agent-action', `Ticket raised: ${ticket.subject}`, ticket.ticketId, ticket.status);
  for (const send of record.sends) {
    step(send.createdAt, 'outbound', send.templateName ? `WhatsApp template ${send.templateName}` : 'Sent to WhatsApp', send.wamid, 'sent');
    if (send.status !== 'sent') step(send.updatedAt, 'delivery-status', `WhatsApp ${send.status}`, send.errorCode === null ? send.wamid : `error ${send.errorCode}`, send.status);
  }
  for (const row of logs) steps.push(logStep(row));
  if (session.resolvedAt) step(session.resolvedAt, 'agent-action', 'Conversation resolved', agent);
  return steps
    .map((item, order) => ({ ...item, order }))
    .sort((a, b) => a.at.localeCompare(b.at) || RANK[a.kind] - RANK[b.kind] || a.order - b.order)
    .map(({ order: _order, ...item }) => item);
}
