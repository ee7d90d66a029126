import { describe, expect, it } from 'vitest';
import { DEFAULT_CONDITION_NODE, diagramProblems, type WorkflowElements } from '@switchboard/contracts/bot-builder/workflow.schemas';
import { defaultData, fromFlow, hasUnsavedChanges, NEW_WORKFLOW_ELEMENTS, newNode, nextNodeId, toFlow } from './flow-elements';
import { nodeSummary } from './node-labels';
import { workflowProblems } from './workflow-problems';

const elements: WorkflowElements = {
  nodes: [
    { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} },
    { id: 'c', type: 'condition', position: { x: 10.4, y: 100 }, data: { rootConditionType: 'or', conditionSet: [{ keyType: 'attribute', keyValue: 'tier', condType: 'in list', value: 'gold,silver' }] } },
    { id: 'm', type: 'botMessage', position: { x: 0, y: 200 }, data: { messageId: 'msg-1' } },
    { id: 'end', type: 'end', position: { x: 0, y: 300 }, data: {} },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'c', sourceHandle: null },
    { id: 'e2', source: 'c', target: 'm', sourceHandle: 'true' },
    { id: 'e3', source: 'c', target: 'end', sourceHandle: 'false' },
    { id: 'e4', source: 'm', target: 'end', sourceHandle: null },
  ],
};

describe('xyflow state ⇄ WorkflowElements', () => {
  it('round-trips: single exits attach to the "next" handle in the editor and are stored as null', () => {
    const flow = toFlow(elements);
    expect(flow.edges.find((e) => e.id === 'e1')?.sourceHandle).toBe('next');
    expect(flow.edges.find((e) => e.id === 'e2')?.sourceHandle).toBe('true');
    const back = fromFlow(flow);
    expect(back.edges).toEqual(elements.edges);
    expect(back.nodes[1]?.position).toEqual({ x: 10, y: 100 });
    expect(back.nodes.map((n) => n.data)).toEqual(elements.nodes.map((n) => n.data));
  });

  it('drops what xyflow adds (selection, measurements) and copies data, so edits do not touch the saved diagram', () => {
    const flow = toFlow(elements);
    const withUi = { ...flow, nodes: flow.nodes.map((n) => ({ ...n, selected: true, measured: { width: 200, height: 80 }, dragging: false })) };
    expect(fromFlow(withUi).nodes[0]).toEqual(elements.nodes[0]);
    (flow.nodes[2]!.data as { messageId: string }).messageId = 'changed';
    expect(elements.nodes[2]).toMatchObject({ data: { messageId: 'msg-1' } });
  });
});

describe('unsaved changes', () => {
  it('is clean after loading, dirty after a move, a data edit, a new edge or a deletion', () => {
    const flow = toFlow(elements);
    expect(hasUnsavedChanges(elements, flow)).toBe(false);
    expect(hasUnsavedChanges(elements, { ...flow, nodes: flow.nodes.map((n) => (n.id === 'm' ? { ...n, position: { x: 50, y: 200 } } : n)) })).toBe(true);
    expect(hasUnsavedChanges(elements, { ...flow, nodes: flow.nodes.map((n) => (n.id === 'm' ? { ...n, data: { messageId: 'other' } } : n)) })).toBe(true);
    expect(hasUnsavedChanges(elements, { ...flow, edges: flow.edges.slice(1) })).toBe(true);
    expect(hasUnsavedChanges(elements, { ...flow, nodes: flow.nodes.slice(0, 3) })).toBe(true);
  });

  it('ignores sub-pixel drags and selection', () => {
    const flow = toFlow(elements);
    expect(hasUnsavedChanges(elements, { ...flow, nodes: flow.nodes.map((n) => ({ ...n, selected: true, position: { x: n.position.x + 0.05, y: n.position.y } })) })).toBe(false);
  });
});

describe('new nodes', () => {
  it('start a condition as the §3 default and pick a free id', () => {
    expect(defaultData('condition')).toEqual(DEFAULT_CONDITION_NODE);
    expect(defaultData('condition')).not.toBe(DEFAULT_CONDITION_NODE);
    expect(nextNodeId('question', [{ id: 'question-1' }, { id: 'question-2' }])).toBe('question-3');
    expect(newNode('handover', { x: 1, y: 2 }, [])).toMatchObject({ id: 'handover-1', type: 'handover', data: {}, position: { x: 1, y: 2 } });
  });

  it('a new workflow is a valid start → end diagram', () => {
    expect(diagramProblems(NEW_WORKFLOW_ELEMENTS)).toEqual([]);
  });
});

describe('problems before saving and summaries', () => {
  it('names the node with a missing choice, the dangling edge and a second start', () => {
    const flow = toFlow(elements);
    const broken = fromFlow({
      nodes: [...flow.nodes.map((n) => (n.id === 'm' ? { ...n, data: { messageId: '' } } : n)), newNode('start', { x: 0, y: 0 }, flow.nodes)],
      edges: [...flow.edges, { id: 'e9', source: 'end', target: 'ghost' }],
    });
    const { problems } = workflowProblems({ name: 'Orders', description: '', triggerIntents: [] }, broken);
    expect(problems).toContainEqual({ message: 'Bot message (m): Choose a bot message', nodeId: 'm' });
    expect(problems.map((p) => p.message)).toContain('The workflow has more than one start node');
    expect(problems.map((p) => p.message)).toContain('Edge e9 points to a node that does not exist');
    expect(workflowProblems({ name: 'Orders', description: '', triggerIntents: [] }, elements).problems).toEqual([]);
    expect(workflowProblems({ name: '', description: '', triggerIntents: [] }, elements).problems[0]?.message).toBe('Workflow name: Name is required');
  });

  it('summarises a node with names instead of ids', () => {
    const names = { messages: new Map([['msg-1', 'Welcome']]), workflows: new Map(), groups: new Map([['g1', 'Billing']]), brandFunctions: new Map(),
      events: new Map([['ev-1', 'order_placed']]) };
    expect(nodeSummary(elements.nodes[2]!, names)).toBe('Says: Welcome');
    expect(nodeSummary({ type: 'event', data: { eventId: 'ev-1' } }, names)).toBe('Records: order_placed');
    expect(nodeSummary({ type: 'event', data: { eventId: '' } }, names)).toBe('Records: no event chosen');
    expect(nodeSummary(elements.nodes[1]!)).toBe('tier in list gold,silver');
    expect(nodeSummary({ type: 'handover', data: { groupId: 'g1' } }, names)).toBe('To group: Billing');
    expect(nodeSummary({ type: 'condition', data: { rootConditionType: 'and', conditionSet: [{ keyType: 'attribute', keyValue: 'email', condType: 'exists', value: '' }, { keyType: 'attribute', keyValue: 'tier', condType: 'equal to', value: 'gold' }] } }))
      .toBe('email exists and tier equal to gold');
  });
});

describe('connecting exits', () => {
  it('replaces the edge of an exit, keeps other exits, and cuts when no target', async () => {
    const { connectExit } = await import('./flow-elements');
    const flow = toFlow(elements);
    const moved = connectExit(flow.edges, 'c', 'true', 'end', true);
    expect(moved.filter((e) => e.source === 'c')).toHaveLength(2);
    expect(moved.find((e) => e.source === 'c' && e.sourceHandle === 'true')).toMatchObject({ target: 'end', label: 'true' });
    const cut = connectExit(flow.edges, 'm', 'next', undefined, false);
    expect(cut.find((e) => e.source === 'm')).toBeUndefined();
    expect(diagramProblems(fromFlow({ nodes: flow.nodes, edges: moved }))).toEqual([]);
  });
});
