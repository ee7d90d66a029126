/**
 * Runs workflows: from a node, node after node, until the bot must wait (a question) or stops (end,
 * handover, a node without an outgoing edge). A turn runs at most MAX_STEPS nodes: a loop is cut with
 * a logged error and the fallback. Pure apart from the injected brand-function call and random source.
 */
import type { Audience } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import type { WorkflowNode } from '@switchboard/contracts/bot-builder/workflow.schemas';
import type { BotMessageDraft } from '@/bot/bot';
import { extractEntities } from '@/bot/entities/extract-entities';
import type { CallBrandFunction, Variables } from '@/bot/runtime-ports';
import type { BundleIndex, IndexedWorkflow } from './bundle-index';
import { conditionSetHolds } from './conditions';
import { renderMessage } from './render-message';
import type { ConversationState, SystemVariables } from './state';
import { fillTemplate } from './template';

export const MAX_STEPS = 100;

export interface RunContext {
  index: BundleIndex;
  audience: Audience;
  system: SystemVariables;
  /** This message's entities by entity name (e.g. order_number): readable during this turn only. */
  entities?: Variables;
  random: () => number;
  callBrandFunction?: CallBrandFunction | undefined;
  /** Where the executor reports trainer mistakes and failures (missing message, loop, …). */
  log: (level: 'warn' | 'error', message: string, detail?: Record<string, unknown>) => void;
  /** Said when a workflow cannot go on (a loop, a missing workflow, a failed question without a 'failed' exit). */
  fallback: BotMessageDraft;
  maxSteps?: number;
  /**
   * Where an event node puts its event id as the customer passes it, in order: the caller stores them with the
   * turn's replies (conversation_events), so a turn that fails to commit records none.
   */
  events?: string[];
}

export type StopReason = 'question' | 'end' | 'handover' | 'no exit' | 'error';

export interface RunResult {
  messages: BotMessageDraft[];
  state: ConversationState;
  handover?: { groupId?: string };
  stop: StopReason;
}

/** Every variable a template or condition may read: params' defaults < the conversation's < this message's entities < the system's. */
export const variablesOf = (ctx: RunContext, state: ConversationState): Variables => ({ ...ctx.index.defaults, ...state.variables, ...ctx.entities, ...ctx.system });

const idle = (state: ConversationState): ConversationState => ({ ...state, wid: null, nodeId: null, retriesLeft: 0 });

export function startWorkflow(ctx: RunContext, state: ConversationState, wid: string): Promise<RunResult> {
  return run(ctx, { ...idle(state), wid }, wid, ctx.index.workflows.get(wid)?.startId, []);
}

/** The question node the state waits on, if the current bundle still has it (a publish may have removed it). */
export function waitingQuestion(index: BundleIndex, state: ConversationState) {
  if (!state.wid || !state.nodeId) return undefined;
  const node = index.workflows.get(state.wid)?.nodes.get(state.nodeId);
  return node?.type === 'question' ? node : undefined;
}

export type QuestionNode = NonNullable<ReturnType<typeof waitingQuestion>>;

/** What the message would store as the question's answer (its entity's value, else the whole text); undefined when it does not validate. */
export function answerValue(index: BundleIndex, node: QuestionNode, text: string): string | undefined {
  return node.data.entity
    ? extractEntities(text, index.entities).find((found) => found.entity === node.data.entity)?.value
    : text.trim() || undefined;
}

/** The waiting question's own message again (after an interruption that answered something else); nothing else changes. */
export function askAgain(ctx: RunContext, state: ConversationState): BotMessageDraft[] {
  const node = waitingQuestion(ctx.index, state);
  return node ? say(ctx, node.data.messageId, variablesOf(ctx, state)) : [];
}

/** The customer's message answers the waiting question: stored when valid, else asked again or left by 'failed'. */
export async function answerQuestion(ctx: RunContext, state: ConversationState, text: string): Promise<RunResult> {
  const node = waitingQuestion(ctx.index, state);
  if (!node || !state.wid) return { messages: [], state: idle(state), stop: 'error' };
  const wid = state.wid;
  const flow = ctx.index.workflows.get(wid)!;
  const value = answerValue(ctx.index, node, text);
  if (value !== undefined) {
    const next = { ...state, nodeId: null, retriesLeft: 0, variables: { ...state.variables, [node.data.variable]: value } };
    return run(ctx, next, wid, exitOf(flow, node, 'captured'), []);
  }
  if (state.retriesLeft > 0) {
    const messages = say(ctx, node.data.retryMessageId ?? node.data.messageId, variablesOf(ctx, state));
    return { messages, state: { ...state, retriesLeft: state.retriesLeft - 1 }, stop: 'question' };
  }
  const failed = flow.exits.get(`${node.id}:failed`);
  if (failed) return run(ctx, { ...state, nodeId: null, retriesLeft: 0 }, wid, failed, []);
  return { messages: [ctx.fallback], state: idle(state), stop: 'no exit' };
}

