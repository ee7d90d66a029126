/** The test-case editor: loads a case, adds and removes checks, checks before saving, server refusals on their field, a draft from a conversation, delete, unsaved changes. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import type { TestCase, TestCaseInput } from '@switchboard/contracts/automated-testing/test-case.schemas';
import type { NewCaseState } from '@/components/automated-testing/make-test-api';
import TestCasePage from '@/features/automated-testing/routes/test-case-page';
import { button, click, pick, segment, text, type } from '@/features/automated-testing/test-support/dom';
import { GROUP_ID, ORDER_CASE, REFS, TAGS, WORKFLOW_ID } from '@/features/automated-testing/test-support/fixtures';
import { HttpError } from '@/lib/http/http-error';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData, request: vi.fn() } }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/feedback/feedback', async (importOriginal) => ({ ...await importOriginal<object>(), toast }));
const openConfirm = vi.hoisted(() => vi.fn(() => () => undefined));
vi.mock('@/lib/feedback/modals', () => ({ openConfirm }));

const dom = domRootPerTest();
let router: ReturnType<typeof createMemoryRouter>;
let saveAnswer: (body: TestCaseInput) => unknown;

const stored = (body: TestCaseInput, id = 'c-new'): TestCase => ({
  _id: id, name: body.name, tags: [], createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z', turns: body.turns as TestCase['turns'],
});

async function render(entry: string | { pathname: string; state: NewCaseState }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  router = createMemoryRouter([
    { path: '/automatedtesting/testcases', element: <p>The list</p> },
    { path: '/automatedtesting/testcases/:testCaseId', element: <TestCasePage /> },
  ], { initialEntries: [entry] });
  await act(async () => dom.root.render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>));
  await settle();
}

const bodyOf = (path: string) => (requestData.mock.calls.find(([called]) => called === path)?.[1] as { body: TestCaseInput } | undefined)?.body;

beforeEach(() => {
  saveAnswer = (body) => stored(body);
  requestData.mockReset().mockImplementation(async (path: string, options?: { body?: TestCaseInput }) => {
    if (path === P.getTestCaseTags) return TAGS;
    if (path === P.references) return REFS;
    if (path === '/admin/v1/botTest/testCases/c-order') return ORDER_CASE;
    if (path === '/admin/v1/botTest/testCases/c-new') return stored({ name: 'Refund', turns: [{ kind: 'text', text: 'refund please' }] });
    if (path === P.create || path === '/admin/v1/botTest/updateTestCase/c-order') return saveAnswer(options!.body!);
    if (path === '/admin/v1/botTest/deleteTestCase/c-order') return { _id: 'c-order' };
    throw new HttpError({ kind: 'http', status: 404, message: 'Test case not found' });
  });
  toast.success.mockReset();
  openConfirm.mockClear();
});

// Whole editors with several antd Selects opened under jsdom: slow on the shared two-core machine.
describe('TestCasePage', { timeout: 40_000 }, () => {
  it('loads a case with its turns and checks, names from the bot; a new intent check and a removed check are saved', async () => {
    await render('/automatedtesting/testcases/c-order');
    expect(document.body.querySelector('h1')?.textContent).toBe('Order status by number');
    expect(document.body.querySelector<HTMLInputElement>('input[aria-label="Turn 1: customer message"]')?.value).toBe('where is my order');
    expect(document.body.querySelector<HTMLInputElement>('input[aria-label="Turn 2: button title"]')?.value).toBe('Talk to a person');
    expect(document.body.querySelector('section[aria-label="Turn 1: Workflow and node reached"]')?.textContent).toContain('Question: Ask order number');
    expect(document.body.querySelector('section[aria-label="Turn 2: Hand-over"]')?.textContent).toContain('Billing');

    await pick('Turn 1: add a check', 'Intent');
    await pick('Turn 1: intent', 'order_status');
    await click(button('Remove the check Bot messages of turn 1'));
    await click(button('Save'));
    expect(bodyOf('/admin/v1/botTest/updateTestCase/c-order')).toEqual({ name: 'Order status by number', tags: ['t-orders'], turns: [
      { kind: 'text', text: 'where is my order', expect: { intent: { name: 'order_status' }, workflow: { workflowId: WORKFLOW_ID, nodeId: 'ask' } } },
      { kind: 'postback', title: 'Talk to a person', payload: 'HANDOVER', expect: { handover: { handedOver: true, groupId: GROUP_ID } } },
    ] });
    expect(toast.success).toHaveBeenCalledWith('Test case saved');
  });

  it('checks a new case before saving: names the empty fields and sends nothing; then creates it and opens it', async () => {
    await render('/automatedtesting/testcases/new');
    expect(document.body.querySelector('h1')?.textContent).toBe('New test case');
    await click(segment('Presses a button'));
    await click(button('Save'));
    expect(text()).toContain('Some fields need a fix');
    expect(document.body.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(3);
    expect(requestData).not.toHaveBeenCalledWith(P.create, expect.anything());

    await type('Name', 'Refund');
    await click(segment('Types a message'));
    await type('Turn 1: customer message', 'refund please');
    await click(button('Save'));
    expect(bodyOf(P.create)).toEqual({ name: 'Refund', tags: [], turns: [{ kind: 'text', text: 'refund please', expect: {} }] });
    await settle();
    expect(router.state.location.pathname).toBe('/automatedtesting/testcases/c-new');
    expect(openConfirm).not.toHaveBeenCalled();
  });

  it('puts the server refusal on its field', async () => {
    saveAnswer = () => {
      throw new HttpError({ kind: 'http', status: 400, message: 'No intent with this name in the brand', body: { message: 'No intent with this name in the brand', field: 'turns.0.expect.intent.name' } });
    };
    await render('/automatedtesting/testcases/c-order');
    await pick('Turn 1: add a check', 'Intent');
    await pick('Turn 1: intent', 'greeting');
    await click(button('Save'));
    const intent = document.body.querySelector('section[aria-label="Turn 1: Intent"]');
    expect(intent?.querySelector('.ant-form-item-explain-error')?.textContent).toBe('No intent with this name in the brand');
    expect(text()).toContain('The case was not saved: see the marked field.');
  });

  it('opens a draft made from a conversation with the refusal shown, unsaved', async () => {
    const state: NewCaseState = {
      draft: { name: 'Chat with Priya', tags: [], turns: [{ kind: 'text', text: 'hi', expect: { handover: { handedOver: true, groupId: 'gone' } } }] },
      problem: { field: 'turns.0.expect.handover.groupId', message: 'No group with this id in the brand' },
    };
    await render({ pathname: '/automatedtesting/testcases/new', state });
    expect(document.body.querySelector<HTMLInputElement>('input[aria-label="Name"]')?.value).toBe('Chat with Priya');
    expect(document.body.querySelector('section[aria-label="Turn 1: Hand-over"]')?.textContent).toContain('No group with this id in the brand');
    expect(button('Run')).toBeUndefined();
  });

  it('asks before leaving with unsaved changes, and deletes the case after asking', async () => {
    await render('/automatedtesting/testcases/c-order');
    await type('Name', 'Renamed');
    await click(document.body.querySelector<HTMLAnchorElement>('a[href="/automatedtesting/testcases"]'));
    expect(openConfirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Do you want to leave this page?' }));
    expect(button('Run')?.disabled).toBe(true);

    await click(button('Delete'));
    expect(text()).toContain('Delete the test case Order status by number?');
    const confirm = Array.from(document.body.querySelectorAll<HTMLButtonElement>('.ant-popconfirm button')).find((b) => b.textContent === 'Delete');
    await click(confirm);
    expect(requestData).toHaveBeenCalledWith('/admin/v1/botTest/deleteTestCase/c-order', { method: 'DELETE' });
    await settle();
    expect(router.state.location.pathname).toBe('/automatedtesting/testcases');
  });

  it('says when the case does not exist', async () => {
    await render('/automatedtesting/testcases/c-gone');
    expect(text()).toContain('This test case does not exist (it may have been deleted).');
  });
});
