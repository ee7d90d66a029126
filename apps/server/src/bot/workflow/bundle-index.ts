/**
 * The published bundle's workflow parts indexed for the executor (nodes and exits by id, messages,
 * functions): built once per bundle and kept while the bundle lives.
 */
import type { BotMessage } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import type { BotParam } from '@switchboard/contracts/bot-builder/bot-param.schemas';
import type { BrandFunction } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import { NODE_EXITS, type Workflow, type WorkflowNode } from '@switchboard/contracts/bot-builder/workflow.schemas';
import type { EntityDefinition } from '@/bot/entities/entity-definition';

/** What a bundle holds for workflows (every part optional: bundles trained before workflows existed lack them). */
export interface WorkflowParts {
  workflows?: Workflow[];
  messages?: BotMessage[];
  params?: BotParam[];
  functions?: BrandFunction[];
  environment?: Record<string, string>;
  entities: EntityDefinition[];
}

export interface IndexedWorkflow {
  workflow: Workflow;
  nodes: Map<string, WorkflowNode>;
  /** `${nodeId}:${exit}` → target node id. */
  exits: Map<string, string>;
  startId: string | undefined;
}

export interface BundleIndex {
  workflows: Map<string, IndexedWorkflow>;
  /** Intent name → the workflow it starts (the first workflow listing it). */
  byIntent: Map<string, string>;
  messages: Map<string, BotMessage>;
  functions: Map<string, BrandFunction>;
  /** Bot params' default values. */
  defaults: Record<string, string>;
  environment: Record<string, string>;
  entities: EntityDefinition[];
}

const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);

function indexWorkflow(workflow: Workflow): IndexedWorkflow {
  const nodes = new Map(list(workflow.elements?.nodes).map((node) => [node.id, node]));
  const exits = new Map<string, string>();
  for (const edge of list(workflow.elements?.edges)) {
    const source = nodes.get(edge.source);
    if (!source) continue;
    const exit = edge.sourceHandle ?? NODE_EXITS[source.type]?.[0];
    if (exit && !exits.has(`${edge.source}:${exit}`)) exits.set(`${edge.source}:${exit}`, edge.target);
  }
  return { workflow, nodes, exits, startId: [...nodes.values()].find((node) => node.type === 'start')?.id };
}

const cache = new WeakMap<object, BundleIndex>();

export function indexBundle(bundle: WorkflowParts): BundleIndex {
  const known = cache.get(bundle);
  if (known) return known;
  const workflows = new Map(list(bundle.workflows).map((workflow) => [workflow.wid, indexWorkflow(workflow)]));
  const byIntent = new Map<string, string>();
  for (const { workflow } of workflows.values()) {
    for (const intent of list(workflow.triggerIntents)) if (!byIntent.has(intent)) byIntent.set(intent, workflow.wid);
  }
  const index: BundleIndex = {
    workflows,
    byIntent,
    messages: new Map(list(bundle.messages).map((message) => [message.id, message])),
    functions: new Map(list(bundle.functions).map((fn) => [fn.brandFunctionId, fn])),
    defaults: Object.fromEntries(list(bundle.params).filter((param) => param.defaultValue !== '').map((param) => [param.name, param.defaultValue])),
    environment: bundle.environment ?? {},
    entities: list(bundle.entities),
  };
  cache.set(bundle, index);
  return index;
}
