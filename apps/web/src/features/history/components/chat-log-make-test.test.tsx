/** /history's chat: "Make a test" turns the chat into a test case (the button itself: components/automated-testing). */
import type { ReactNode } from 'react';
import type { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import type { ChatLogSummary } from '@switchboard/contracts/history/history.schemas';
import { ChatLogActions } from '@/features/history/components/chat-log-actions';
import { pressMakeTest, renderWithEditorRoute } from '@/components/automated-testing/make-test.test-kit';
import { domRootPerTest } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));
const permissions = vi.hoisted(() => ({ features: { '/automatedtesting': { isAllowed: true } }, actions: {}, events: {}, ticketsEnabled: false }));
vi.mock('@/lib/session/session-store', () => ({ useSession: () => ({ user_info: { permissions } }) }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/feedback/feedback', async (importOriginal) => ({ ...await importOriginal<object>(), toast }));

const dom = domRootPerTest();
let router: ReturnType<typeof createMemoryRouter>;
const draft = { name: 'A chat', tags: [], turns: [{ kind: 'text', text: 'hello', expect: {} }] };
const stored = { ...draft, _id: 'c-9', createdAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z' };

const render = async (element: ReactNode) => {
  router = await renderWithEditorRoute(dom, element, '/here');
};
const press = pressMakeTest;

beforeEach(() => requestData.mockReset());

describe('ChatLogActions: Make a test', () => {
  it('stores the case made from the chat and opens it in the editor', async () => {
    requestData.mockResolvedValueOnce({ draft, testCase: stored });
    const chatLog: ChatLogSummary = {
      sessionId: 's1', psid: 'p1', customerName: 'Priya Nair', channel: 'website', chatState: 'Resolved', agentId: null, agentName: null,
      handledBy: 'bot', selectedTags: [], blockedStatus: false, reviewStatus: null, messageCount: 3, lastMessage: null, startedAt: '2026-11-21T10:00:00.000Z', resolvedAt: null,
    };
    await render(<ChatLogActions chatLog={chatLog} tagChoices={[]} />);
    await press();
    expect(requestData).toHaveBeenCalledWith(P.fillTestCaseData, { method: 'POST', body: { sessionId: 's1', save: true }, quiet: true });
    expect(router.state.location.pathname).toBe('/automatedtesting/testcases/c-9');
  });
});
