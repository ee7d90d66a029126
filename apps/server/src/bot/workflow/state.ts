/**
 * A conversation's bot state, stored per chat session (chat_sessions.bot_state) so it survives a
 * restart: the running workflow and the question waiting for an answer, and the variables captured
 * or set so far. System params (customerName, psid, channel, …) are filled afresh every turn.
 */
import type { SYSTEM_BOT_PARAMS } from '@switchboard/contracts/bot-builder/bot-param.schemas';
import { parseDialogueConversation, type DialogueConversation } from '@/bot/dialogue-policy/dialogue-runtime';
import type { Variables } from '@/bot/runtime-ports';

export interface ConversationState {
  /** The workflow the bot is in (null: none; the intent decides what runs next). */
  wid: string | null;
  /** The question node waiting for the customer's answer (null: nothing waits). */
  nodeId: string | null;
  /** Wrong answers still allowed before the question leaves by 'failed'. */
  retriesLeft: number;
  /** Captured and set variables (bot params). */
  variables: Variables;
  /** The dialogue domain whose policy leads the conversation (issue 30); absent: none. */
  dialogue?: DialogueConversation;
}

export const EMPTY_STATE: ConversationState = { wid: null, nodeId: null, retriesLeft: 0, variables: {} };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a stored state defensively (older or damaged rows start over with nothing). */
export function parseState(stored: unknown): ConversationState {
  if (!isRecord(stored)) return EMPTY_STATE;
  const variables: Variables = {};
  if (isRecord(stored.variables)) {
    for (const [name, value] of Object.entries(stored.variables)) if (typeof value === 'string') variables[name] = value;
  }
  return {
    wid: typeof stored.wid === 'string' ? stored.wid : null,
    nodeId: typeof stored.nodeId === 'string' ? stored.nodeId : null,
    retriesLeft: typeof stored.retriesLeft === 'number' && stored.retriesLeft >= 0 ? Math.floor(stored.retriesLeft) : 0,
    variables,
    ...withDialogue(parseDialogueConversation(stored.dialogue)),
  };
}

/** The dialogue key only when there is a conversation (a state without one stays as it was stored). */
export const withDialogue = (dialogue: DialogueConversation | null | undefined): { dialogue?: DialogueConversation } => (dialogue ? { dialogue } : {});

/** Nothing worth storing: no workflow running, no variables, no dialogue (the row keeps null). */
export const isEmptyState = (state: ConversationState) =>
  state.wid === null && state.nodeId === null && Object.keys(state.variables).length === 0 && !state.dialogue;

export const sameState = (a: ConversationState, b: ConversationState) => JSON.stringify(a) === JSON.stringify(b);

export type SystemParam = (typeof SYSTEM_BOT_PARAMS)[number];
export type SystemVariables = Record<SystemParam, string>;
