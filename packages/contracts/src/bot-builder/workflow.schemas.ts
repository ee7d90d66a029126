/**
 * Workflows (§2 workflows, §3 "Workflow", "Conditional node default", §5 operators): a diagram of
 * nodes and edges that the bot runs when one of its trigger intents is detected. Both the editor and
 * the server validate a diagram with `diagramProblems`, so the same message reaches the trainer.
 */
import { z } from 'zod';
import { botNameSchema } from './bot-builder.schemas';

export const CONDITION_OPERATORS = [
  'equal to', 'not equal to', 'greater than', 'greater than or equal to', 'less than', 'less than or equal to',
  'exists', 'in list', 'not in list', 'starts with', 'does not starts with', 'ends with', 'does not ends with',
  'contains', 'does not contain',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];
export const CONDITION_KEY_TYPES = ['attribute'] as const;
export const ROOT_CONDITION_TYPES = ['and', 'or'] as const;

export const WORKFLOW_NODE_TYPES = [
  'start', 'botMessage', 'question', 'condition', 'brandFunction', 'setVariable', 'event', 'jumpToWorkflow', 'handover', 'end',
] as const;
export type WorkflowNodeType = (typeof WORKFLOW_NODE_TYPES)[number];

/**
 * Named exits (edge sourceHandle). A condition leaves by 'true' or 'false'; a brand function by
 * 'success' or 'failure'; a question by 'captured' or, after its retries, 'failed'. Other nodes have
 * one unnamed exit (sourceHandle null or absent); handover, jumpToWorkflow and end have none.
 */
export const NODE_EXITS: Record<WorkflowNodeType, readonly string[]> = {
  start: ['next'], botMessage: ['next'], setVariable: ['next'], event: ['next'],
  condition: ['true', 'false'], brandFunction: ['success', 'failure'], question: ['captured', 'failed'],
  jumpToWorkflow: [], handover: [], end: [],
};

export const conditionSchema = z.object({
  keyType: z.enum(CONDITION_KEY_TYPES).default('attribute'),
  /** The variable (bot param) the condition reads. */
  keyValue: z.string().trim().min(1, 'Choose a variable'),
  condType: z.enum(CONDITION_OPERATORS, { message: `The operator must be one of: ${CONDITION_OPERATORS.join(', ')}` }),
  /** Compared value; for 'in list' / 'not in list' a comma-separated list; ignored by 'exists'. */
  value: z.string().max(500).default(''),
});
export type Condition = z.infer<typeof conditionSchema>;

/** §3: a new conditional node starts with rootConditionType 'and' and one attribute condition. */
export const DEFAULT_CONDITION_NODE = {
  rootConditionType: 'and' as const,
  conditionSet: [{ keyType: 'attribute' as const, keyValue: '', condType: 'equal to' as const, value: '' }],
};

const position = z.object({ x: z.number(), y: z.number() });
const id = z.string().trim().min(1).max(80);
const node = <T extends WorkflowNodeType, D extends z.ZodType>(type: T, data: D) =>
  z.object({ id, type: z.literal(type), position, data });

export const workflowNodeSchema = z.discriminatedUnion('type', [
  node('start', z.object({}).default({})),
  node('botMessage', z.object({ messageId: z.string().min(1, 'Choose a bot message') })),
  node('question', z.object({
    /** The bot message that asks. */
    messageId: z.string().min(1, 'Choose the question message'),
    /** The bot param the answer is stored in. */
    variable: z.string().min(1, 'Choose the variable that stores the answer'),
    /** When set, the answer must contain this entity (its value is stored); else the whole text is. */
    entity: z.string().optional(),
    retries: z.number().int().min(0).max(5).default(2),
    /** Asked again after an answer that fails validation (the question itself when absent). */
    retryMessageId: z.string().optional(),
    /**
     * Whether a message asking for a person, or confidently another intent or an FAQ, interrupts the question
     * (see docs/decisions.md "Interrupting a waiting question"). Absent means yes: diagrams saved before the
     * setting existed are interruptible; false keeps every typed message an answer attempt.
     */
    interruptible: z.boolean().optional(),
  })),
  node('condition', z.object({
    rootConditionType: z.enum(ROOT_CONDITION_TYPES).default('and'),
    conditionSet: z.array(conditionSchema).min(1, 'Add at least one condition').max(20),
  })),
  node('brandFunction', z.object({ brandFunctionId: z.string().min(1, 'Choose a brand function') })),
  node('setVariable', z.object({
    variable: z.string().min(1, 'Choose a variable'),
    /** May mention variables as {{name}}. */
    value: z.string().max(1000),
  })),
  /** Records one of the brand's bot events (bot_events) for the conversation and goes on (analytics' event report). */
  node('event', z.object({ eventId: z.string().min(1, 'Choose an event') })),
  node('jumpToWorkflow', z.object({ wid: z.string().min(1, 'Choose a workflow') })),
  node('handover', z.object({ groupId: z.string().optional() })),
  node('end', z.object({}).default({})),
]);
export type WorkflowNode = z.infer<typeof workflowNodeSchema>;

