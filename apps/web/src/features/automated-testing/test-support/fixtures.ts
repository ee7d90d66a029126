/** Test cases, tags and the bot's references as the server answers them, for the automated-testing tests. */
import type { TestCaseReferences } from '@switchboard/contracts/automated-testing/test-case-references.schemas';
import type { TestCase, TestCaseTag } from '@switchboard/contracts/automated-testing/test-case.schemas';
import type { CaseResult } from '@switchboard/contracts/automated-testing/test-run.schemas';

export const WORKFLOW_ID = '6a0e1a52-8a5b-4f59-9d1e-2a3b4c5d6e7f';
export const GROUP_ID = '7b1f2a63-9b6c-4a60-8e2f-3b4c5d6e7f80';

export const TAGS: TestCaseTag[] = [{ _id: 't-orders', name: 'orders' }, { _id: 't-smoke', name: 'smoke' }];

export const REFS: TestCaseReferences = {
  intents: ['greeting', 'order_status'],
  entities: ['order_number', 'number'],
  variables: ['order', 'customerName'],
  workflows: [{ wid: WORKFLOW_ID, name: 'Order status', nodes: [{ id: 'start', label: 'Start (start)' }, { id: 'ask', label: 'Question: Ask order number' }] }],
  botMessages: [{ id: 'm-ask', name: 'Ask order number', variations: [{ vid: 'v1', label: 'website · en · in · opt1' }] }],
  groups: [{ _id: GROUP_ID, name: 'Billing' }],
  faqs: [{ id: 'f1', question: 'How do I return an item?' }],
};

export const ORDER_CASE: TestCase = {
  _id: 'c-order', name: 'Order status by number', tags: [TAGS[0]!], createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z',
  turns: [
    { kind: 'text', text: 'where is my order', expect: { workflow: { workflowId: WORKFLOW_ID, nodeId: 'ask' }, botMessages: [{ match: 'exact', text: 'Which order do you mean?' }] } },
    { kind: 'postback', title: 'Talk to a person', payload: 'HANDOVER', expect: { handover: { handedOver: true, groupId: GROUP_ID } } },
  ],
};

export const GREETING_CASE: TestCase = {
  _id: 'c-greeting', name: 'Greeting', tags: [], createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z',
  turns: [{ kind: 'text', text: 'hello', expect: {} }],
};

const outcome = { intent: 'order_status', confidence: 0.93, entities: [], workflowId: WORKFLOW_ID, nodeId: 'ask', variables: {}, handover: null, ticketOffered: false, faqId: null, faqKind: null };
/** What a turn's runner reports beside the checks: the NLP snapshot, its time and no doubles. */
const ran = (text: string) => ({
  nlp: { text, intent: 'order_status', confidence: 0.93, threshold: 0.5, ranking: [{ intent: 'order_status', score: 0.93 }], entities: [] },
  durationMs: 12, doubles: [],
});

/** The order case run: turn 1's message changed, turn 2 handed over to the right group. */
export const ORDER_RESULT: CaseResult = {
  testCaseId: 'c-order', passed: false, modelVersion: 3, error: null,
  turns: [
    {
      ...ran('where is my order'), passed: false, outcome: { ...outcome, messages: [{ text: 'Which parcel do you mean?', messageId: null, variationId: null }] },
      checks: [
        { path: 'workflow.workflowId', passed: true, expected: WORKFLOW_ID, actual: WORKFLOW_ID },
        { path: 'workflow.nodeId', passed: true, expected: 'ask', actual: 'ask' },
        { path: 'botMessages.0', passed: false, expected: 'Which order do you mean?', actual: 'Which parcel do you mean?' },
      ],
    },
    {
      ...ran('talk to a person'), passed: true, outcome: { ...outcome, messages: [], handover: { groupId: GROUP_ID } },
      checks: [{ path: 'handover', passed: true, expected: `handed over to ${GROUP_ID}`, actual: `handed over to ${GROUP_ID}` }],
    },
  ],
};
