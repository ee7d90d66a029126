/** Training Logs: 5 a page with when, who, data size, held-out accuracy and conflicts; a running one live; empty and error states. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DMS_PATHS as P } from '@switchboard/contracts/dms/dms.api';
import { DMS_EVENTS } from '@switchboard/contracts/dms/dms.events';
import TrainingLogsPage from '@/features/dms/routes/training-logs-page';
import { button, click, text } from '@/features/dms/test-support/dom';
import { createFakeSocket } from '@/features/dms/test-support/fake-socket';
import { training } from '@/features/dms/test-support/fixtures';
import { commonAnswer, NOT_ANSWERED } from '@/features/dms/test-support/page-mocks';
import { renderAt } from '@/features/dms/test-support/render';
import { HttpError } from '@/lib/http/http-error';
import { domRootPerTest } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
const request = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData, request } }));
const fake = vi.hoisted(() => ({ current: null as null | ReturnType<typeof createFakeSocket> }));
vi.mock('@/lib/socket/namespace-socket', () => ({ getNamespaceSocket: async () => fake.current!.socket }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/feedback/feedback', async (importOriginal) => ({ ...await importOriginal<object>(), toast }));

const dom = domRootPerTest();
fake.current = createFakeSocket();
let logs: () => unknown;

function answer(path: string) {
  if (path === P.trainingLogs) return logs();
  const common = commonAnswer(path);
  if (common !== NOT_ANSWERED) return common;
  throw new Error(`unexpected ${path}`);
}
const render = () => renderAt(dom, [{ path: '/dms/training_logs', element: <TrainingLogsPage /> }], '/dms/training_logs');

beforeEach(() => {
  fake.current!.reset();
  requestData.mockReset().mockImplementation(async (path: string) => answer(path));
  logs = () => ({ items: [training({ conflicts: [{ history: ['greeting'], actions: [{ action: 'utter_goodbye', stories: [{ storyId: 's1', storyName: 'Bye', dialogBoxId: 'x2' }] }] }] })], totalCount: 6 });
});

describe('TrainingLogsPage', { timeout: 30_000 }, () => {
  it('shows who trained, the data size, the held-out accuracy and the conflicts, 5 a page', async () => {
    await render();
    const row = document.body.querySelector('tbody tr[data-row-key="t1"]')?.textContent ?? '';
    expect(row).toContain('by Tara Trainer');
    expect(row).toContain('6 dialogues · 14 examples');
    expect(row).toContain('87.5% next action');
    expect(row).toContain('50% whole dialogues');
    expect(row).toContain('1 found');
    expect(row).toContain('utter_goodbye in Bye (box x2)');
    await click(button('Page 2'));
    expect(requestData).toHaveBeenLastCalledWith(P.trainingLogs, expect.objectContaining({ query: { page: 2 } }));
  });

  it('refreshes when a training ends', async () => {
    await render();
    const before = requestData.mock.calls.filter(([path]) => path === P.trainingLogs).length;
    await fake.current!.deliver(DMS_EVENTS.dmsTraining, training({ _id: 't2' }));
    expect(requestData.mock.calls.filter(([path]) => path === P.trainingLogs).length).toBeGreaterThan(before);
  });

  it('says when there are none', async () => {
    logs = () => ({ items: [], totalCount: 0 });
    await render();
    expect(text()).toContain('No dialogue training yet');
  });

  it('shows the error state with Retry', async () => {
    logs = () => {
      throw new HttpError({ kind: 'http', status: 500, message: 'down' });
    };
    await render();
    expect(text()).toContain('The training logs could not be loaded.');
    logs = () => ({ items: [training()], totalCount: 1 });
    await click(button('Retry'));
    expect(text()).toContain('6 dialogues · 14 examples');
  });
});
