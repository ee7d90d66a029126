/** junitXml: counts per status, a failure listing each failed expectation, errors and skips, pending left out, text escaped. */
import { describe, expect, it } from 'vitest';
import type { TestResult } from '@switchboard/contracts/automated-testing/test-results.schemas';
import type { TestRun } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { escapeXml, junitXml } from './junit';

const run: TestRun = {
  _id: 'r1', number: 7, state: 'cancelled', target: 'published', selection: { kind: 'all' }, liveBrandFunctions: false, origin: 'console', modelId: 'm', modelVersion: 3,
  total: 5, done: 3, passed: 1, failed: 2, passRate: 1 / 3, durationMs: 1500, queuedAt: '2026-01-01T10:00:00.000Z',
  startedAt: '2026-01-01T10:00:01.000Z', finishedAt: '2026-01-01T10:00:02.500Z', startedBy: { _id: null, name: 'Tara' },
  cancelRequested: true, cancelledBy: 'Tara', error: null,
};
const check = (path: string, passed: boolean, expected: string, actual: string) => ({ path, passed, expected, actual });
const turn = (checks: ReturnType<typeof check>[]) => ({
  passed: checks.every((c) => c.passed), checks, durationMs: 1, doubles: [],
  nlp: { text: 'x', intent: 'None', confidence: 0, threshold: 0.5, ranking: [], entities: [] },
  outcome: { intent: 'None', confidence: 0, entities: [], workflowId: null, nodeId: null, messages: [], variables: {}, handover: null, ticketOffered: false, faqId: null, faqKind: null },
});
const result = (position: number, status: TestResult['status'], over: Partial<TestResult> = {}): TestResult => ({
  _id: `res${position}`, runId: 'r1', position, testCaseId: null, name: `Case ${position}`, tags: [], status, input: [], turns: [], error: null,
  durationMs: 12.5, finishedAt: null, failingSince: null, ...over,
});

describe('junitXml', () => {
  it('writes one testsuite with a testcase per case run: failure with every failed check, error, skipped; pending left out', () => {
    const xml = junitXml(run, [
      result(1, 'passed', { tags: ['smoke', 'orders'] }),
      result(2, 'failed', { name: 'Order <status> & "more"', turns: [turn([check('intent', true, 'a', 'a')]), turn([check('botMessages.0', false, 'Hi', 'Hello'), check('handover', false, 'kept by the bot', 'handed over')])] }),
      result(3, 'error', { error: 'the bot failed\u0007 badly' }),
      result(4, 'skipped'),
      result(5, 'pending'),
    ]);
    expect(xml).toBe([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<testsuites name="Switchboard bot tests" tests="4" failures="1" errors="1" skipped="1" time="1.500">',
      '  <testsuite name="Test run #7 (published v3)" tests="4" failures="1" errors="1" skipped="1" time="1.500" timestamp="2026-01-01T10:00:01.000Z">',
      '    <testcase classname="smoke, orders" name="Case 1" time="0.013"/>',
      '    <testcase classname="bot" name="Order &lt;status&gt; &amp; &quot;more&quot;" time="0.013">',
      '      <failure message="turn 2 botMessages.0: expected Hi, got Hello (and 1 more)" type="ExpectationFailed">turn 2 botMessages.0: expected Hi, got Hello\nturn 2 handover: expected kept by the bot, got handed over</failure>',
      '    </testcase>',
      '    <testcase classname="bot" name="Case 3" time="0.013">',
      '      <error message="the bot failed badly" type="BotError">the bot failed badly</error>',
      '    </testcase>',
      '    <testcase classname="bot" name="Case 4" time="0.013">',
      '      <skipped/>',
      '    </testcase>',
      '  </testsuite>',
      '</testsuites>',
      '',
    ].join('\n'));
  });

  it('drops characters XML cannot carry and escapes the rest', () => {
    expect(escapeXml('a\u0000b\uFFFEc\uD800d <&>\'"')).toBe('abcd &lt;&amp;&gt;&apos;&quot;');
    expect(escapeXml('😀 ok')).toBe('😀 ok');
  });
});
