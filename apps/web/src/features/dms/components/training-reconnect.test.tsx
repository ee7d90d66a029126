/**
 * The DMS widget across a reconnect: while the socket is away the conversation stays with its controls disabled and
 * says why; on reconnecting it asks to resume and is rebuilt from the replayed events; a conversation that ended (or
 * moved to another tab) resets the widget with a plain message.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DMS_PATHS as P, DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import { DMS_COMMANDS as C, DMS_EVENTS as E, type DmsUpdation } from '@switchboard/contracts/dms/dms.events';
import { button, click, text, type } from '@/features/dms/test-support/dom';
// Loaded up front: the launcher's lazy import then settles inside the click's act().
import '@/features/dms/components/training-widget';
import DialoguesPage from '@/features/dms/routes/dialogues-page';
import { useTrainingWidgetStore } from '@/features/dms/stores/training-widget-store';
import { createFakeSocket } from '@/features/dms/test-support/fake-socket';
import { DOMAIN } from '@/features/dms/test-support/fixtures';
import { commonAnswer } from '@/features/dms/test-support/page-mocks';
import { renderAt } from '@/features/dms/test-support/render';
import { domRootPerTest } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData, request: vi.fn() } }));
const fake = vi.hoisted(() => ({ current: null as null | ReturnType<typeof createFakeSocket> }));
vi.mock('@/lib/socket/namespace-socket', () => ({ getNamespaceSocket: async () => fake.current!.socket }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/feedback/feedback', async (importOriginal) => ({ ...await importOriginal<object>(), toast }));

const dom = domRootPerTest();
const socket = createFakeSocket();
fake.current = socket;

/** The dialogues page's own calls; the rest as every /dms page test answers them. */
const PAGE: Record<string, unknown> = { [P.listStories]: { dialogues: [], totalCount: 0 }, [P.conflicts]: [] };
const updation = (payload: DmsUpdation) => socket.push(E.updation, payload);
const input = () => document.body.querySelector<HTMLInputElement>('input[aria-label="Customer message"]')!;
const BOX = { kind: 'customer', dialogBoxId: 'b1', intent: 'greeting', entities: [], text: 'hello there' } as const;

/** The message waiting for its intent, as the server sends it live and again on resume. */
function messageWaitingForIntent() {
  socket.push(E.addition, { newMessage: BOX });
  updation({ type: 'inputLock', locked: true, reason: 'confirmIntent' });
  updation({ type: 'predictedIntents', dialogBoxId: 'b1', intents: [{ intent: 'greeting', score: 0.61 }], totalCount: 3 });
  updation({ type: 'predictedEntities', dialogBoxId: 'b1', entities: [], totalCount: 0 });
}

let resumeAnswer: () => unknown;
function server(event: string) {
  switch (event) {
    case C.start:
      updation({ type: 'inputLock', locked: false, reason: 'none' });
      return { data: { domainId: DOMAIN._id } };
    case C.message:
      messageWaitingForIntent();
      return { data: { dialogBoxId: 'b1' } };
    case C.resume:
      return resumeAnswer();
    default:
      return { message: 'unexpected', errorCode: 400 };
  }
}

async function startMidTurn() {
  await renderAt(dom, [{ path: '/dms/dialogues', element: <DialoguesPage /> }], '/dms/dialogues');
  await click(button('Train dialogues'));
  await click(button('Start a conversation'));
  await type('Customer message', 'hello there');
  await click(button('Send'));
  expect(button('Confirm intent')!.closest('fieldset')!.disabled).toBe(false);
}

beforeEach(() => {
  // The channel's listeners stay: the store listens once per socket, as in the console.
  socket.sent.length = 0;
  socket.answer(server);
  resumeAnswer = () => {
    messageWaitingForIntent();
    return { data: { resumed: true, domainId: DOMAIN._id } };
  };
  useTrainingWidgetStore.setState({ open: false });
  useTrainingWidgetStore.getState().reset();
  requestData.mockReset().mockImplementation(async (path: string) => (path in PAGE ? PAGE[path] : commonAnswer(path)));
  Object.values(toast).forEach((fn) => fn.mockReset());
});

describe('TrainingWidget across a reconnect', { timeout: 30_000 }, () => {
  it('disables the controls while away, resumes on reconnecting and shows the replayed conversation', async () => {
    await startMidTurn();
    await socket.deliver('disconnect', 'transport close');
    expect(text()).toContain('Connection lost — reconnecting…');
    expect(input().disabled).toBe(true);
    expect(input().placeholder).toBe('Connection lost — reconnecting…');
    expect(button('Confirm intent')!.closest('fieldset')!.disabled).toBe(true);
    expect(document.body.querySelector('[role="log"]')?.textContent).toContain('hello there');

    await socket.deliver('connect', undefined);
    expect(socket.sent.at(-1)).toEqual({ event: C.resume, payload: {} });
    expect(text()).not.toContain('Connection lost');
    expect(document.body.querySelector('[role="log"]')?.textContent).toContain('hello there');
    expect(text()).toContain('greeting 61%');
    expect(button('Confirm intent')!.closest('fieldset')!.disabled).toBe(false);
    expect(input().disabled).toBe(true);
    expect(useTrainingWidgetStore.getState()).toMatchObject({ link: 'online', domainId: DOMAIN._id, notice: null });
  });

  it('says so when the conversation ended while away, and offers a new one', async () => {
    resumeAnswer = () => ({ data: { resumed: false, domainId: null } });
    await startMidTurn();
    await socket.deliver('disconnect', 'ping timeout');
    await socket.deliver('connect', undefined);
    expect(socket.sent.at(-1)).toEqual({ event: C.resume, payload: {} });
    expect(text()).toContain(T.conversationEnded);
    expect(input()).toBeNull();
    expect(button('Start a conversation')!.disabled).toBe(false);
    expect(useTrainingWidgetStore.getState()).toMatchObject({ link: 'online', domainId: null, session: { boxes: [] } });
    expect(toast.error).not.toHaveBeenCalled();

    await click(button('Start a conversation'));
    expect(text()).not.toContain(T.conversationEnded);
  });

  it('lets go of a conversation another tab took, and takes it back on asking', async () => {
    await startMidTurn();
    await socket.deliver(E.conversationClosed, { reason: 'otherTab' });
    expect(text()).toContain(T.conversationMoved);
    expect(input()).toBeNull();

    await click(button('Continue here'));
    expect(socket.sent.at(-1)).toEqual({ event: C.resume, payload: {} });
    expect(text()).not.toContain(T.conversationMoved);
    expect(text()).toContain('greeting 61%');
  });
});
