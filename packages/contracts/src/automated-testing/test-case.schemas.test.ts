/** A test case's shape: turns required, expectations loose by default, bad fields named. */
import { describe, expect, it } from 'vitest';
import { TEST_CASE_TEXTS, testCaseInputSchema } from './test-case.schemas';

const issuesOf = (value: unknown) => {
  const parsed = testCaseInputSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('testCaseInputSchema', () => {
  it('accepts text and postback turns; a turn without expectations checks nothing', () => {
    const parsed = testCaseInputSchema.parse({
      name: 'Order status', turns: [
        { kind: 'text', text: 'where is my order', expect: { intent: { name: 'order_status', minConfidence: 0.7 } } },
        { kind: 'postback', title: 'Talk to a person', payload: 'HANDOVER' },
      ],
    });
    expect(parsed.tags).toEqual([]);
    expect(parsed.turns[1]?.expect).toEqual({});
  });

  it('names the field: empty turns, an empty text, a bad confidence, an unknown match, an unknown expectation', () => {
    expect(issuesOf({ name: 'x', turns: [] })).toEqual([{ path: 'turns', message: TEST_CASE_TEXTS.noTurns }]);
    expect(issuesOf({ name: 'x', turns: [{ kind: 'text', text: ' ' }] })).toEqual([{ path: 'turns.0.text', message: 'Required' }]);
    expect(issuesOf({ name: 'x', turns: [{ kind: 'text', text: 'hi', expect: { intent: { name: 'greet', minConfidence: 2 } } }] })
      .map((i) => i.path)).toEqual(['turns.0.expect.intent.minConfidence']);
    expect(issuesOf({ name: 'x', turns: [{ kind: 'text', text: 'hi', expect: { botMessages: [{ match: 'regex', text: 'a' }] } }] })
      .map((i) => i.path)).toEqual(['turns.0.expect.botMessages.0.match']);
    expect(issuesOf({ name: 'x', turns: [{ kind: 'text', text: 'hi', expect: { mood: 'happy' } }] }).map((i) => i.path)).toEqual(['turns.0.expect']);
    expect(issuesOf({ turns: [{ kind: 'text', text: 'hi' }] }).map((i) => i.path)).toEqual(['name']);
  });
});
