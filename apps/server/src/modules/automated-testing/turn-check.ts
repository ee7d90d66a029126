/**
 * The runner's pure heart: one turn's actual outcome against the turn's expectations. Only what is set is checked
 * (loose by default); every check carries expected and actual as text so the results page can show the difference.
 * Bot messages are compared as the customer reads them (comparedText: rich text as plain text, spaces collapsed).
 */
import { comparedText } from '@switchboard/contracts/automated-testing/read-text';
import type { BotMessageExpectation, TurnExpectations } from '@switchboard/contracts/automated-testing/test-case.schemas';
import type { ExpectationCheck, TurnOutcome, TurnResult } from '@switchboard/contracts/automated-testing/test-run.schemas';

const NONE = '(none)';

export function checkTurn(expect: TurnExpectations, actual: TurnOutcome): TurnResult {
  const checks: ExpectationCheck[] = [];
  const check = (path: string, passed: boolean, expected: string, got: string) => checks.push({ path, passed, expected, actual: got });

  if (expect.intent) {
    check('intent', expect.intent.name === actual.intent, expect.intent.name, actual.intent);
    const min = expect.intent.minConfidence;
    if (min !== undefined) check('intent.minConfidence', actual.confidence >= min, `≥ ${min}`, String(actual.confidence));
  }
  expect.entities?.forEach((wanted, i) => {
    const found = actual.entities.filter((e) => e.entity === wanted.entity);
    const passed = found.some((e) => wanted.value === undefined || e.value === wanted.value);
    check(`entities.${i}`, passed, wanted.value === undefined ? wanted.entity : `${wanted.entity} = ${wanted.value}`,
      found.length ? found.map((e) => `${e.entity} = ${e.value}`).join(', ') : NONE);
  });
  if (expect.workflow) {
    check('workflow.workflowId', expect.workflow.workflowId === actual.workflowId, expect.workflow.workflowId, actual.workflowId ?? NONE);
    if (expect.workflow.nodeId !== undefined) {
      check('workflow.nodeId', expect.workflow.nodeId === actual.nodeId, expect.workflow.nodeId, actual.nodeId ?? NONE);
    }
  }
  expect.botMessages?.forEach((wanted, i) => {
    const got = actual.messages[i];
    check(`botMessages.${i}`, got !== undefined && messageMatches(wanted, got), describeExpected(wanted), got ? describeActual(wanted, got) : NONE);
  });
  for (const [name, value] of Object.entries(expect.variables ?? {})) {
    const got = actual.variables[name];
    check(`variables.${name}`, got === value, value, got ?? NONE);
  }
  if (expect.handover) {
    const { handedOver, groupId } = expect.handover;
    const gotText = actual.handover ? `handed over${actual.handover.groupId ? ` to ${actual.handover.groupId}` : ''}` : 'kept by the bot';
    const passed = handedOver
      ? actual.handover !== null && (groupId === undefined || actual.handover.groupId === groupId)
      : actual.handover === null;
    check('handover', passed, handedOver ? `handed over${groupId ? ` to ${groupId}` : ''}` : 'kept by the bot', gotText);
  }
  if (expect.ticketOffered !== undefined) {
    check('ticketOffered', expect.ticketOffered === actual.ticketOffered, String(expect.ticketOffered), String(actual.ticketOffered));
  }
  if (expect.faq) {
    // A document passage (generative FAQ) is an FAQ answer too, but never the answer of a named FAQ.
    const { answered, faqId } = expect.faq;
    const passed = answered ? actual.faqKind !== null && (faqId === undefined || actual.faqId === faqId) : actual.faqKind === null;
    check('faq', passed, answered ? faqId ?? 'an FAQ answer' : NONE, faqText(actual));
  }
  return { passed: checks.every((c) => c.passed), checks };
}

function faqText(actual: TurnOutcome): string {
  if (actual.faqKind === null) return NONE;
  if (actual.faqKind === 'generative') return 'a document passage';
  return actual.faqId ?? 'an FAQ answer (FAQ id unknown)';
}

function messageMatches(wanted: BotMessageExpectation, got: TurnOutcome['messages'][number]): boolean {
  switch (wanted.match) {
    case 'exact': return comparedText(got.text) === comparedText(wanted.text);
    case 'contains': return comparedText(got.text).toLowerCase().includes(comparedText(wanted.text).toLowerCase());
    case 'message': return got.messageId === wanted.messageId && (wanted.variationId === undefined || got.variationId === wanted.variationId);
  }
}

function describeExpected(wanted: BotMessageExpectation): string {
  switch (wanted.match) {
    case 'exact': return comparedText(wanted.text);
    case 'contains': return `contains "${comparedText(wanted.text)}"`;
    case 'message': return `message ${wanted.messageId}${wanted.variationId ? ` (variation ${wanted.variationId})` : ''}`;
  }
}

/** The actual message in the expectation's terms: its id when the expectation names one, else its text. */
function describeActual(wanted: BotMessageExpectation, got: TurnOutcome['messages'][number]): string {
  if (wanted.match !== 'message') return comparedText(got.text);
  if (got.messageId === null) return `${comparedText(got.text)} (message id unknown)`;
  return `message ${got.messageId}${got.variationId ? ` (variation ${got.variationId})` : ''}`;
}
