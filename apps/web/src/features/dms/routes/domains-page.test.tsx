/** Domains: the list with intents, entities, slots and counts; empty and error states; a new domain checked with the shared schema; delete asked first. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DMS_PATHS as P, DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import DomainsPage from '@/features/dms/routes/domains-page';
import { button, click, text, type } from '@/features/dms/test-support/dom';
import { createFakeSocket } from '@/features/dms/test-support/fake-socket';
import { DOMAIN } from '@/features/dms/test-support/fixtures';
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
let domains: () => unknown;

function answer(path: string) {
  if (path === P.domains) return domains();
  if (path === P.actions) return [];
  if (path === P.trainingStatus) return null;
  if (path.startsWith('/admin/v1/botBuilder/')) return path.endsWith('preemptiveData') ? { actions: [], workflows: [] } : { items: [{ name: 'greeting' }], totalCount: 1 };
  throw new Error(`unexpected ${path}`);
}
const render = () => renderAt(dom, [{ path: '/dms/domains', element: <DomainsPage /> }], '/dms/domains');

beforeEach(() => {
  fake.current!.reset();
  requestData.mockReset().mockImplementation(async (path: string) => answer(path));
  request.mockReset();
  domains = () => [DOMAIN];
  Object.values(toast).forEach((fn) => fn.mockReset());
});

describe('DomainsPage', { timeout: 30_000 }, () => {
  it('lists each domain with its intents, entities, typed slots and counts', async () => {
    await render();
    const row = document.body.querySelector('tbody tr[data-row-key="d-orders"]')?.textContent ?? '';
    expect(row).toContain('Orders');
    expect(row).toContain('2 dialogues · 2 actions');
    expect(row).toContain('order_status');
    expect(row).toContain('order: text ← order_number');
  });

  it('says when there are none', async () => {
    domains = () => [];
    await render();
    expect(text()).toContain('No domains yet');
  });

  it('shows the error state with Retry', async () => {
    domains = () => {
      throw new HttpError({ kind: 'http', status: 500, message: 'down' });
    };
    await render();
    expect(text()).toContain('The domains could not be loaded.');
    domains = () => [DOMAIN];
    await click(button('Retry'));
    expect(text()).toContain('2 dialogues');
  });

  it('creates a domain: the shared schema refuses an empty name first, then it is saved', async () => {
    request.mockResolvedValue({ ok: true, status: 200, data: { ...DOMAIN, _id: 'd-new', name: 'Billing' }, message: T.domainSaved });
    await render();
    await click(button('New domain'));
    await click(button('Save'));
    expect(text()).toContain('Required');
    expect(request).not.toHaveBeenCalled();
    await type('Name', 'Billing');
    await click(button('Save'));
    expect(request).toHaveBeenCalledWith(P.domains, expect.objectContaining({ method: 'POST', body: expect.objectContaining({ name: 'Billing', threshold: 0.6, slots: [] }) }));
    expect(toast.success).toHaveBeenCalledWith(T.domainSaved);
  });

  it('asks before deleting a domain', async () => {
    requestData.mockImplementation(async (path: string, options?: { method?: string }) => (options?.method === 'DELETE' ? { _id: 'd-orders' } : answer(path)));
    await render();
    await click(button('Delete Orders'));
    expect(text()).toContain('Delete the domain Orders?');
    await click(Array.from(document.body.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')).find((b) => b.textContent === 'Delete'));
    expect(requestData).toHaveBeenCalledWith('/admin/v1/dms/domains/d-orders', { method: 'DELETE' });
    expect(toast.success).toHaveBeenCalledWith(T.domainDeleted);
  });
});
