/** What a run keeps of a turn: a passed turn the paths it checked, a failed one every check; the best 3 intents. */
import { describe, expect, it } from 'vitest';
import type { CaseTurnResult } from '@switchboard/contracts/automated-testing/test-run.schemas';
import { storedTurn } from './stored-turn';

const turn = (passed: boolean): CaseTurnResult => ({
  passed,
  checks: [
    { path: 'intent', passed: true, expected: 'order_status', actual: 'order_status' },
    { path: 'botMessages.0', passed, expected: 'Which order?', actual: passed ? 'Which order?' : 'Which parcel?' },
  ],
  outcome: {
    intent: 'order_status', confidence: 0.93, entities: [{ entity: 'order_number', value: 'A1' }], workflowId: 'wf', nodeId: 'ask',
    messages: [{ text: 'Which order?', messageId: 'm1', variationId: 'v1' }], variables: { order: 'A1' }, handover: null, ticketOffered: false,
    faqId: null, faqKind: null,
  },
  nlp: {
    text: 'where is my order', intent: 'order_status', confidence: 0.93, threshold: 0.5, entities: [],
    ranking: [{ intent: 'order_status', score: 0.93 }, { intent: 'None', score: 0.04 }, { intent: 'greeting', score: 0.02 }, { intent: 'thanks', score: 0.01 }],
  },
  durationMs: 1.23456, doubles: [{ kind: 'brandFunction', name: 'lookup' }],
});

describe('storedTurn', () => {
  it('keeps of a passed turn the paths it checked, what the bot did as the page shows it and the best 3 intents', () => {
    expect(storedTurn(turn(true))).toEqual({
      passed: true,
      checks: [{ path: 'intent', passed: true }, { path: 'botMessages.0', passed: true }],
      outcome: { intent: 'order_status', confidence: 0.93, messages: [{ text: 'Which order?' }], variables: { order: 'A1' }, handover: null, ticketOffered: false },
      nlp: { threshold: 0.5, ranking: [{ intent: 'order_status', score: 0.93 }, { intent: 'None', score: 0.04 }, { intent: 'greeting', score: 0.02 }] },
      durationMs: 1.23, doubles: [{ kind: 'brandFunction', name: 'lookup' }],
    });
  });

  it('keeps every check of a failed turn with expected and actual', () => {
    expect(storedTurn(turn(false)).checks).toEqual(turn(false).checks);
  });
});
