/**
 * Test cases ↔ the workbook's rows (test-case-sheet.schemas.ts): one row a turn; the first row of a case carries its
 * id, name and tags. Reading assembles each case for the create/update checks, or says which row and column of it
 * could not be read.
 */
import type { TestCaseReferences } from '@switchboard/contracts/automated-testing/test-case-references.schemas';
import type { TestCase, TestTurn, TurnExpectations } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { TEST_CASE_SHEET_COLUMNS as COLUMNS, TEST_CASE_SHEET_TEXTS as T, type TestCaseSheetColumn } from '@switchboard/contracts/automated-testing/test-case-sheet.schemas';
import {
  CellError, idByName, lines, readBoolean, readBotMessages, readConfidence, readPairs, readYesWith, writeBoolean, writeBotMessages,
} from './test-case-sheet-cells';

type Cell = string | number;
export type SheetRecord = { row: number } & Record<TestCaseSheetColumn, string>;

function turnCells(turn: TestTurn, refs: TestCaseReferences): Partial<Record<TestCaseSheetColumn, Cell>> {
  const e = turn.expect;
  const workflow = e.workflow && (refs.workflows.find((w) => w.wid === e.workflow!.workflowId)?.name ?? e.workflow.workflowId);
  const group = e.handover?.groupId && (refs.groups.find((g) => g._id === e.handover!.groupId)?.name ?? e.handover.groupId);
  const faq = e.faq?.faqId && (refs.faqs.find((f) => f.id === e.faq!.faqId)?.question ?? e.faq.faqId);
  return {
    turn: turn.kind === 'text' ? 'text' : 'button',
    customer: turn.kind === 'text' ? turn.text : turn.title,
    payload: turn.kind === 'postback' ? turn.payload : '',
    intent: e.intent?.name ?? '',
    'min confidence': e.intent?.minConfidence ?? '',
    entities: (e.entities ?? []).map((x) => (x.value === undefined ? x.entity : `${x.entity} = ${x.value}`)).join('\n'),
    workflow: workflow ?? '',
    node: e.workflow?.nodeId ?? '',
    'bot messages': writeBotMessages(e.botMessages, refs),
    variables: Object.entries(e.variables ?? {}).map(([name, value]) => `${name} = ${value}`).join('\n'),
    handover: e.handover ? (e.handover.handedOver ? (group ? `yes: ${group}` : 'yes') : 'no') : '',
    'ticket offered': writeBoolean(e.ticketOffered),
    faq: e.faq ? (e.faq.answered ? (faq ? `yes: ${faq}` : 'yes') : 'no') : '',
  };
}

/** The header row, then each case's turns. */
export function writeRows(cases: TestCase[], refs: TestCaseReferences): Cell[][] {
  const rows: Cell[][] = [[...COLUMNS]];
  for (const testCase of cases) {
    testCase.turns.forEach((turn, i) => {
      const cells: Partial<Record<TestCaseSheetColumn, Cell>> = {
        ...turnCells(turn, refs),
        ...(i === 0 ? { id: testCase._id, case: testCase.name, tags: testCase.tags.map((t) => t.name).join(', ') } : {}),
      };
      rows.push(COLUMNS.map((column) => cells[column] ?? ''));
    });
  }
  return rows;
}

