/**
 * botTest/references: what a test case may name in the brand's bot, with labels a trainer reads (a node by what it
 * does, a variation by where it applies). The editor picks from it; the workbook writes and reads these names.
 */
import { SYSTEM_ENTITIES } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { SYSTEM_BOT_PARAMS } from '@switchboard/contracts/bot-builder/bot-param.schemas';
import type { Variation } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import type { WorkflowNode, WorkflowNodeType } from '@switchboard/contracts/bot-builder/workflow.schemas';
import type { TestCaseReferences } from '@switchboard/contracts/automated-testing/test-case-references.schemas';
import type { Executor } from '@/db/client';
import { listReferenceRows } from './bot-references.repository';

const NODE_TYPES: Record<WorkflowNodeType, string> = {
  start: 'Start', botMessage: 'Bot message', question: 'Question', condition: 'Condition', brandFunction: 'Brand function',
  setVariable: 'Set variable', event: 'Event', jumpToWorkflow: 'Jump to workflow', handover: 'Handover', end: 'End',
};

type Names = { messages: Map<string, string>; workflows: Map<string, string>; groups: Map<string, string> };

/** "Bot message: Ask order number", "Set variable: order", "Handover: Billing", else the type and the node's id. */
export function nodeLabel(node: WorkflowNode, names: Names): string {
  const type = NODE_TYPES[node.type];
  switch (node.type) {
    case 'botMessage':
    case 'question': return `${type}: ${names.messages.get(node.data.messageId) ?? node.id}`;
    case 'setVariable': return `${type}: ${node.data.variable}`;
    case 'jumpToWorkflow': return `${type}: ${names.workflows.get(node.data.wid) ?? node.id}`;
    case 'handover': return `${type}: ${node.data.groupId ? names.groups.get(node.data.groupId) ?? node.id : 'default group'}`;
    default: return `${type} (${node.id})`;
  }
}

const variationLabel = (variation: Variation) => [variation.channel, variation.language, variation.country, variation.param1].join(' · ');

export async function loadReferences(db: Executor, brandId: string): Promise<TestCaseReferences> {
  const rows = await listReferenceRows(db, brandId);
  const names: Names = {
    messages: new Map(rows.messageRows.map((m) => [m.id, m.name])),
    workflows: new Map(rows.workflowRows.map((w) => [w.wid, w.name])),
    groups: new Map(rows.groupRows.map((g) => [g.id, g.name])),
  };
  const entities = [...rows.entityRows.map((e) => e.name), ...SYSTEM_ENTITIES.filter((s) => !rows.entityRows.some((e) => e.name === s))];
  return {
    intents: rows.intentRows.map((i) => i.name),
    entities,
    variables: [...rows.paramRows.map((p) => p.name), ...SYSTEM_BOT_PARAMS],
    workflows: rows.workflowRows.map((w) => ({
      wid: w.wid, name: w.name, nodes: w.elements.nodes.map((node) => ({ id: node.id, label: nodeLabel(node, names) })),
    })),
    botMessages: rows.messageRows.map((m) => ({ id: m.id, name: m.name, variations: m.variations.map((v) => ({ vid: v.vid, label: variationLabel(v) })) })),
    groups: rows.groupRows.map((g) => ({ _id: g.id, name: g.name })),
    faqs: rows.faqRows.map((f) => ({ id: f.id, question: f.question })),
  };
}
