/** Builders for workflow tests: bot messages, diagrams and a run context over them. */
import type { BotMessage, Variation } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import type { Workflow, WorkflowEdge, WorkflowNode } from '@switchboard/contracts/bot-builder/workflow.schemas';
import type { EntityDefinition } from '@/bot/entities/entity-definition';
import { seededRandom } from '@/bot/nlu/random';
import { indexBundle, type WorkflowParts } from './bundle-index';
import type { RunContext } from './executor';

export const FALLBACK_TEXT = 'Sorry, something went wrong.';

export function variation(text: string, overrides: Partial<Variation> = {}): Variation {
  return { vid: `v-${text}`, channel: 'website', country: 'in', language: 'en', param1: 'opt1', abTestings: [{ vid: `ab-${text}`, weight: 100, content: { text } }], ...overrides };
}

export const textMessage = (id: string, text: string, more: Variation[] = []): BotMessage =>
  ({ id, name: id, type: 'text', variations: [variation(text), ...more], updatedAt: '2030-01-01T00:00:00.000Z' });

let edgeCount = 0;
/** A diagram from nodes and [source, target, exit?] edges. */
export function workflow(wid: string, triggerIntents: string[], nodes: WorkflowNode[], edges: Array<[string, string, string?]>): Workflow {
  const toEdge = ([source, target, exit]: [string, string, string?]): WorkflowEdge => ({ id: `e${++edgeCount}`, source, target, sourceHandle: exit ?? null });
  return { wid, name: wid, description: '', triggerIntents, elements: { nodes, edges: edges.map(toEdge) }, synced: true, updatedAt: '2030-01-01T00:00:00.000Z' };
}

const at = { x: 0, y: 0 };
export const n = {
  start: (id = 'start'): WorkflowNode => ({ id, type: 'start', position: at, data: {} }),
  say: (id: string, messageId: string): WorkflowNode => ({ id, type: 'botMessage', position: at, data: { messageId } }),
  ask: (id: string, data: { messageId: string; variable: string; entity?: string; retries?: number; retryMessageId?: string }): WorkflowNode =>
    ({ id, type: 'question', position: at, data: { retries: 2, ...data } }),
  set: (id: string, variable: string, value: string): WorkflowNode => ({ id, type: 'setVariable', position: at, data: { variable, value } }),
  jump: (id: string, wid: string): WorkflowNode => ({ id, type: 'jumpToWorkflow', position: at, data: { wid } }),
  handover: (id: string, groupId?: string): WorkflowNode => ({ id, type: 'handover', position: at, data: groupId ? { groupId } : {} }),
  end: (id = 'end'): WorkflowNode => ({ id, type: 'end', position: at, data: {} }),
  fn: (id: string, brandFunctionId: string): WorkflowNode => ({ id, type: 'brandFunction', position: at, data: { brandFunctionId } }),
  event: (id: string, eventId: string): WorkflowNode => ({ id, type: 'event', position: at, data: { eventId } }),
};

export const ORDER_ENTITY: EntityDefinition = { type: 'regex', name: 'order_number', pattern: 'ORD-?\\d{4,8}' };

export interface Logged { level: string; message: string }

export function contextFor(parts: Partial<WorkflowParts>, overrides: Partial<RunContext> = {}): RunContext & { logged: Logged[] } {
  const logged: Logged[] = [];
  return {
    index: indexBundle({ entities: [ORDER_ENTITY], ...parts }),
    audience: { channel: 'website', country: 'in', language: 'en', param1: 'opt1' },
    system: { customerName: 'Asha', psid: 'p1', channel: 'website', country: 'in', language: 'en', lastMessage: '', intent: 'None' },
    random: seededRandom(7),
    log: (level, message) => logged.push({ level, message }),
    fallback: { type: 'text', content: { text: FALLBACK_TEXT } },
    logged,
    ...overrides,
  };
}

export const texts = (messages: Array<{ content: { text?: string } }>) => messages.map((message) => message.content.text);
