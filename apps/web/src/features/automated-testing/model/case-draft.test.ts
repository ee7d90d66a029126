/** The editor's draft: loose where left empty, checked with the server's schema under the server's paths. */
import { describe, expect, it } from 'vitest';
import type { TestCase } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { checkCount, draftErrors, draftOf, emptyDraft, errorAt, inputOf } from '@/features/automated-testing/model/case-draft';

const stored: TestCase = {
  _id: 'c1', name: 'Order', tags: [{ _id: 't1', name: 'smoke' }], createdAt: '', updatedAt: '',
  turns: [
    { kind: 'text', text: 'where is my order', expect: { intent: { name: 'order_status', minConfidence: 0.5 }, variables: { order: 'ORD-1' } } },
    { kind: 'postback', title: 'Talk to a person', payload: 'HANDOVER', expect: { handover: { handedOver: true, groupId: 'g1' } } },
  ],
};

describe('case draft', () => {
  it('round-trips a stored case: tags by id, variables as rows and back, a button press with its payload', () => {
    const draft = draftOf(stored);
    expect(draft.tags).toEqual(['t1']);
    expect(draft.turns[0]?.expect.variables).toEqual([{ name: 'order', value: 'ORD-1' }]);
    expect(draft.turns[1]).toMatchObject({ kind: 'postback', text: 'Talk to a person', payload: 'HANDOVER' });
    expect(inputOf(draft)).toEqual({ name: 'Order', tags: ['t1'], turns: stored.turns });
  });

  it('leaves out what was left empty on purpose: any value, any node, any variation, any group, a group when kept', () => {
    const draft = emptyDraft();
    draft.name = 'Loose';
    draft.turns[0] = { ...draft.turns[0]!, text: 'hi', expect: {
      entities: [{ entity: 'order_number', value: ' ' }], workflow: { workflowId: 'w1', nodeId: '' },
      botMessages: [{ match: 'message', messageId: 'm1', variationId: '' }], handover: { handedOver: false, groupId: 'g1' }, faq: { answered: true, faqId: '' },
    } };
    expect(inputOf(draft).turns[0]?.expect).toEqual({
      entities: [{ entity: 'order_number' }], workflow: { workflowId: 'w1' }, botMessages: [{ match: 'message', messageId: 'm1' }],
      handover: { handedOver: false }, faq: { answered: true },
    });
    expect(checkCount(draft.turns[0]!.expect)).toBe(5);
  });

  it('reports what must be filled under the paths the server uses', () => {
    const draft = emptyDraft();
    draft.turns[0] = { ...draft.turns[0]!, kind: 'postback', expect: { intent: { name: '' }, variables: [{ name: '', value: 'x' }] } };
    const errors = draftErrors(draft);
    expect(errors).toMatchObject({ name: 'Required', 'turns.0.title': 'Required', 'turns.0.payload': 'Required', 'turns.0.expect.intent.name': 'Required' });
    expect(errors['turns.0.expect.variables']).toBe('Name each variable');
    expect(errorAt(errors, 'turns.0.expect.intent')).toBe('Required');
    expect(errorAt(errors, 'turns.1')).toBeUndefined();
    expect(draftErrors({ ...draft, turns: [] })).toMatchObject({ turns: 'Add at least one customer turn' });
  });
});
