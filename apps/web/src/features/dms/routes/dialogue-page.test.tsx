/** The story editor: loading and load_error, editing boxes, saving with the §8 texts, a refusal marking the box at fault, a new dialogue and a journey's draft. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DMS_PATHS as P, DMS_TEXTS as T, dmsPath } from '@switchboard/contracts/dms/dms.api';
import { button, click, pick, text, type } from '@/features/dms/test-support/dom';
import DialoguePage from '@/features/dms/routes/dialogue-page';
import { createFakeSocket } from '@/features/dms/test-support/fake-socket';
import { DOMAIN, GREET, GREETING_STORY, STATUS } from '@/features/dms/test-support/fixtures';
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
let storyAnswer: () => unknown;

function answer(path: string) {
  if (path === P.domains) return [DOMAIN];
  if (path === P.actions) return [GREET, STATUS];
  if (path === dmsPath(P.story, 's-greet')) return storyAnswer();
  if (path === dmsPath(P.story, 's-new')) return { ...GREETING_STORY, _id: 's-new', name: 'Hello' };
  if (path === P.trainingStatus) return null;
  throw new Error(`unexpected ${path}`);
}

const routes = [{ path: '/dms/dialogues/:storyId', element: <DialoguePage /> }];
const boxTitles = () => Array.from(document.body.querySelectorAll('ol[aria-label="Dialog boxes"] > li')).map((li) => li.querySelector('.ant-card-head-title')?.textContent?.trim() ?? '');

beforeEach(() => {
  fake.current!.reset();
  requestData.mockReset().mockImplementation(async (path: string) => answer(path));
  request.mockReset();
  storyAnswer = () => GREETING_STORY;
  Object.values(toast).forEach((fn) => fn.mockReset());
});

describe('DialoguePage', { timeout: 30_000 }, () => {
  it('edits a story\'s boxes in order and saves it with updateDialog', async () => {
    request.mockResolvedValueOnce({ ok: true, status: 200, data: { ...GREETING_STORY, name: 'Greeting twice', conflicts: [] }, message: T.updated });
    await renderAt(dom, routes, '/dms/dialogues/s-greet');
    expect(boxTitles()).toEqual(['Box 1 · Customer (c1)', 'Box 2 · Bot (a1)']);
    expect(document.body.querySelector<HTMLInputElement>('input[aria-label="Box 1 example"]')?.value).toBe('hello there');
    await type('Dialogue name', 'Greeting twice');
    await click(button('Customer turn'));
    await pick('Box 3 intent', 'thanks');
    await type('Box 3 example', 'thanks a lot');
    await click(button('Move Box 3 up'));
    expect(boxTitles()[1]).toContain('Box 2 · Customer');
    await click(button('Save'));
    const [path, options] = request.mock.calls[0]!;
    expect(path).toBe(P.updateDialog);
    expect(options.body).toMatchObject({ storyId: 's-greet', domainId: DOMAIN._id, name: 'Greeting twice' });
    expect(options.body.boxes.map((box: { kind: string }) => box.kind)).toEqual(['customer', 'customer', 'action']);
    expect(options.body.boxes[1]).toMatchObject({ intent: 'thanks', text: 'thanks a lot' });
    expect(toast.success).toHaveBeenCalledWith(T.updated);
  });

  it('marks the box the server refused, with its message', async () => {
    request.mockRejectedValueOnce(new HttpError({
      kind: 'http', status: 400, message: 'Box 2 (a1): no action "x" in this domain', body: { message: 'Box 2 (a1): no action "x" in this domain', field: 'boxes.1.actionId' },
    }));
    await renderAt(dom, routes, '/dms/dialogues/s-greet');
    await click(button('Save'));
    const faulty = document.body.querySelector('[aria-invalid="true"]');
    expect(faulty?.textContent).toContain('Box 2');
    expect(faulty?.querySelector('[role="alert"]')?.textContent).toBe('Box 2 (a1): no action "x" in this domain');
  });

  it('checks a box before sending it, naming the box', async () => {
    await renderAt(dom, routes, '/dms/dialogues/s-greet');
    await click(button('Bot action'));
    await click(button('Save'));
    expect(request).not.toHaveBeenCalled();
    expect(document.body.querySelector('[aria-invalid="true"] [role="alert"]')?.textContent).toMatch(/^Box 3 \(.+\): actionId: Required$/);
  });

  it('sets load_error when the dialogue fails to load, with Retry', async () => {
    let failed = false;
    storyAnswer = () => {
      if (failed) return GREETING_STORY;
      failed = true;
      throw new HttpError({ kind: 'http', status: 500, message: 'down' });
    };
    await renderAt(dom, routes, '/dms/dialogues/s-greet');
    expect(text()).toContain('The dialogue could not be loaded.');
    await click(button('Retry'));
    expect(boxTitles()).toHaveLength(2);
  });

  it('says a missing dialogue is not found', async () => {
    storyAnswer = () => {
      throw new HttpError({ kind: 'http', status: 404, message: T.storyNotFound });
    };
    await renderAt(dom, routes, '/dms/dialogues/s-greet');
    expect(text()).toContain('Dialogue not found');
  });

  it('creates a new dialogue and moves to its address', async () => {
    const conflict = { history: ['greeting'], actions: [
      { action: 'utter_greet', stories: [{ storyId: 's-greet', storyName: 'Greeting', dialogBoxId: 'a1' }] },
      { action: 'utter_order_status', stories: [{ storyId: 's-new', storyName: 'Hello', dialogBoxId: 'x2' }] },
    ] };
    request.mockResolvedValueOnce({ ok: true, status: 200, data: { ...GREETING_STORY, _id: 's-new', name: 'Hello', conflicts: [conflict] }, message: T.created });
    const { router } = await renderAt(dom, routes, '/dms/dialogues/new');
    expect(text()).toContain('New dialogue');
    await type('Dialogue name', 'Hello');
    await click(button('Customer turn'));
    await pick('Box 1 intent', 'greeting');
    await click(button('Bot action'));
    await pick('Box 2 action', 'utter_greet');
    await click(button('Save'));
    expect(request.mock.calls[0]![1].body).not.toHaveProperty('storyId');
    expect(toast.success).toHaveBeenCalledWith(T.created);
    expect(router.state.location.pathname).toBe('/dms/dialogues/s-new');
    // The conflicts its save found stay shown at its own address.
    expect(text()).toContain('other dialogues disagree');
    expect(text()).toContain('utter_order_status in Hello (box x2)');
  });

  it('sets an action box\'s slots', async () => {
    request.mockResolvedValueOnce({ ok: true, status: 200, data: { ...GREETING_STORY, conflicts: [] }, message: T.updated });
    await renderAt(dom, routes, '/dms/dialogues/s-greet');
    await click(button('Slot set'));
    await pick('Box 2 slot 1', 'order');
    await type('Box 2 slot 1 value', 'ORD-1');
    await click(button('Save'));
    expect(request.mock.calls[0]![1].body.boxes[1]).toMatchObject({ kind: 'action', slots: [{ slot: 'order', value: 'ORD-1' }] });
  });
});
