/**
 * Converting between the editor's xyflow state and the stored WorkflowElements, new nodes with their
 * defaults (a condition starts as §3's DEFAULT_CONDITION_NODE), and the comparison that says whether the
 * diagram has unsaved edits.
 */
import type { Edge, Node } from '@xyflow/react';
import {
  DEFAULT_CONDITION_NODE, NODE_EXITS, type WorkflowEdge, type WorkflowElements, type WorkflowNode, type WorkflowNodeType,
} from '@switchboard/contracts/bot-builder/workflow.schemas';

export type NodeData = WorkflowNode['data'];
/** An editor node: xyflow's node whose type is a workflow node type and whose data is that node's data. */
export type FlowNode = Node<NodeData & Record<string, unknown>, WorkflowNodeType>;
export type FlowEdge = Edge;
export interface FlowState { nodes: FlowNode[]; edges: FlowEdge[] }

/** The stored sourceHandle of an edge: a named exit, or null for nodes with one exit. */
export const storedHandle = (type: WorkflowNodeType | undefined, handle: string | null | undefined): string | null =>
  type && NODE_EXITS[type].length > 1 ? (handle ?? null) : null;

export function toFlow(elements: WorkflowElements): FlowState {
  const types = new Map(elements.nodes.map((node) => [node.id, node.type]));
  return {
    nodes: elements.nodes.map((node) => ({ id: node.id, type: node.type, position: { ...node.position }, data: structuredClone(node.data) as FlowNode['data'] })),
    edges: elements.edges.map((edge) => {
      const type = types.get(edge.source);
      const handle = edge.sourceHandle ?? (type ? NODE_EXITS[type][0] : undefined);
      return { id: edge.id, source: edge.source, target: edge.target, ...(handle ? { sourceHandle: handle } : {}), ...(edge.sourceHandle ? { label: edge.sourceHandle } : {}) };
    }),
  };
}

export function fromFlow({ nodes, edges }: FlowState): WorkflowElements {
  const types = new Map(nodes.map((node) => [node.id, node.type]));
  return {
    nodes: nodes.map((node) => ({
      id: node.id, type: node.type, position: { x: Math.round(node.position.x), y: Math.round(node.position.y) }, data: structuredClone(node.data),
    }) as WorkflowNode),
    edges: edges.map((edge): WorkflowEdge => ({ id: edge.id, source: edge.source, target: edge.target, sourceHandle: storedHandle(types.get(edge.source), edge.sourceHandle) })),
  };
}

/** A stable text of the elements (key order fixed) for comparing saved and edited diagrams. */
export function elementsKey(elements: WorkflowElements): string {
  const sortKeys = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sortKeys);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sortKeys(v)]));
    }
    return value;
  };
  return JSON.stringify(sortKeys(elements));
}

/** Both sides pass through the editor's form (rounded positions, stored handles), so loading alone changes nothing. */
export const hasUnsavedChanges = (saved: WorkflowElements, current: FlowState): boolean =>
  elementsKey(fromFlow(toFlow(saved))) !== elementsKey(fromFlow(current));

export function defaultData(type: WorkflowNodeType): NodeData {
  switch (type) {
    case 'botMessage': return { messageId: '' };
    case 'question': return { messageId: '', variable: '', retries: 2 };
    case 'condition': return structuredClone(DEFAULT_CONDITION_NODE);
    case 'brandFunction': return { brandFunctionId: '' };
    case 'setVariable': return { variable: '', value: '' };
    case 'event': return { eventId: '' };
    case 'jumpToWorkflow': return { wid: '' };
    case 'handover': return {};
    default: return {};
  }
}

/** A free id like "question-3" among the existing nodes. */
export function nextNodeId(type: WorkflowNodeType, nodes: readonly { id: string }[]): string {
  const taken = new Set(nodes.map((node) => node.id));
  let n = 1;
  while (taken.has(`${type}-${n}`)) n += 1;
  return `${type}-${n}`;
}

export function newNode(type: WorkflowNodeType, position: { x: number; y: number }, nodes: readonly { id: string }[]): FlowNode {
  return { id: nextNodeId(type, nodes), type, position, data: defaultData(type) as FlowNode['data'], selected: true };
}

/** A new workflow: a start joined to an end. */
export const NEW_WORKFLOW_ELEMENTS: WorkflowElements = {
  nodes: [
    { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} },
    { id: 'end-1', type: 'end', position: { x: 0, y: 200 }, data: {} },
  ],
  edges: [{ id: 'start-end-1', source: 'start', target: 'end-1', sourceHandle: null }],
};

/**
 * Joins a node's exit to a target (or cuts it when `target` is undefined). An exit has at most one
 * edge, so a new connection replaces the old one.
 */
export function connectExit(edges: FlowEdge[], source: string, exit: string, target: string | undefined, named: boolean): FlowEdge[] {
  const kept = edges.filter((edge) => !(edge.source === source && (edge.sourceHandle ?? 'next') === exit));
  if (!target) return kept;
  return [...kept, { id: `${source}-${exit}-${target}`, source, target, sourceHandle: exit, ...(named ? { label: exit } : {}) }];
}
