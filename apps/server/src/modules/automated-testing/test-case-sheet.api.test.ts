/**
 * The editor's references, one case by id, and test cases as a workbook: export what the list shows, import it back
 * (updates by id, creates the rest, names resolved, tags made), refuse what cannot be read with the row and column.
 */
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { BOT_TEST_PATHS as P, testCasePath } from '@switchboard/contracts/automated-testing/test-case.api';
import { TEST_CASE_SHEET_COLUMNS, type TestCaseImportReport } from '@switchboard/contracts/automated-testing/test-case-sheet.schemas';
import type { TestCaseReferences } from '@switchboard/contracts/automated-testing/test-case-references.schemas';
import { TEST_CASE_TEXTS, type TestCase, type TestCaseTag } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { callerFor, dataOf, multipart, UNKNOWN_ID, workbook } from '@/modules/bot-builder/bot-builder.test-kit';
import { DEMO_FLOW_TEXTS } from '@/seed/bot-workflows-seed';
import { bearer, signIn } from '@/testing/test-app';
import { describeBackends } from '@/testing/backends';

type Page<T> = { items: T[]; totalCount: number };

describeBackends('automated testing: references and workbooks', (context) => {
  const upload = async (email: string, rows: (string | number | null)[][] | Buffer, filename = 'cases.xlsx') => {
    const { token } = await signIn(context.app, email);
    const form = multipart(filename, Buffer.isBuffer(rows) ? rows : await workbook(rows));
    return context.app.inject({ method: 'POST', url: P.importTestCases, payload: form.payload, headers: { ...form.headers, ...bearer(token) } });
  };
  const sheetOf = async (bytes: Buffer) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const rows: string[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
    return rows;
  };

  it('lists what a case may name, with node and variation labels, to a QA member without the bot builder', async () => {
    const qa = await callerFor(context.app, 'qa@demo.brand');
    const response = await qa.get(P.references);
    expect(response.statusCode, response.body).toBe(200);
    const refs = dataOf<TestCaseReferences>(response);
    expect(refs.intents).toContain('order_status');
    expect(refs.entities).toEqual(expect.arrayContaining(['order_number', 'number', 'email']));
    expect(refs.variables).toEqual(expect.arrayContaining(['order', 'customerName']));
    const order = refs.workflows.find((w) => w.name === 'Order status');
    expect(order?.nodes).toEqual(expect.arrayContaining([
      { id: 'ask', label: 'Question: Ask order number' }, { id: 'toAgent', label: 'Handover: default group' }, { id: 'fromMessage', label: 'Set variable: order' },
    ]));
    expect(refs.botMessages.find((m) => m.name === 'Greeting')?.variations.map((v) => v.label)).toEqual(['website · en · in · opt1', 'website · hi · in · opt1']);
    expect(refs.groups.map((g) => g.name)).toContain('General');
    expect(refs.faqs.map((f) => f.question)).toContain('How do I return an item?');
    expect((await (await callerFor(context.app, 'agent@demo.brand')).get(P.references)).statusCode).toBe(403);
  });

  it('exports the filtered cases with names, imports the workbook back as updates and new cases, and reads one case', async () => {
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    const refs = dataOf<TestCaseReferences>(await trainer.get(P.references));
    const orderFlow = refs.workflows.find((w) => w.name === 'Order status')!;
    const general = refs.groups.find((g) => g.name === 'General')!;
    const ask = refs.botMessages.find((m) => m.name === 'Ask order number')!;
    const smoke = dataOf<TestCaseTag>(await trainer.post(P.createTestCaseTags, { name: 'smoke' }));
    const made = dataOf<TestCase>(await trainer.post(P.create, { name: 'Order status', tags: [smoke._id], turns: [
      { kind: 'text', text: 'where is my order', expect: {
        intent: { name: 'order_status', minConfidence: 0.5 }, workflow: { workflowId: orderFlow.wid, nodeId: 'ask' },
        botMessages: [{ match: 'exact', text: `${DEMO_FLOW_TEXTS.askOrder}\nsecond line` }, { match: 'message', messageId: ask.id }], handover: { handedOver: false },
      } },
      { kind: 'postback', title: 'Talk to a person', payload: 'HANDOVER', expect: {
        entities: [{ entity: 'order_number', value: 'ORD-1' }, { entity: 'email' }], variables: { order: 'ORD-1' },
        handover: { handedOver: true, groupId: general._id }, ticketOffered: false, faq: { answered: false },
      } },
    ] }));
    await trainer.post(P.create, { name: 'Other', turns: [{ kind: 'text', text: 'hi' }] });

    const one = await trainer.get(testCasePath(P.testCase, made._id));
    expect(one.statusCode).toBe(200);
    expect(dataOf<TestCase>(one)).toEqual(made);
    expect((await trainer.get(testCasePath(P.testCase, UNKNOWN_ID))).json()).toMatchObject({ message: TEST_CASE_TEXTS.notFound });

    const exported = await trainer.get(`${P.exportTestCases}?tag=${smoke._id}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetOf(exported.rawPayload);
    expect(rows[0]).toEqual([...TEST_CASE_SHEET_COLUMNS]);
    expect(rows).toHaveLength(3);
    const cell = (row: number, column: (typeof TEST_CASE_SHEET_COLUMNS)[number]) => rows[row]![TEST_CASE_SHEET_COLUMNS.indexOf(column)];
    expect([cell(1, 'id'), cell(1, 'case'), cell(1, 'tags'), cell(1, 'turn'), cell(1, 'workflow'), cell(1, 'node'), cell(1, 'min confidence')])
      .toEqual([made._id, 'Order status', 'smoke', 'text', 'Order status', 'ask', '0.5']);
    expect(cell(1, 'bot messages')).toBe(`exact: ${DEMO_FLOW_TEXTS.askOrder}\nsecond line\nmessage: Ask order number`);
    expect([cell(2, 'id'), cell(2, 'turn'), cell(2, 'customer'), cell(2, 'payload'), cell(2, 'entities'), cell(2, 'variables'), cell(2, 'handover'), cell(2, 'ticket offered'), cell(2, 'faq')])
      .toEqual(['', 'button', 'Talk to a person', 'HANDOVER', 'order_number = ORD-1\nemail', 'order = ORD-1', 'yes: General', 'no', 'no']);

    // The exported workbook, renamed, plus a new case with a new tag: the first updates, the second is created.
    const edited = rows.map((row, i) => (i === 1 ? row.map((value, c) => (c === 1 ? 'Order status (edited)' : value)) : row));
    const imported = await upload('trainer@demo.brand', [...edited, ['', 'Returns', 'regression, Smoke', '', 'how do I return this', '', 'None', '70%', '', '', '', 'contains: return', '', 'no', '', 'yes: How do I return an item?']]);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(dataOf<TestCaseImportReport>(imported)).toEqual({ created: 1, updated: 1, failed: 0, cases: [
      { row: 2, name: 'Order status (edited)', status: 'updated' }, { row: 4, name: 'Returns', status: 'created' },
    ] });
    expect(dataOf<TestCase>(await trainer.get(testCasePath(P.testCase, made._id)))).toEqual({ ...made, name: 'Order status (edited)', updatedAt: expect.any(String) });
    const returns = dataOf<Page<TestCase>>(await trainer.get(`${P.testCases}?search=Returns`)).items[0]!;
    expect(returns.tags.map((t) => t.name)).toEqual(['regression', 'smoke']);
    expect(returns.turns).toEqual([{ kind: 'text', text: 'how do I return this', expect: {
      intent: { name: 'None', minConfidence: 0.7 }, botMessages: [{ match: 'contains', text: 'return' }], handover: { handedOver: false },
      faq: { answered: true, faqId: refs.faqs.find((f) => f.question === 'How do I return an item?')!.id },
    } }]);
    expect(dataOf<TestCaseTag[]>(await trainer.get(P.getTestCaseTags)).map((t) => t.name)).toEqual(['regression', 'smoke']);
  });

  it('reports each case it cannot store with the row and column, stores the others, and refuses what is not a workbook', async () => {
    const header = [...TEST_CASE_SHEET_COLUMNS] as string[];
    const row = (cells: Partial<Record<(typeof TEST_CASE_SHEET_COLUMNS)[number], string>>) => TEST_CASE_SHEET_COLUMNS.map((c) => cells[c] ?? '');
    const response = await upload('qa@demo.brand', [header,
      row({ case: 'Good', customer: 'hello' }),
      row({ case: 'Unknown workflow', customer: 'hi' }), row({ customer: 'more', workflow: 'Nope' }),
      row({ case: 'Unknown intent', customer: 'hi', intent: 'no_such_intent' }),
      row({ case: 'Bad confidence', customer: 'hi', intent: 'order_status', 'min confidence': 'high' }),
      row({ case: 'No text', customer: '' }),
      row({ customer: 'orphan' }).map((v, i) => (i === 1 ? '' : v)),
      row({ case: 'Bad handover', customer: 'hi', handover: 'maybe' }),
      row({ case: 'Unknown node', customer: 'hi', workflow: 'order status', node: 'nowhere' }),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const report = dataOf<TestCaseImportReport>(response);
    expect(report).toMatchObject({ created: 1, updated: 0, failed: 6 });
    expect(report.cases.map((c) => [c.row, c.status, c.message])).toEqual([
      [2, 'created', undefined],
      [3, 'error', 'Row 4, workflow: No workflow named "Nope"'],
      [5, 'error', `Row 5, intent: ${TEST_CASE_TEXTS.unknownIntent}`],
      [6, 'error', 'Row 6, min confidence: Write a number from 0 to 1 (or a percentage)'],
      [7, 'error', 'Row 7, customer: Required'],
      [9, 'error', 'Row 9, handover: Write yes or no (or leave it empty: not checked)'],
      [10, 'error', `Row 10, node: ${TEST_CASE_TEXTS.unknownNode}`],
    ]);
    const listed = dataOf<Page<TestCase>>(await (await callerFor(context.app, 'qa@demo.brand')).get(P.testCases));
    expect(listed.items.map((c) => c.name)).toEqual(['Good']);

    const headless = dataOf<TestCaseImportReport>(await upload('trainer@demo.brand', [header, row({ customer: 'no case above' })]));
    expect(headless.cases).toEqual([{ row: 2, name: '', status: 'error', message: 'Row 2, case: A case starts with its name in the column case' }]);
    expect((await upload('trainer@demo.brand', [header])).json()).toMatchObject({ field: 'file' });
    expect((await upload('trainer@demo.brand', Buffer.from('name,text'), 'cases.csv')).statusCode).toBe(400);
    expect((await upload('agent@demo.brand', [header, row({ case: 'x', customer: 'y' })])).statusCode).toBe(403);
  });
});
