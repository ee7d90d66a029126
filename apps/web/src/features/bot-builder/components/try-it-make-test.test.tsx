/** The try-it panel: "Make a test" sends the transcript with what the draft bot answered (the button itself: components/automated-testing). */
import { act, type ReactNode } from 'react';
import type { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import type { TryItData } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { TryItDrawer } from '@/features/bot-builder/components/try-it-drawer';
import { makeTestButton, pressMakeTest, renderWithEditorRoute } from '@/components/automated-testing/make-test.test-kit';
import { domRootPerTest, settle } from '@/test-support/dom-root';

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
const makeButton = makeTestButton;
const press = pressMakeTest;

beforeEach(() => requestData.mockReset());

describe('TryItDrawer: Make a test', () => {
  it('is offered once something was tried and sends each message with the answer it got', async () => {
    const answered: TryItData = {
      threshold: 0.5, ranking: [], modelId: 'm2', modelVersion: 2, handover: null, ticketOffered: false, intent: 'greeting', confidence: 0.9, entities: [],
      reply: 'Hello!', messages: [{ type: 'text', content: { text: 'Hello!' } }], conversation: { workflow: null, waitingForAnswer: false, variables: {} },
    };
    requestData.mockResolvedValueOnce(null).mockResolvedValueOnce(answered).mockResolvedValueOnce({ draft, testCase: stored });
    await render(<TryItDrawer open onClose={() => undefined} />);
    expect(makeButton()).toBeUndefined();
    const input = document.body.querySelector<HTMLInputElement>('input[aria-label="Message to try"]')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'hello');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => Array.from(document.body.querySelectorAll('button')).find((b) => b.textContent === 'Send')?.click());
    await settle();
    await press();
    expect(requestData).toHaveBeenLastCalledWith(P.fillTestCaseData, { method: 'POST', body: { tryIt: [{ text: 'hello', result: answered }], save: true }, quiet: true });
    expect(router.state.location.pathname).toBe('/automatedtesting/testcases/c-9');
  });
});
