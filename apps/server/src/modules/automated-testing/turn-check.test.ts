/** checkTurn: a turn that did what was expected passes; a changed message fails that expectation; loose ignores the rest. */
import { describe, expect, it } from 'vitest';
import { turnExpectationsSchema, type TurnExpectations } from '@switchboard/contracts/automated-testing/test-case.schemas';
import type { TurnOutcome } from '@switchboard/contracts/automated-testing/test-run.schemas';
import { checkTurn } from './turn-check';

const outcome = (over: Partial<TurnOutcome> = {}): TurnOutcome => ({
  intent: 'order_status', confidence: 0.91, entities: [{ entity: 'order_number', value: 'A123' }],
  workflowId: 'wf-orders', nodeId: 'ask-order',
  messages: [
    { text: 'Let me check order A123.', messageId: 'msg-check', variationId: 'default' },
    { text: 'It ships tomorrow.', messageId: 'msg-ships', variationId: 'en' },
  ],
  variables: { order: 'A123', tier: 'gold' }, handover: null, ticketOffered: false, faqId: null, faqKind: null, ...over,
});

const strict: TurnExpectations = turnExpectationsSchema.parse({
  intent: { name: 'order_status', minConfidence: 0.8 },
  entities: [{ entity: 'order_number', value: 'A123' }],
  workflow: { workflowId: 'wf-orders', nodeId: 'ask-order' },
  botMessages: [{ match: 'exact', text: 'Let me check order A123.' }, { match: 'message', messageId: 'msg-ships', variationId: 'en' }],
  variables: { order: 'A123' },
  handover: { handedOver: false },
  ticketOffered: false,
  faq: { answered: false },
});

describe('checkTurn', () => {
  it('passes a turn that did everything expected, one check per expectation', () => {
    const result = checkTurn(strict, outcome());
    expect(result.checks.filter((c) => !c.passed)).toEqual([]);
    expect(result.passed).toBe(true);
    expect(result.checks.map((c) => c.path)).toEqual([
      'intent', 'intent.minConfidence', 'entities.0', 'workflow.workflowId', 'workflow.nodeId',
      'botMessages.0', 'botMessages.1', 'variables.order', 'handover', 'ticketOffered', 'faq',
    ]);
  });

  it('fails only the changed bot message, with expected and actual text', () => {
    const changed = outcome({ messages: [{ text: 'Checking A123 now.', messageId: 'msg-check', variationId: 'default' }, outcome().messages[1]!] });
    const result = checkTurn(strict, changed);
    expect(result.passed).toBe(false);
    expect(result.checks.filter((c) => !c.passed)).toEqual([
      { path: 'botMessages.0', passed: false, expected: 'Let me check order A123.', actual: 'Checking A123 now.' },
    ]);
  });

  it('fails a message from another variation, a missing message, a low confidence and an unexpected handover', () => {
    const result = checkTurn(strict, outcome({
      confidence: 0.5, handover: { groupId: 'billing' },
      messages: [{ text: 'Let me check order A123.', messageId: 'msg-check', variationId: 'default' }],
    }));
    expect(result.checks.filter((c) => !c.passed)).toEqual([
      { path: 'intent.minConfidence', passed: false, expected: '≥ 0.8', actual: '0.5' },
      { path: 'botMessages.1', passed: false, expected: 'message msg-ships (variation en)', actual: '(none)' },
      { path: 'handover', passed: false, expected: 'kept by the bot', actual: 'handed over to billing' },
    ]);
    const variation = checkTurn({ botMessages: [{ match: 'message', messageId: 'msg-ships', variationId: 'en' }] },
      outcome({ messages: [{ text: 'It ships tomorrow.', messageId: 'msg-ships', variationId: 'fr' }] }));
    expect(variation.checks).toEqual([{ path: 'botMessages.0', passed: false, expected: 'message msg-ships (variation en)', actual: 'message msg-ships (variation fr)' }]);
  });

  it('loose expectations check only what is set', () => {
    const loose = turnExpectationsSchema.parse({ intent: { name: 'order_status' }, botMessages: [{ match: 'contains', text: 'check order' }] });
    const different = outcome({ confidence: 0.1, entities: [], workflowId: null, nodeId: null, variables: {}, handover: { groupId: null }, ticketOffered: true, faqId: 'faq-1', faqKind: 'faq' });
    const result = checkTurn(loose, different);
    expect(result.passed).toBe(true);
    expect(result.checks.map((c) => c.path)).toEqual(['intent', 'botMessages.0']);
    expect(checkTurn({}, different)).toEqual({ passed: true, checks: [] });
  });

  it('checks a hand-over to a group, a ticket offer, an FAQ answer and an entity value', () => {
    const wanted = turnExpectationsSchema.parse({
      handover: { handedOver: true, groupId: 'billing' }, ticketOffered: true, faq: { answered: true, faqId: 'faq-1' },
      entities: [{ entity: 'order_number', value: 'B999' }],
    });
    const result = checkTurn(wanted, outcome({ handover: { groupId: 'sales' }, ticketOffered: true, faqId: 'faq-1', faqKind: 'faq' }));
    expect(result.checks.filter((c) => !c.passed)).toEqual([
      { path: 'entities.0', passed: false, expected: 'order_number = B999', actual: 'order_number = A123' },
      { path: 'handover', passed: false, expected: 'handed over to billing', actual: 'handed over to sales' },
    ]);
  });

  it('counts a document passage as an FAQ answer but not as a named FAQ, and says when the FAQ id is unknown', () => {
    const answered = turnExpectationsSchema.parse({ faq: { answered: true } });
    const named = turnExpectationsSchema.parse({ faq: { answered: true, faqId: 'faq-1' } });
    const passage = outcome({ faqKind: 'generative' });
    expect(checkTurn(answered, passage).passed).toBe(true);
    expect(checkTurn(named, passage).checks).toEqual([{ path: 'faq', passed: false, expected: 'faq-1', actual: 'a document passage' }]);
    expect(checkTurn(turnExpectationsSchema.parse({ faq: { answered: false } }), passage).checks[0]).toMatchObject({ passed: false, actual: 'a document passage' });
    expect(checkTurn(named, outcome({ faqKind: 'faq' })).checks).toEqual([{ path: 'faq', passed: false, expected: 'faq-1', actual: 'an FAQ answer (FAQ id unknown)' }]);
  });
});

