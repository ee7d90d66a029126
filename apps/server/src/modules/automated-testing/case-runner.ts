/**
 * Runs one test case against the DRAFT bot through the try-it runtime (the runtime customers get, with the brand's
 * current entities): a conversation of its own per case, its bot state kept here in memory, never stored: no chat
 * session, no live chat for agents, no try-it state of the trainer, and the published bot untouched.
 */
import { randomUUID } from 'node:crypto';
import type { TestTurn } from '@switchboard/contracts/automated-testing/test-case.schemas';
import type { CaseResult, TurnOutcome } from '@switchboard/contracts/automated-testing/test-run.schemas';
import type { Caller } from '@/modules/bot-builder/training.service';
import type { DraftTurn, TryItService } from '@/modules/bot-builder/try-it.service';
import { checkTurn } from './turn-check';

export type DraftBot = Pick<TryItService, 'converse'>;

/** The runtime's answer in the check's terms. Bot-message ids and the FAQ answered are not reported by it yet. */
export function outcomeOf(turn: DraftTurn): TurnOutcome {
  const { data } = turn;
  return {
    intent: data.intent, confidence: data.confidence,
    entities: data.entities.map(({ entity, value }) => ({ entity, value })),
    workflowId: turn.workflowId, nodeId: turn.nodeId,
    messages: data.messages.map((message) => ({ text: message.content.text ?? '', messageId: null, variationId: null })),
    variables: data.conversation.variables,
    handover: data.handover ? { groupId: data.handover.groupId } : null,
    ticketOffered: data.ticketOffered,
    faqId: null,
  };
}

export async function runCase(bot: DraftBot, caller: Caller, testCase: { _id: string; turns: TestTurn[] }): Promise<CaseResult> {
  const conversationId = `test-case-${randomUUID()}`;
  let state: unknown = null;
  let modelVersion: number | null = null;
  const turns: CaseResult['turns'] = [];
  for (const turn of testCase.turns) {
    const input = turn.kind === 'text' ? { text: turn.text } : { text: turn.title, postback: turn.payload };
    const answered = await bot.converse(caller, conversationId, input, state);
    state = answered.state;
    modelVersion = answered.data.modelVersion;
    const outcome = outcomeOf(answered);
    turns.push({ ...checkTurn(turn.expect, outcome), outcome });
  }
  return { testCaseId: testCase._id, passed: turns.every((turn) => turn.passed), modelVersion, turns };
}
