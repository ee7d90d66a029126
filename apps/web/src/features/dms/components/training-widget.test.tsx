/**
 * The DMS chatbot widget on the dialogue channel: start, a message with its predicted intents and entities (input
 * locked), the trainer correcting the intent, then the predicted actions corrected, listen unlocking the input,
 * matching dialogues, saving as a new dialogue; a refused command shows its message.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DMS_PATHS as P, DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import { DMS_COMMANDS as C, DMS_EVENTS as E, LISTEN_ACTION, type DmsUpdation } from '@switchboard/contracts/dms/dms.events';
import { button, click, pick, text, type } from '@/features/dms/test-support/dom';
// Loaded up front: the launcher's lazy import then settles inside the click's act().
import '@/features/dms/components/training-widget';
import DialoguesPage from '@/features/dms/routes/dialogues-page';
import { useTrainingWidgetStore } from '@/features/dms/stores/training-widget-store';
import { createFakeSocket } from '@/features/dms/test-support/fake-socket';
import { DOMAIN, GREET, STATUS } from '@/features/dms/test-support/fixtures';
import { renderAt } from '@/features/dms/test-support/render';
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

function answer(path: string) {
  if (path === P.domains) return [DOMAIN];
  if (path === P.actions) return [GREET, STATUS];
  if (path === P.listStories) return { dialogues: [], totalCount: 0 };
  if (path === P.conflicts) return [];
  if (path === P.trainingStatus) return null;
  throw new Error(`unexpected ${path}`);
}

const updation = (payload: DmsUpdation) => socket.push(E.updation, payload);
const input = () => document.body.querySelector<HTMLInputElement>('input[aria-label="Customer message"]')!;

/** The server's side of one interactive turn (as dms.socket.test.ts pins it down). */
function server(event: string, payload: unknown) {
  switch (event) {
    case C.start:
      updation({ type: 'inputLock', locked: false, reason: 'none' });
      updation({ type: 'matchDialogues', dialogues: [], totalCount: 0 });
      return { data: { domainId: DOMAIN._id } };
    case C.message:
      socket.push(E.addition, { newMessage: { kind: 'customer', dialogBoxId: 'b1', intent: 'greeting', entities: [], text: (payload as { text: string }).text } });
      updation({ type: 'inputLock', locked: true, reason: 'confirmIntent' });
      updation({ type: 'predictedIntents', dialogBoxId: 'b1', intents: [{ intent: 'greeting', score: 0.61 }, { intent: 'thanks', score: 0.2 }], totalCount: 3 });
      updation({ type: 'predictedEntities', dialogBoxId: 'b1', entities: [{ entity: 'order_number', value: 'ORD-7' }], totalCount: 1 });
      return { data: { dialogBoxId: 'b1' } };
    case C.confirmIntent: {
      const { intent, entities } = payload as { intent: string; entities: { entity: string; value: string }[] };
      updation({ type: 'updateMessage', message: { kind: 'customer', dialogBoxId: 'b1', intent, entities, text: 'where is ORD-7' } });
      updation({ type: 'matchDialogues', dialogues: [{ _id: 's-order', name: 'Track an order', matchedBoxes: 1 }], totalCount: 1 });
      updation({ type: 'predictedActions', actions: [{ actionId: GREET.actionId, name: 'utter_greet', score: 0.7 }, { actionId: LISTEN_ACTION, name: LISTEN_ACTION, score: 0.1 }], totalCount: 3, source: 'classifier' });
      updation({ type: 'inputLock', locked: true, reason: 'confirmAction' });
      return { data: { intent } };
    }
    case C.confirmAction: {
      const { actionId } = payload as { actionId: string };
      if (actionId === LISTEN_ACTION) {
        updation({ type: 'inputLock', locked: false, reason: 'none' });
        return { data: null };
      }
      socket.push(E.addition, { newMessage: { kind: 'action', dialogBoxId: 'b2', actionId, slots: [] } });
      updation({ type: 'utterance', dialogBoxId: 'b2', text: 'Your order is on its way.' });
      updation({ type: 'predictedActions', actions: [{ actionId: LISTEN_ACTION, name: LISTEN_ACTION, score: 0.9 }], totalCount: 3, source: 'memo' });
      updation({ type: 'inputLock', locked: true, reason: 'confirmAction' });
      return { data: null };
    }
    case C.save:
      updation({ type: 'inputLock', locked: false, reason: 'none' });
      return { data: { story: { _id: 's-new' }, created: true } };
    default:
      return { message: 'unexpected', errorCode: 400 };
  }
}

