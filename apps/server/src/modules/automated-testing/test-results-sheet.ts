/**
 * A run's results as an xlsx workbook (exportTestResults), for people who review outside the console: a "Run" sheet
 * (what ran, against which version, the outcome) and a "Results" sheet with one row per case turn (the customer's
 * words, the NLP answer, every failed check as expected → actual, what the bot said, the time). A case that never
 * reached a turn (skipped, or failed before its first) still gets a row.
 */
import ExcelJS from 'exceljs';
import type { TestResult } from '@switchboard/contracts/automated-testing/test-results.schemas';
import type { TestRun } from '@switchboard/contracts/automated-testing/test-runs.schemas';

type Cell = string | number;

export const RESULT_COLUMNS = ['#', 'case', 'tags', 'status', 'turn', 'customer', 'intent', 'confidence', 'failed checks', 'bot said', 'time (ms)', 'error'] as const;

const selectionText = (selection: TestRun['selection']) =>
  selection.kind === 'tags' ? `tags: ${selection.tags.map((tag) => tag.name).join(', ')}`
    : selection.kind === 'failedOf' ? `failed of run #${selection.runNumber}` : selection.kind === 'cases' ? 'chosen cases' : 'all cases';

export function runRows(run: TestRun): Cell[][] {
  return [
    ['run', run.number], ['state', run.state], ['target', `${run.target} (version ${run.modelVersion ?? '?'})`],
    ['cases', selectionText(run.selection)], ['started by', run.startedBy.name], ['origin', run.origin],
    ['total', run.total], ['passed', run.passed], ['failed', run.failed],
    ['pass rate', run.passRate === null ? '' : Math.round(run.passRate * 1000) / 10 + ' %'],
    ['duration (s)', run.durationMs === null ? '' : run.durationMs / 1000], ['queued at', run.queuedAt], ['finished at', run.finishedAt ?? ''],
  ];
}

export function resultRows(results: TestResult[]): Cell[][] {
  const rows: Cell[][] = [[...RESULT_COLUMNS]];
  for (const result of results) {
    const head = [result.position, result.name, result.tags.join(', '), result.status];
    if (!result.turns.length) {
      rows.push([...head, '', '', '', '', '', '', '', result.error ?? '']);
      continue;
    }
    result.turns.forEach((turn, index) => {
      const input = result.input[index];
      const customer = !input ? '' : input.kind === 'text' ? input.text : input.title;
      const failed = turn.checks.filter((check) => !check.passed).map((check) => `${check.path}: expected ${check.expected}, got ${check.actual}`);
      const last = index === result.turns.length - 1;
      rows.push([
        ...head, index + 1, customer, turn.outcome.intent, turn.outcome.confidence, failed.join('\n'),
        turn.outcome.messages.map((message) => message.text).join('\n'), Math.round(turn.durationMs), last ? result.error ?? '' : '',
      ]);
    });
  }
  return rows;
}

export async function resultsWorkbook(run: TestRun, results: TestResult[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Run').addRows(runRows(run));
  const sheet = workbook.addWorksheet('Results');
  sheet.addRows(resultRows(results));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