function exitOf(flow: IndexedWorkflow, node: WorkflowNode, exit?: string): string | undefined {
  return flow.exits.get(`${node.id}:${exit ?? 'next'}`);
}

function say(ctx: RunContext, messageId: string, variables: Variables): BotMessageDraft[] {
  const message = ctx.index.messages.get(messageId);
  const rendered = message ? renderMessage(message, ctx.audience, variables, ctx.random) : null;
  if (!rendered) {
    ctx.log('warn', 'a workflow names a bot message the published version lacks (or it has no version)', { messageId });
    return [];
  }
  return [rendered.draft];
}

async function run(ctx: RunContext, start: ConversationState, startWid: string, startNode: string | undefined, messages: BotMessageDraft[]): Promise<RunResult> {
  let state = start;
  let wid = startWid;
  let nodeId = startNode;
  const limit = ctx.maxSteps ?? MAX_STEPS;
  for (let step = 0; ; step++) {
    const flow = ctx.index.workflows.get(wid);
    if (!flow) {
      ctx.log('error', 'a workflow the published version lacks was asked for', { wid });
      return { messages: [...messages, ctx.fallback], state: idle(state), stop: 'error' };
    }
    const node = nodeId ? flow.nodes.get(nodeId) : undefined;
    if (!node) return { messages, state: idle(state), stop: 'no exit' };
    if (step >= limit) {
      ctx.log('error', `a workflow ran ${limit} nodes in one turn (a loop?): stopped`, { wid, nodeId: node.id });
      return { messages: [...messages, ctx.fallback], state: idle(state), stop: 'error' };
    }
    const variables = variablesOf(ctx, state);
    let exit: string | undefined;
    switch (node.type) {
      case 'start':
        break;
      case 'botMessage':
        messages.push(...say(ctx, node.data.messageId, variables));
        break;
      case 'question':
        messages.push(...say(ctx, node.data.messageId, variables));
        return { messages, state: { ...state, wid, nodeId: node.id, retriesLeft: node.data.retries }, stop: 'question' };
      case 'condition':
        exit = conditionSetHolds(node.data.rootConditionType, node.data.conditionSet, variables) ? 'true' : 'false';
        break;
      case 'setVariable':
        state = { ...state, variables: { ...state.variables, [node.data.variable]: fillTemplate(node.data.value, variables, { html: false }) } };
        break;
      case 'brandFunction': {
        const outcome = await callFunction(ctx, node.data.brandFunctionId, variables);
        if (outcome) state = { ...state, variables: { ...state.variables, ...outcome } };
        exit = outcome ? 'success' : 'failure';
        break;
      }
      case 'event':
        ctx.events?.push(node.data.eventId);
        break;
      case 'jumpToWorkflow': {
        wid = node.data.wid;
        state = { ...state, wid, nodeId: null };
        nodeId = ctx.index.workflows.get(wid)?.startId;
        continue;
      }
      case 'handover':
        return { messages, state: idle(state), handover: node.data.groupId ? { groupId: node.data.groupId } : {}, stop: 'handover' };
      case 'end':
        return { messages, state: idle(state), stop: 'end' };
    }
    nodeId = exitOf(flow, node, exit);
  }
}

/** The function's mapped variables, or null when it failed (unknown function, no caller wired, HTTP failure). */
async function callFunction(ctx: RunContext, id: string, variables: Variables): Promise<Variables | null> {
  const fn = ctx.index.functions.get(id);
  if (!fn || !ctx.callBrandFunction) {
    ctx.log('warn', fn ? 'brand functions are not available in this runtime' : 'a workflow calls a brand function the published version lacks', { brandFunctionId: id });
    return null;
  }
  try {
    const result = await ctx.callBrandFunction(fn, variables, ctx.index.environment);
    if (!result.ok) ctx.log('warn', 'a brand function failed', { brandFunctionId: id, name: fn.name, error: result.error });
    return result.ok ? result.variables : null;
  } catch (error) {
    ctx.log('error', 'a brand function threw', { brandFunctionId: id, name: fn.name, error: (error as Error).message });
    return null;
  }
}