beforeEach(() => {
  socket.reset();
  socket.answer(server);
  useTrainingWidgetStore.setState({ open: false, domainId: null });
  useTrainingWidgetStore.getState().reset();
  requestData.mockReset().mockImplementation(async (path: string) => answer(path));
  request.mockReset();
  Object.values(toast).forEach((fn) => fn.mockReset());
});

describe('TrainingWidget', { timeout: 30_000 }, () => {
  it('trains a turn interactively: corrected intent, corrected action, listen, then saves it as a new dialogue', async () => {
    await renderAt(dom, [{ path: '/dms/dialogues', element: <DialoguesPage /> }], '/dms/dialogues');
    await click(button('Train dialogues'));
    await click(button('Start a conversation'));
    expect(socket.sent[0]).toEqual({ event: C.start, payload: { domainId: DOMAIN._id } });

    await type('Customer message', 'where is ORD-7');
    await click(button('Send'));
    expect(socket.sent.at(-1)).toEqual({ event: C.message, payload: { text: 'where is ORD-7' } });
    expect(input().disabled).toBe(true);
    expect(text()).toContain('top 2 of 3');
    expect(text()).toContain('greeting 61%');
    expect(text()).toContain('order_number: ORD-7');

    // The draft NLU guessed greeting: the trainer corrects it to another of the domain's intents.
    await pick('Another intent', 'order_status');
    await click(button('Confirm intent'));
    expect(socket.sent.at(-1)).toEqual({ event: C.confirmIntent, payload: { dialogBoxId: 'b1', intent: 'order_status', entities: [{ entity: 'order_number', value: 'ORD-7' }] } });
    expect(text()).toContain('Matches 1 dialogue(s): Track an order');
    expect(text()).toContain('utter_greet 70%');

    // The policy guessed utter_greet: the trainer picks the order status instead.
    await pick('Another action', 'utter_order_status');
    await click(button('Confirm action'));
    expect(socket.sent.at(-1)).toEqual({ event: C.confirmAction, payload: { actionId: STATUS.actionId } });
    expect(text()).toContain('Your order is on its way.');
    expect(text()).toContain('Wait for the customer 90%');
    await click(button('Confirm action'));
    expect(socket.sent.at(-1)).toEqual({ event: C.confirmAction, payload: { actionId: LISTEN_ACTION } });
    expect(input().disabled).toBe(false);

    await type('New dialogue name', 'Order by number');
    await click(button('Save as new'));
    expect(socket.sent.at(-1)).toEqual({ event: C.save, payload: { name: 'Order by number' } });
    expect(toast.success).toHaveBeenCalledWith(T.created);
    expect(document.body.querySelector('[role="log"]')?.textContent).not.toContain('Your order is on its way.');
  });

  it('shows a refused command as its message', async () => {
    socket.answer((event, payload) => (event === C.start ? { message: T.trainBotFirst, errorCode: 412 } : server(event, payload)));
    await renderAt(dom, [{ path: '/dms/dialogues', element: <DialoguesPage /> }], '/dms/dialogues');
    await click(button('Train dialogues'));
    await click(button('Start a conversation'));
    expect(toast.error).toHaveBeenCalledWith(T.trainBotFirst);
    expect(button('Start a conversation')).toBeDefined();
  });

  it('refreshes the open list when another screen saves a dialogue (updateGlobalSync)', async () => {
    await renderAt(dom, [{ path: '/dms/dialogues', element: <DialoguesPage /> }], '/dms/dialogues');
    const before = requestData.mock.calls.filter(([path]) => path === P.listStories).length;
    await socket.deliver(E.updation, { type: 'updateGlobalSync', what: 'stories', domainId: DOMAIN._id, id: 's-x' });
    expect(requestData.mock.calls.filter(([path]) => path === P.listStories).length).toBeGreaterThan(before);
  });
});

describe('TrainingWidget keyboard', { timeout: 30_000 }, () => {
  it('takes the focus when opened; Escape closes it and gives the focus back to its button', async () => {
    await renderAt(dom, [{ path: '/dms/dialogues', element: <DialoguesPage /> }], '/dms/dialogues');
    await click(button('Train dialogues'));
    const panel = document.body.querySelector<HTMLElement>('section[aria-label="Dialogue training"]');
    expect(document.activeElement).toBe(panel);
    const { act } = await import('react');
    await act(async () => panel!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(document.body.querySelector('section[aria-label="Dialogue training"]')).toBeNull();
    expect(document.activeElement).toBe(button('Train dialogues'));
  });
});
