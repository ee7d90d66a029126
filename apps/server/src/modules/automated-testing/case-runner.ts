/**
 * Runs one test case against a test bot (test-bot.ts): a conversation of its own per case, its bot state kept here in
 * memory, never stored: no chat session, no live chat for agents, no try-it state, the published bot untouched.
 * A turn the bot fails on (it throws) ends the case with an error; the turns before it keep their results.
 */
import { randomUUID } from 'node:crypto';
import { readTextOf } from '@switchboard/contracts/automated-testing/read-text';
import type { TestTurn } from '@switchboard/contracts/automated-testing/test-case.schemas';
import type { CaseResult, CaseTurnResult, TurnNlp, TurnOutcome } from '@switchboard/contracts/automated-testing/test-run.schemas';
import { TEST_RUN_TEXTS as T } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import type { BotSandbox, SandboxTurn } from '@/modules/bot-builder/bot-sandbox';
import { businessRule } from '@/plugins/http-errors';
import { createTestBot, type TestBot } from './test-bot';
import { checkTurn } from './turn-check';

/**
 * The runtime's answer in the check's terms: each message as the customer reads it (rich text as plain text) with the
 * bot message (and variation) it came from, the FAQ that answered.
 */
export function outcomeOf(turn: SandboxTurn): TurnOutcome {
  const { data } = turn;
  const faq = turn.messages.find((message) => message.origin?.kind === 'faq' || message.origin?.kind === 'generative')?.origin;
  return {
    intent: data.intent, confidence: data.confidence,
    entities: data.entities.map(({ entity, value }) => ({ entity, value })),
    workflowId: turn.workflowId, nodeId: turn.nodeId,
    messages: turn.messages.map(({ content, origin }) => ({
      text: readTextOf(content),
      messageId: origin?.kind === 'botMessage' ? origin.messageId : null,
      variationId: origin?.kind === 'botMessage' ? origin.variationId : null,
    })),
    variables: data.conversation.variables,
    handover: data.handover ? { groupId: data.handover.groupId } : null,
    ticketOffered: data.ticketOffered,
    faqId: faq?.kind === 'faq' ? faq.faqId : null,
    faqKind: faq?.kind === 'faq' || faq?.kind === 'generative' ? faq.kind : null,
  };
}

export function nlpOf(turn: SandboxTurn): TurnNlp {
  const { data } = turn;
  return { text: turn.nlp.text, intent: data.intent, confidence: data.confidence, threshold: data.threshold, ranking: data.ranking, entities: data.entities };
}

export interface CaseRun {
  passed: boolean;
  turns: CaseTurnResult[];
  /** Why the case could not run to its end (null: it did). */
  error: string | null;
  durationMs: number;
}

export async function runCase(bot: TestBot, testCase: { id: string; turns: TestTurn[] }): Promise<CaseRun> {
  const started = performance.now();
  const conversationId = `test-case-${randomUUID()}`;
  bot.startCase(testCase.id);
  let state: unknown = null;
  const turns: CaseTurnResult[] = [];
  try {
    for (const turn of testCase.turns) {
      const input = turn.kind === 'text' ? { text: turn.text } : { text: turn.title, postback: turn.payload };
      const turnStarted = performance.now();
      const answered = await bot.converse(conversationId, input, state);
      const durationMs = performance.now() - turnStarted;
      state = answered.turn.state;
      const outcome = outcomeOf(answered.turn);
      turns.push({ ...checkTurn(turn.expect, outcome), outcome, nlp: nlpOf(answered.turn), durationMs, doubles: answered.doubles });
    }
  } catch (error) {
    return { passed: false, turns, error: error instanceof Error ? error.message : String(error), durationMs: performance.now() - started };
  }
  return { passed: turns.every((turn) => turn.passed), turns, error: null, durationMs: performance.now() - started };
}

/** runTestCase: one case against the draft now, answered when done (doubles as in runs; nothing stored). */
export async function runDraftCase(sandbox: BotSandbox, who: { brandId: string; customerName: string }, testCase: { _id: string; turns: TestTurn[] }): Promise<CaseResult> {
  const live = await sandbox.version(who.brandId, 'draft');
  if (!live) throw businessRule(T.trainFirst);
  const run = await runCase(createTestBot(sandbox, live, who, { liveBrandFunctions: false }), { id: testCase._id, turns: testCase.turns });
  return { testCaseId: testCase._id, passed: run.passed, modelVersion: live.version, turns: run.turns, error: run.error };
}
