/** Actions: the domain's actions with what each does; a new action of a kind with its own fields, checked with the shared schema; delete asked first; empty and error states. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DMS_PATHS as P, DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import ActionsPage from '@/features/dms/routes/actions-page';
import { button, click, pick, text, type } from '@/features/dms/test-support/dom';
import { createFakeSocket } from '@/features/dms/test-support/fake-socket';
import { DOMAIN } from '@/features/dms/test-support/fixtures';
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
let actions: (() => unknown) | null;

function answer(path: string, options?: { method?: string }) {
  if (path === P.actions && !options?.method && actions) return actions();
  if (options?.method === 'POST' && path === P.actions) return { actionId: 'a-new', domainId: DOMAIN._id, name: 'ask_email', description: '', config: { kind: 'end' }, createdAt: '', updatedAt: '' };
  if (options?.method === 'DELETE') return { actionId: 'a-greet' };
  const common = commonAnswer(path);
  if (common !== NOT_ANSWERED) return common;
  throw new Error(`unexpected ${path}`);
}
const render = () => renderAt(dom, [{ path: '/dms/actions', element: <ActionsPage /> }], '/dms/actions');

beforeEach(() => {
  fake.current!.reset();
  actions = null;
  requestData.mockReset().mockImplementation(async (path: string, options?: { method?: string }) => answer(path, options));
  request.mockReset();
  Object.values(toast).forEach((fn) => fn.mockReset());
});

describe('ActionsPage', { timeout: 30_000 }, () => {
  it('lists the domain\'s actions with what each does', async () => {
    await render();
    expect(requestData).toHaveBeenCalledWith(P.actions, expect.objectContaining({ query: { domainId: DOMAIN._id } }));
    const row = document.body.querySelector('tbody tr[data-row-key="a-greet"]')?.textContent ?? '';
    expect(row).toContain('utter_greet');
    expect(row).toContain('Respond with a bot message');
    expect(row).toContain('"Hello! How can I help?"');
  });

  it('says when the domain has none', async () => {
    actions = () => [];
    await render();
    expect(text()).toContain('No actions in this domain yet.');
  });

  it('shows the error state with Retry', async () => {
    actions = () => {
      throw new HttpError({ kind: 'http', status: 500, message: 'down' });
    };
    await render();
    expect(text()).toContain('The actions could not be loaded.');
  });

  it('makes an "ask for a slot" action with its validation, refused first without its message', async () => {
    await render();
    await click(button('New action'));
    await type('Name', 'ask_order');
    await pick('What it does', 'Ask for a slot');
    await pick('Slot', 'order');
    await click(button('Save'));
    expect(text()).toContain('Required');
    expect(requestData).not.toHaveBeenCalledWith(P.actions, expect.objectContaining({ method: 'POST' }));
    await type('Message 1', 'Which order?');
    await type('Validation pattern', '^ORD-\\d+$');
    await click(button('Save'));
    expect(requestData).toHaveBeenCalledWith(P.actions, { method: 'POST', body: {
      domainId: DOMAIN._id, name: 'ask_order', description: '',
      config: { kind: 'askSlot', slot: 'order', variations: [{ text: 'Which order?' }], validation: { pattern: '^ORD-\\d+$' }, retries: 2 },
    } });
    expect(toast.success).toHaveBeenCalledWith(T.actionSaved);
  });

  it('makes a hand-over to a group picked by its name', async () => {
    await render();
    await click(button('New action'));
    await type('Name', 'to_billing');
    await pick('What it does', 'Hand over to an agent');
    await pick('Group', 'Billing');
    await click(button('Save'));
    expect(requestData).toHaveBeenCalledWith(P.actions, { method: 'POST', body: {
      domainId: DOMAIN._id, name: 'to_billing', description: '', config: { kind: 'handover', groupId: 'g-billing' },
    } });
  });

  it('asks before deleting an action', async () => {
    await render();
    await click(button('Delete utter_greet'));
    expect(text()).toContain('Delete the action utter_greet?');
    await click(Array.from(document.body.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')).find((b) => b.textContent === 'Delete'));
    expect(requestData).toHaveBeenCalledWith('/admin/v1/dms/actions/a-greet', { method: 'DELETE' });
  });
});
