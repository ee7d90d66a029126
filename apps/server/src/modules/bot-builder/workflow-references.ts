/** What a diagram refers to outside itself: messages, variables, entities, workflows, groups, brand functions, events. */
import type { WorkflowElements } from '@switchboard/contracts/bot-builder/workflow.schemas';

export interface WorkflowReferences {
  messageIds: string[];
  variables: string[];
  entities: string[];
  wids: string[];
  groupIds: string[];
  brandFunctionIds: string[];
  eventIds: string[];
}

/** {{name}} mentions in a template; {{env.NAME}} are environment variables, not bot params. */
const MENTION = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;
export const mentionedVariables = (template: string): string[] => [...template.matchAll(MENTION)].map((match) => match[1]!);

export function workflowReferences(elements: WorkflowElements): WorkflowReferences {
  const sets = { messageIds: new Set<string>(), variables: new Set<string>(), entities: new Set<string>(), wids: new Set<string>(), groupIds: new Set<string>(), brandFunctionIds: new Set<string>(), eventIds: new Set<string>() };
  for (const node of elements.nodes) {
    switch (node.type) {
      case 'botMessage': sets.messageIds.add(node.data.messageId); break;
      case 'question':
        sets.messageIds.add(node.data.messageId);
        if (node.data.retryMessageId) sets.messageIds.add(node.data.retryMessageId);
        sets.variables.add(node.data.variable);
        if (node.data.entity) sets.entities.add(node.data.entity);
        break;
      case 'condition': for (const condition of node.data.conditionSet) sets.variables.add(condition.keyValue); break;
      case 'setVariable':
        sets.variables.add(node.data.variable);
        for (const name of mentionedVariables(node.data.value)) sets.variables.add(name);
        break;
      case 'jumpToWorkflow': sets.wids.add(node.data.wid); break;
      case 'handover': if (node.data.groupId) sets.groupIds.add(node.data.groupId); break;
      case 'brandFunction': sets.brandFunctionIds.add(node.data.brandFunctionId); break;
      case 'event': sets.eventIds.add(node.data.eventId); break;
      default: break;
    }
  }
  return {
    messageIds: [...sets.messageIds], variables: [...sets.variables], entities: [...sets.entities],
    wids: [...sets.wids], groupIds: [...sets.groupIds], brandFunctionIds: [...sets.brandFunctionIds], eventIds: [...sets.eventIds],
  };
}

/** Whether the diagram reads or writes this variable (names compare without case). */
export const usesVariable = (elements: WorkflowElements, name: string): boolean =>
  workflowReferences(elements).variables.some((variable) => variable.toLowerCase() === name.toLowerCase());
