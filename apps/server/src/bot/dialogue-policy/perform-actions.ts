/** The published bot's side of a dialogue policy's decision (issue 30): what each chosen action does in a conversation. */
import type { BotMessageDraft } from '../bot';
import type { BrandFunctionResult } from '../runtime-ports';
import { startWorkflow, variablesOf, type RunContext } from '../workflow/executor';
import type { ConversationState } from '../workflow/state';
import { fillTemplate } from '../workflow/template';
import type { PerformAction } from './dialogue-runtime';

/** What the actions of one turn left: the messages said, a handover asked for, the conversation a workflow they ran left. */
export interface PerformedActions { messages: BotMessageDraft[]; handover?: { groupId?: string }; ran?: ConversationState }

/**
 * Carries out the dialogue policy's actions as it chooses them: messages (a variation drawn, {{slot}} and variables
 * filled), set slots, a brand function whose mapped results become slots, a workflow (which then leads, as if its
 * trigger intent came), a handover (optionally to a group), the end of the dialogue.
 */
export function dialogueActionPerformer(ctx: RunContext, state: ConversationState, performed: PerformedActions): PerformAction {
  return async (action, slots) => {
    const { config } = action;
    const variables = { ...variablesOf(ctx, state), ...slots };
    if (config.kind === 'respond' || config.kind === 'askSlot') {
      const variation = config.variations[Math.floor(ctx.random() * config.variations.length)] ?? config.variations[0];
      if (variation) performed.messages.push({ type: 'text', content: { text: fillTemplate(variation.text, variables) } });
      return {};
    }
    if (config.kind === 'callFunction') {
      const fn = ctx.index.functions.get(config.functionId);
      if (!fn || !ctx.callBrandFunction) {
        ctx.log('warn', 'a dialogue action calls a brand function this runtime cannot call', { brandFunctionId: config.functionId });
        return {};
      }
      const result: BrandFunctionResult = await ctx.callBrandFunction(fn, variables, ctx.index.environment)
        .catch((error: unknown) => ({ ok: false, variables: {}, error: (error as Error).message }));
      if (!result.ok) ctx.log('warn', 'a brand function failed', { brandFunctionId: fn.brandFunctionId, error: result.error });
      return { slots: Object.fromEntries(config.resultSlots.flatMap(({ path, slot }) => (result.variables[path] === undefined ? [] : [[slot, result.variables[path]!]]))) };
    }
    if (config.kind === 'runWorkflow') {
      const ran = await startWorkflow(ctx, state, config.workflowId);
      performed.messages.push(...ran.messages);
      performed.ran = ran.state;
      if (ran.handover) performed.handover = ran.handover;
      return { stop: true };
    }
    if (config.kind === 'handover') {
      performed.handover = config.groupId ? { groupId: config.groupId } : {};
      return { stop: true };
    }
    return config.kind === 'end' ? { stop: true } : {};
  };
}
