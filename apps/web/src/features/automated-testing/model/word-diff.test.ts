/** Where expected and actual texts differ, word by word, for the run's highlighted differences. */
import { describe, expect, it } from 'vitest';
import { checkLabel, namesOf, shownCheck } from '@/features/automated-testing/model/check-labels';
import { wordDiff } from '@/features/automated-testing/model/word-diff';

describe('wordDiff', () => {
  it('marks the words only expected as removed and the words only in the answer as added, one mark per run', () => {
    expect(wordDiff('Your order ships today', 'Your order shipped yesterday')).toEqual({
      expected: [{ text: 'Your order ', change: 'same' }, { text: 'ships today', change: 'removed' }],
      actual: [{ text: 'Your order ', change: 'same' }, { text: 'shipped yesterday', change: 'added' }],
    });
  });

  it('leaves equal texts unmarked and marks a missing answer whole', () => {
    expect(wordDiff('same text', 'same text').expected).toEqual([{ text: 'same text', change: 'same' }]);
    expect(wordDiff('hello', '')).toEqual({ expected: [{ text: 'hello', change: 'removed' }], actual: [] });
  });
});

describe('check labels', () => {
  it('names the expectation and shows ids as the names of the bot', () => {
    expect(['intent', 'intent.minConfidence', 'botMessages.1', 'entities.0', 'variables.order', 'workflow.nodeId', 'ticketOffered'].map(checkLabel))
      .toEqual(['Intent', 'Minimum confidence', 'Bot message 2', 'Entity 1', 'Variable order', 'Node', 'Ticket offer']);
    const group = '3f1c2b6e-9a0d-4e1f-8b2a-1c2d3e4f5a6b';
    const names = namesOf({ intents: [], entities: [], variables: [], workflows: [], botMessages: [], faqs: [], groups: [{ _id: group, name: 'Billing' }] });
    const check = (path: string, expected: string, actual: string) => ({ path, passed: false, expected, actual });
    expect(shownCheck(check('handover', `handed over to ${group}`, 'kept by the bot'), names, () => undefined)).toEqual({ expected: 'handed over to Billing', actual: 'kept by the bot' });
    expect(shownCheck(check('ticketOffered', 'true', 'false'), names, () => undefined)).toEqual({ expected: 'offered', actual: 'not offered' });
    expect(shownCheck(check('workflow.nodeId', 'ask', '(none)'), names, (id) => (id === 'ask' ? 'Question: Ask order number' : undefined)))
      .toEqual({ expected: 'Question: Ask order number', actual: '(none)' });
  });

  it('shows a bot message as the customer reads it, also from a result stored with a rich-text message\'s tags', () => {
    const names = namesOf(undefined);
    const check = { path: 'botMessages.0', passed: false, expected: 'Sure! What is your order number?', actual: '<p>Sure! What is your order  reference?</p>' };
    expect(shownCheck(check, names, () => undefined)).toEqual({ expected: 'Sure! What is your order number?', actual: 'Sure! What is your order reference?' });
    expect(shownCheck({ ...check, path: 'variables.note', actual: '<p>kept</p>' }, names, () => undefined).actual).toBe('<p>kept</p>');
  });
});

describe('wordDiff on different sentences', () => {
  it('keeps a shared word unmarked instead of matching the spaces between other words', () => {
    const { expected, actual } = wordDiff('Which order do you mean?', 'Sure! What is your order number?');
    expect(expected).toEqual([{ text: 'Which ', change: 'removed' }, { text: 'order ', change: 'same' }, { text: 'do you mean?', change: 'removed' }]);
    expect(actual).toEqual([{ text: 'Sure! What is your ', change: 'added' }, { text: 'order ', change: 'same' }, { text: 'number?', change: 'added' }]);
  });
});
