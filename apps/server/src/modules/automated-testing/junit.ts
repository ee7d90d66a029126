/**
 * A test run as JUnit XML (the de-facto format CI systems read: Jenkins, GitLab, GitHub test reporters): one
 * testsuite for the run, one testcase per case. A failed case carries a <failure> listing each failed expectation
 * (turn, path, expected, actual); a case that could not run an <error>; a case not run (cancelled) <skipped/>; a case
 * still pending is left out. Times are seconds.
 */
import type { TestResult } from '@switchboard/contracts/automated-testing/test-results.schemas';
import type { TestRun } from '@switchboard/contracts/automated-testing/test-runs.schemas';

// Characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF) are dropped.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

const seconds = (ms: number | null) => ((ms ?? 0) / 1000).toFixed(3);

function failureText(result: TestResult): { message: string; body: string } {
  const failed = result.turns.flatMap((turn, i) => turn.checks.filter((check) => !check.passed).map((check) => ({ turn: i + 1, ...check })));
  const lines = failed.map((check) => `turn ${check.turn} ${check.path}: expected ${check.expected}, got ${check.actual}`);
  const first = lines[0] ?? 'failed';
  return { message: failed.length > 1 ? `${first} (and ${failed.length - 1} more)` : first, body: lines.join('\n') };
}

function testcase(result: TestResult, classname: string): string {
  const head = `    <testcase classname="${escapeXml(classname)}" name="${escapeXml(result.name)}" time="${seconds(result.durationMs)}"`;
  switch (result.status) {
    case 'passed':
      return `${head}/>`;
    case 'skipped':
      return `${head}>\n      <skipped/>\n    </testcase>`;
    case 'error':
      return `${head}>\n      <error message="${escapeXml(result.error ?? 'error')}" type="BotError">${escapeXml(result.error ?? '')}</error>\n    </testcase>`;
    default: {
      const { message, body } = failureText(result);
      return `${head}>\n      <failure message="${escapeXml(message)}" type="ExpectationFailed">${escapeXml(body)}</failure>\n    </testcase>`;
    }
  }
}

export function junitXml(run: TestRun, results: TestResult[]): string {
  const listed = results.filter((result) => result.status !== 'pending');
  const countOf = (status: TestResult['status']) => listed.filter((result) => result.status === status).length;
  const version = run.modelVersion === null ? '' : ` v${run.modelVersion}`;
  const name = `Test run #${run.number} (${run.target}${version})`;
  const totals = `tests="${listed.length}" failures="${countOf('failed')}" errors="${countOf('error')}" skipped="${countOf('skipped')}"`;
  const time = seconds(run.durationMs ?? listed.reduce((sum, result) => sum + (result.durationMs ?? 0), 0));
  const cases = listed.map((result) => testcase(result, result.tags.length ? result.tags.join(', ') : 'bot'));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="Switchboard bot tests" ${totals} time="${time}">`,
    `  <testsuite name="${escapeXml(name)}" ${totals} time="${time}" timestamp="${run.startedAt ?? run.queuedAt}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