export const workflowEdgeSchema = z.object({
  id,
  source: id,
  target: id,
  sourceHandle: z.string().nullish(),
});
export type WorkflowEdge = z.infer<typeof workflowEdgeSchema>;

export const workflowElementsSchema = z.object({
  nodes: z.array(workflowNodeSchema).max(500),
  edges: z.array(workflowEdgeSchema).max(1000),
});
export type WorkflowElements = z.infer<typeof workflowElementsSchema>;

/**
 * Structural problems of a diagram, in the trainer's words (empty when it can be saved): exactly one
 * start, unique ids, edges between existing nodes through exits the source has, at most one edge per
 * exit. References to messages, variables, functions and other workflows are checked by the server.
 */
export function diagramProblems(elements: WorkflowElements): string[] {
  const problems: string[] = [];
  const nodes = new Map<string, WorkflowNode>();
  for (const n of elements.nodes) {
    if (nodes.has(n.id)) problems.push(`Two nodes share the id ${n.id}`);
    nodes.set(n.id, n);
  }
  const starts = elements.nodes.filter((n) => n.type === 'start').length;
  if (starts !== 1) problems.push(starts === 0 ? 'The workflow needs a start node' : 'The workflow has more than one start node');
  const usedExits = new Set<string>();
  const edgeIds = new Set<string>();
  for (const edge of elements.edges) {
    if (edgeIds.has(edge.id)) problems.push(`Two edges share the id ${edge.id}`);
    edgeIds.add(edge.id);
    const source = nodes.get(edge.source);
    if (!source || !nodes.has(edge.target)) {
      problems.push(`Edge ${edge.id} points to a node that does not exist`);
      continue;
    }
    const exits = NODE_EXITS[source.type];
    const exit = edge.sourceHandle ?? exits[0];
    if (exit === undefined || !exits.includes(exit)) {
      problems.push(`A ${source.type} node has no exit "${edge.sourceHandle ?? 'next'}"`);
      continue;
    }
    if (nodes.get(edge.target)?.type === 'start') problems.push('No edge may lead into the start node');
    const key = `${edge.source}:${exit}`;
    if (usedExits.has(key)) problems.push(`Node ${edge.source} has two edges from its "${exit}" exit`);
    usedExits.add(key);
  }
  return problems;
}

export const workflowInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name is at most 80 characters'),
  description: z.string().trim().max(300).default(''),
  /** Intent names that start this workflow (an intent triggers at most one workflow). */
  triggerIntents: z.array(botNameSchema).max(20).default([]),
  elements: workflowElementsSchema,
}).superRefine((input, ctx) => {
  for (const message of diagramProblems(input.elements)) ctx.addIssue({ code: 'custom', path: ['elements'], message });
});
export type WorkflowInput = z.infer<typeof workflowInputSchema>;

export const workflowSchema = z.object({
  wid: z.string(),
  name: z.string(),
  description: z.string(),
  triggerIntents: z.array(z.string()),
  elements: workflowElementsSchema,
  /** The saved diagram is what the next training takes (the editor shows unsaved edits as unsynced). */
  synced: z.boolean(),
  updatedAt: z.string(),
});
export type Workflow = z.infer<typeof workflowSchema>;
export type WorkflowSummary = Omit<Workflow, 'elements'> & { nodeCount: number };
