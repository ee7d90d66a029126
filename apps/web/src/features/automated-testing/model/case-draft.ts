/**
 * The editor's draft of a test case: the contract's shapes, with what a form needs while typing (variables as rows,
 * empty strings not yet filled, a key per turn for React). inputOf leaves out what is empty-on-purpose (any value, any
 * node, any group); draftErrors checks it with the server's own schema, so errors carry the server's paths.
 */
import {
  testCaseInputSchema, type TestCase, type TestCaseInput, type TestTurn, type TurnExpectations,
} from '@switchboard/contracts/automated-testing/test-case.schemas';

export type DraftExpect = Omit<TurnExpectations, 'variables'> & { variables?: Array<{ name: string; value: string }> };
export interface DraftTurn { key: number; kind: TestTurn['kind']; text: string; payload: string; expect: DraftExpect }
export interface CaseDraft { name: string; tags: string[]; turns: DraftTurn[] }

let nextKey = 1;
export const newTurn = (): DraftTurn => ({ key: nextKey++, kind: 'text', text: '', payload: '', expect: {} });
export const emptyDraft = (): CaseDraft => ({ name: '', tags: [], turns: [newTurn()] });

function draftExpect({ variables, ...rest }: TurnExpectations): DraftExpect {
  return { ...rest, ...(variables ? { variables: Object.entries(variables).map(([name, value]) => ({ name, value })) } : {}) };
}

/** A stored case, or a draft from fillTestCaseData (tags as ids). */
export function draftOf(testCase: Pick<TestCase, 'name' | 'turns'> & { tags: Array<string | { _id: string }> }): CaseDraft {
  return {
    name: testCase.name,
    tags: testCase.tags.map((tag) => (typeof tag === 'string' ? tag : tag._id)),
    turns: testCase.turns.map((turn) => ({
      key: nextKey++, kind: turn.kind, text: turn.kind === 'text' ? turn.text : turn.title,
      payload: turn.kind === 'postback' ? turn.payload : '', expect: draftExpect(turn.expect ?? {}),
    })),
  };
}

const filled = (text: string | undefined) => (text !== undefined && text.trim() !== '' ? text : undefined);

function expectOf(e: DraftExpect): TurnExpectations {
  const out: TurnExpectations = {};
  if (e.intent) out.intent = { name: e.intent.name, ...(e.intent.minConfidence != null ? { minConfidence: e.intent.minConfidence } : {}) };
  if (e.entities) out.entities = e.entities.map(({ entity, value }) => ({ entity, ...(filled(value) ? { value } : {}) }));
  if (e.workflow) out.workflow = { workflowId: e.workflow.workflowId, ...(filled(e.workflow.nodeId) ? { nodeId: e.workflow.nodeId } : {}) };
  if (e.botMessages) {
    out.botMessages = e.botMessages.map((m) => (m.match === 'message'
      ? { match: 'message', messageId: m.messageId, ...(filled(m.variationId) ? { variationId: m.variationId } : {}) }
      : m));
  }
  if (e.variables) out.variables = Object.fromEntries(e.variables.map(({ name, value }) => [name, value]));
  if (e.handover) out.handover = { handedOver: e.handover.handedOver, ...(e.handover.handedOver && filled(e.handover.groupId) ? { groupId: e.handover.groupId } : {}) };
  if (e.ticketOffered !== undefined) out.ticketOffered = e.ticketOffered;
  if (e.faq) out.faq = { answered: e.faq.answered, ...(e.faq.answered && filled(e.faq.faqId) ? { faqId: e.faq.faqId } : {}) };
  return out;
}

export function inputOf(draft: CaseDraft): TestCaseInput {
  return {
    name: draft.name,
    tags: draft.tags,
    turns: draft.turns.map((turn) => (turn.kind === 'text'
      ? { kind: 'text', text: turn.text, expect: expectOf(turn.expect) }
      : { kind: 'postback', title: turn.text, payload: turn.payload, expect: expectOf(turn.expect) })),
  };
}

/** Path ('turns.1.expect.intent.name') → message. A variable's empty name is reported on the variables. */
export type DraftErrors = Record<string, string>;

export function draftErrors(draft: CaseDraft): DraftErrors {
  const errors: DraftErrors = {};
  draft.turns.forEach((turn, i) => turn.expect.variables?.forEach((row) => {
    if (!row.name.trim()) errors[`turns.${i}.expect.variables`] ??= 'Name each variable';
  }));
  const parsed = testCaseInputSchema.safeParse(inputOf(draft));
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** The first error at this path or under it ('turns.0.title' is shown on the turn's text as well). */
export function errorAt(errors: DraftErrors, path: string): string | undefined {
  const found = Object.keys(errors).find((key) => key === path || key.startsWith(`${path}.`));
  return found === undefined ? undefined : errors[found];
}

/** How many checks a turn makes (for its summary): each listed entity, message and variable counts. */
export function checkCount(e: DraftExpect): number {
  let n = 0;
  if (e.intent) n += e.intent.minConfidence != null ? 2 : 1;
  n += e.entities?.length ?? 0;
  if (e.workflow) n += e.workflow.nodeId ? 2 : 1;
  n += (e.botMessages?.length ?? 0) + (e.variables?.length ?? 0);
  if (e.handover) n++;
  if (e.ticketOffered !== undefined) n++;
  if (e.faq) n++;
  return n;
}
