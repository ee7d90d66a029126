/**
 * "Make a test" from /history's transcript and the try-it panel: shown only with the Test Cases page, stores the case
 * and opens it; a case the server refuses opens unsaved with the refusal; other failures are said beside the button.
 */
import type { ReactNode } from 'react';
import type { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import { MakeTestButton } from '@/components/automated-testing/make-test-button';
import { HttpError } from '@/lib/http/http-error';
import { makeTestButton, pressMakeTest, renderWithEditorRoute } from '@/components/automated-testing/make-test.test-kit';
import { domRootPerTest } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));
const permissions = vi.hoisted(() => ({ features: {} as Record<string, { isAllowed: boolean }>, actions: {}, events: {}, ticketsEnabled: false }));
vi.mock('@/lib/session/session-store', () => ({ useSession: () => ({ user_info: { permissions } }) }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/feedback/feedback', async (importOriginal) => ({ ...await importOriginal<object>(), toast }));

const dom = domRootPerTest();
let router: ReturnType<typeof createMemoryRouter>;
const draft = { name: 'Chat with Priya Nair (2026-11-21)', tags: [], turns: [{ kind: 'text', text: 'where is my order', expect: { handover: { handedOver: true } } }] };
const stored = { ...draft, _id: 'c-9', tags: [], createdAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z' };

const render = async (element: ReactNode) => {
  router = await renderWithEditorRoute(dom, element, '/history');
};
const makeButton = makeTestButton;
const press = pressMakeTest;

beforeEach(() => {
  requestData.mockReset();
  permissions.features = { '/automatedtesting': { isAllowed: true } };
  toast.success.mockReset();
});

describe('MakeTestButton', () => {
  it('is not offered without the Test Cases page', async () => {
    permissions.features = { '/automatedtesting': { isAllowed: false } };
    await render(<MakeTestButton source={{ sessionId: 's1' }} />);
    expect(makeButton()).toBeUndefined();
  });

  it('stores the case made from the conversation and opens it in the editor', async () => {
    requestData.mockResolvedValueOnce({ draft, testCase: stored });
    await render(<MakeTestButton source={{ sessionId: 's1' }} />);
    await press();
    expect(requestData).toHaveBeenCalledWith(P.fillTestCaseData, { method: 'POST', body: { sessionId: 's1', save: true }, quiet: true });
    expect(toast.success).toHaveBeenCalledWith('Test case created');
    expect(router.state.location.pathname).toBe('/automatedtesting/testcases/c-9');
  });

  it('opens the draft unsaved, with the refusal, when the server will not store it', async () => {
    const refusal = { message: 'No group with this id in the brand', field: 'turns.0.expect.handover.groupId' };
    requestData.mockRejectedValueOnce(new HttpError({ kind: 'http', status: 400, message: refusal.message, body: refusal })).mockResolvedValueOnce({ draft, testCase: null });
    await render(<MakeTestButton source={{ sessionId: 's1' }} />);
    await press();
    expect(requestData).toHaveBeenLastCalledWith(P.fillTestCaseData, { method: 'POST', body: { sessionId: 's1', save: false }, quiet: true });
    expect(router.state.location.pathname).toBe('/automatedtesting/testcases/new');
    expect(router.state.location.state).toEqual({ draft, problem: refusal });
  });

  it('says a failure beside the button and stays', async () => {
    requestData.mockRejectedValueOnce(new HttpError({ kind: 'http', status: 404, message: 'Chat session not found' }));
    await render(<MakeTestButton source={{ sessionId: 's2' }} />);
    await press();
    expect(document.body.querySelector('[role="alert"]')?.textContent).toBe('Chat session not found');
    expect(router.state.location.pathname).toBe('/history');
  });
});