function readExpect(r: SheetRecord, refs: TestCaseReferences): TurnExpectations {
  const e: TurnExpectations = {};
  const minConfidence = readConfidence(r['min confidence']);
  if (r.intent) e.intent = { name: r.intent, ...(minConfidence !== undefined ? { minConfidence } : {}) };
  else if (minConfidence !== undefined) throw new CellError('intent', 'Name the intent of the minimum confidence');
  if (r.entities) e.entities = readPairs('entities', r.entities, true).map(({ name, value }) => ({ entity: name, ...(value ? { value } : {}) }));
  if (r.workflow) {
    const workflowId = idByName('workflow', refs.workflows, (w) => w.wid, (w) => w.name, T.unknownWorkflow)(r.workflow);
    e.workflow = { workflowId, ...(r.node ? { nodeId: r.node } : {}) };
  } else if (r.node) throw new CellError('node', T.nodeWithoutWorkflow);
  if (r['bot messages'].trim()) e.botMessages = readBotMessages(r['bot messages'], refs);
  if (r.variables) e.variables = Object.fromEntries(readPairs('variables', r.variables, false).map(({ name, value }) => [name, value ?? '']));
  const handover = readYesWith('handover', r.handover, idByName('handover', refs.groups, (g) => g._id, (g) => g.name, T.unknownGroup));
  if (handover) e.handover = { handedOver: handover.yes, ...(handover.id ? { groupId: handover.id } : {}) };
  const ticketOffered = readBoolean('ticket offered', r['ticket offered']);
  if (ticketOffered !== undefined) e.ticketOffered = ticketOffered;
  const faq = readYesWith('faq', r.faq, idByName('faq', refs.faqs, (f) => f.id, (f) => f.question, T.unknownFaq));
  if (faq) e.faq = { answered: faq.yes, ...(faq.id ? { faqId: faq.id } : {}) };
  return e;
}

const BUTTON = ['button', 'postback', 'quick reply', 'quick-reply'];

function readTurn(r: SheetRecord, refs: TestCaseReferences): Record<string, unknown> {
  const kind = r.turn.trim().toLowerCase();
  if (kind && kind !== 'text' && !BUTTON.includes(kind)) throw new CellError('turn', T.badTurn);
  const expect = readExpect(r, refs);
  return BUTTON.includes(kind) || (!kind && r.payload) ? { kind: 'postback', title: r.customer, payload: r.payload, expect } : { kind: 'text', text: r.customer, expect };
}

/** A case read whole, for the create/update checks (turnRows[i]: the row of turn i). */
export interface SheetCase { row: number; id: string; name: string; tags: string[]; turns: Array<Record<string, unknown>>; turnRows: number[] }
export interface SheetProblem { row: number; name: string; message: string }

export function readCases(records: SheetRecord[], refs: TestCaseReferences): Array<SheetCase | SheetProblem> {
  const out: Array<SheetCase | (SheetCase & { message: string })> = [];
  for (const r of records) {
    let current = out.at(-1);
    if (r.case || r.id || !current) {
      current = { row: r.row, id: r.id, name: r.case, tags: lines(r.tags.replace(/,/g, '\n')), turns: [], turnRows: [] };
      out.push(current);
      if (!r.case) Object.assign(current, { message: T.rowError(r.row, 'case', T.needsCase) });
    }
    if ('message' in current) continue;
    try {
      current.turns.push(readTurn(r, refs));
      current.turnRows.push(r.row);
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      Object.assign(current, { message: T.rowError(r.row, error.column, error.message) });
    }
  }
  return out.map((c) => ('message' in c ? { row: c.row, name: c.name, message: c.message } : c));
}

const PATH_COLUMNS: Array<[RegExp, TestCaseSheetColumn]> = [
  [/^name/, 'case'], [/^tags/, 'tags'], [/^turns\.\d+\.(text|title)/, 'customer'], [/^turns\.\d+\.payload/, 'payload'],
  [/\.intent\.minConfidence/, 'min confidence'], [/\.intent/, 'intent'], [/\.entities/, 'entities'], [/\.workflow\.nodeId/, 'node'],
  [/\.workflow/, 'workflow'], [/\.botMessages/, 'bot messages'], [/\.variables/, 'variables'], [/\.handover/, 'handover'],
  [/\.ticketOffered/, 'ticket offered'], [/\.faq/, 'faq'],
];

/** A refusal of the create/update checks ('turns.2.expect.intent.name') as 'Row 7, intent: …'. */
export function problemAt(testCase: SheetCase, field: string | undefined, message: string): string {
  const turn = /^turns\.(\d+)/.exec(field ?? '');
  const row = turn ? testCase.turnRows[Number(turn[1])] ?? testCase.row : testCase.row;
  const column = PATH_COLUMNS.find(([path]) => path.test(field ?? ''))?.[1] ?? (turn ? 'customer' : 'case');
  return T.rowError(row, column, message);
}
