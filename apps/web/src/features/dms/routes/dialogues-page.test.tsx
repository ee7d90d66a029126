/** Dialogues: the domain's stories 10 a page with search, empty and error states, delete asked first, duplicate, conflicts naming the box, Train with live progress. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DMS_PATHS as P, DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import { DMS_EVENTS } from '@switchboard/contracts/dms/dms.events';
import type { StoryConflict } from '@switchboard/contracts/dms/dms.schemas';
import { button, click, text } from '@/features/dms/test-support/dom';
import DialoguesPage from '@/features/dms/routes/dialogues-page';
import { createFakeSocket } from '@/features/dms/test-support/fake-socket';
import { DOMAIN, GREETING_STORY, ORDER_STORY, training } from '@/features/dms/test-support/fixtures';
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
const socket = createFakeSocket();
fake.current = socket;
let listAnswer: () => unknown;
let conflicts: StoryConflict[];
let status: unknown;

function answer(path: string) {
  if (path === P.domains) return [DOMAIN];
  if (path === P.listStories) return listAnswer();
  if (path === P.conflicts) return conflicts;
  if (path === P.trainingStatus) return status;
  throw new Error(`unexpected ${path}`);
}

const render = () => renderAt(dom, [{ path: '/dms/dialogues', element: <DialoguesPage /> }], '/dms/dialogues');
const rows = () => Array.from(document.body.querySelectorAll('tbody tr[data-row-key]')).map((row) => row.textContent ?? '');

beforeEach(() => {
  socket.reset();
  requestData.mockReset().mockImplementation(async (path: string) => answer(path));
  request.mockReset();
  listAnswer = () => ({ dialogues: [GREETING_STORY, ORDER_STORY], totalCount: 2 });
  conflicts = [];
  status = null;
  Object.values(toast).forEach((fn) => fn.mockReset());
});

describe('DialoguesPage', { timeout: 30_000 }, () => {
  it('lists the domain\'s dialogues 10 a page with their example, and says when the search finds none', async () => {
    await render();
    expect(requestData).toHaveBeenCalledWith(P.listStories, expect.objectContaining({ query: { page: 1, pageSize: 10, search: undefined, domainId: DOMAIN._id } }));
    expect(rows()[0]).toContain('Greeting');
    expect(rows()[0]).toContain('hello there');
    expect(rows()[1]).toContain('Track an order');
    expect(document.title === '' || text().includes('Dialogues')).toBe(true);

    listAnswer = () => ({ dialogues: [], totalCount: 0 });
    const search = document.body.querySelector<HTMLInputElement>('input[aria-label="Search dialogues"]')!;
    const { act } = await import('react');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(search, 'refund');
      search.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 350));
    });
    await click(document.body);
    expect(requestData).toHaveBeenLastCalledWith(P.listStories, expect.objectContaining({ query: expect.objectContaining({ search: 'refund', page: 1 }) }));
    expect(text()).toContain('No dialogue matches the search.');
  });

  it('sets load_error when the list fails, with Retry', async () => {
    let failed = false;
    listAnswer = () => {
      if (failed) return { dialogues: [GREETING_STORY], totalCount: 1 };
      failed = true;
      throw new HttpError({ kind: 'http', status: 500, message: 'down' });
    };
    await render();
    expect(text()).toContain('The list could not be loaded.');
    await click(button('Retry'));
    expect(rows()[0]).toContain('Greeting');
  });

  it('asks before deleting, then deletes with deleteStory; duplicates through updateDialog', async () => {
    request.mockImplementation(async (path: string) => (path === P.deleteStory
      ? { ok: true, status: 200, data: { _id: 's-greet' }, message: T.deleted }
      : { ok: true, status: 200, data: { ...GREETING_STORY, _id: 's-copy', name: 'Greeting (copy)', conflicts: [] }, message: T.created }));
    await render();
    await click(button('Delete Greeting'));
    expect(text()).toContain('Delete the dialogue Greeting?');
    expect(request).not.toHaveBeenCalled();
    await click(Array.from(document.body.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')).find((b) => b.textContent === 'Delete'));
    expect(request).toHaveBeenCalledWith(P.deleteStory, { method: 'POST', body: { storyId: 's-greet' } });
    expect(toast.success).toHaveBeenCalledWith(T.deleted);

    await click(button('Duplicate Track an order'));
    expect(request).toHaveBeenCalledWith(P.updateDialog, { method: 'POST', body: { domainId: DOMAIN._id, name: 'Track an order (copy)', boxes: ORDER_STORY.boxes } });
    expect(toast.success).toHaveBeenCalledWith(T.created);
  });

  it('names the dialogues and the boxes that conflict', async () => {
    conflicts = [{ history: ['greeting'], actions: [
      { action: 'utter_greet', stories: [{ storyId: 's-greet', storyName: 'Greeting', dialogBoxId: 'a1' }] },
      { action: 'utter_goodbye', stories: [{ storyId: 's-bye', storyName: 'Greet, then bye', dialogBoxId: 'x2' }] },
    ] }];
    await render();
    expect(text()).toContain('1 conflict(s)');
    expect(text()).toContain('utter_goodbye in Greet, then bye (box x2)');
    expect(document.body.querySelector('a[href="/dms/dialogues/s-bye"]')).not.toBeNull();
  });

  it('trains the domain: busy with live progress from the training events, then says it is trained', async () => {
    request.mockResolvedValueOnce({ ok: true, status: 200, data: training({ status: 'training', progress: 0 }), message: T.trainingStarted });
    await render();
    await click(button('Train'));
    expect(request).toHaveBeenCalledWith(P.initiateDmsTraining, { query: { domainId: DOMAIN._id } });
    expect(text()).toContain('Training…');
    await socket.deliver(DMS_EVENTS.dmsTraining, training({ status: 'training', progress: 0.5 }));
    expect(document.body.querySelector('[aria-label="Training Orders: 50%"]')).not.toBeNull();
    await socket.deliver(DMS_EVENTS.dmsTraining, training());
    expect(toast.success).toHaveBeenCalledWith(T.trained);
    expect(text()).not.toContain('Training…');
  });

  it('shows a refused training (412, one already running) as its message and stays usable', async () => {
    request.mockResolvedValueOnce({ ok: false, status: 412, message: T.trainingBusy });
    await render();
    await click(button('Train'));
    expect(button('Train')?.disabled).toBe(false);
    expect(toast.success).not.toHaveBeenCalled();
  });
});