describe('checkTurn compares the text a customer reads', () => {
  const asked = (text: string) => outcome({ messages: [{ text, messageId: 'msg-ask', variationId: 'default' }] });
  const rich = '<p>Sure! What is your <strong>order</strong>   number?</p><p>It looks like ORD-12345.</p>';

  it('passes a case recorded from plain text against the same words read from rich text, exact and contains', () => {
    const exact = turnExpectationsSchema.parse({ botMessages: [{ match: 'exact', text: 'Sure! What is your order number? It looks like ORD-12345.' }] });
    expect(checkTurn(exact, asked('Sure! What is your order   number?\nIt looks like ORD-12345.'))).toMatchObject({ passed: true });
    // An expectation recorded from a rich-text message (tags and all) against the plain text it reads as.
    expect(checkTurn(turnExpectationsSchema.parse({ botMessages: [{ match: 'exact', text: rich }] }), asked('Sure! What is your order number? It looks like ORD-12345.')))
      .toMatchObject({ passed: true, checks: [{ expected: 'Sure! What is your order number? It looks like ORD-12345.' }] });
    const contains = turnExpectationsSchema.parse({ botMessages: [{ match: 'contains', text: 'ORDER number? It' }] });
    expect(checkTurn(contains, asked(rich)).passed).toBe(true);
  });

  it('fails a changed word with both sides as read: no tags, spaces collapsed', () => {
    const exact = turnExpectationsSchema.parse({ botMessages: [{ match: 'exact', text: 'Sure! What is your order number? It looks like ORD-12345.' }] });
    expect(checkTurn(exact, asked('<p>Sure! What is your order reference?</p><p>It looks like  ORD-12345.</p>')).checks).toEqual([{
      path: 'botMessages.0', passed: false,
      expected: 'Sure! What is your order number? It looks like ORD-12345.', actual: 'Sure! What is your order reference? It looks like ORD-12345.',
    }]);
  });
});
