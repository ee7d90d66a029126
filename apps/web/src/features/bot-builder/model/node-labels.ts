/** How the editor names node types and their exits, and the one-line summary a node shows. */
import type { WorkflowNode, WorkflowNodeType } from '@switchboard/contracts/bot-builder/workflow.schemas';

export const NODE_LABELS: Record<WorkflowNodeType, string> = {
  start: 'Start', botMessage: 'Bot message', question: 'Question', condition: 'Condition', brandFunction: 'Brand function',
  setVariable: 'Set variable', event: 'Event', jumpToWorkflow: 'Jump to workflow', handover: 'Handover', end: 'End',
};

/** A node's type and data, kept as a union so `type` narrows `data`. */
export type NodeTypeAndData = { [K in WorkflowNodeType]: Pick<Extract<WorkflowNode, { type: K }>, 'type' | 'data'> }[WorkflowNodeType];

export const EXIT_LABELS: Record<string, string> = {
  next: 'next', true: 'true', false: 'false', success: 'success', failure: 'failure', captured: 'captured', failed: 'failed',
};

/** Names of things nodes point at, to show names instead of ids. */
export interface NameLookups {
  messages: ReadonlyMap<string, string>;
  workflows: ReadonlyMap<string, string>;
  groups: ReadonlyMap<string, string>;
  brandFunctions: ReadonlyMap<string, string>;
  events: ReadonlyMap<string, string>;
}

export const EMPTY_LOOKUPS: NameLookups = { messages: new Map(), workflows: new Map(), groups: new Map(), brandFunctions: new Map(), events: new Map() };

const nameOr = (map: ReadonlyMap<string, string>, id: string, missing: string) => (id ? (map.get(id) ?? id) : missing);

export function nodeSummary(node: NodeTypeAndData, names: NameLookups = EMPTY_LOOKUPS): string {
  switch (node.type) {
    case 'start': return 'The workflow begins here';
    case 'botMessage': return `Says: ${nameOr(names.messages, node.data.messageId, 'no message chosen')}`;
    case 'question': {
      const asks = nameOr(names.messages, node.data.messageId, 'no message chosen');
      return `Asks: ${asks} → ${node.data.variable || 'no variable'}${node.data.entity ? ` (${node.data.entity})` : ''}, ${node.data.retries ?? 2} retries${node.data.interruptible === false ? ', not interruptible' : ''}`;
    }
    case 'condition': {
      const rows = node.data.conditionSet.map((c) => `${c.keyValue || '?'} ${c.condType}${c.condType === 'exists' ? '' : ` ${c.value || '""'}`}`);
      return rows.join(` ${node.data.rootConditionType ?? 'and'} `);
    }
    case 'brandFunction': return `Calls: ${nameOr(names.brandFunctions, node.data.brandFunctionId, 'no function chosen')}`;
    case 'setVariable': return `${node.data.variable || '?'} = ${node.data.value || '""'}`;
    case 'event': return `Records: ${nameOr(names.events, node.data.eventId, 'no event chosen')}`;
    case 'jumpToWorkflow': return `Goes to: ${nameOr(names.workflows, node.data.wid, 'no workflow chosen')}`;
    case 'handover': return node.data.groupId ? `To group: ${nameOr(names.groups, node.data.groupId, '')}` : 'To any available person';
    case 'end': return 'The workflow ends';
    default: return '';
  }
}
