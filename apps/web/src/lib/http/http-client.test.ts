import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpDeps, type HttpEffects } from '@/lib/http/http-client';
import { HttpError } from '@/lib/http/http-error';

type FakeFetch = (url: string, init: RequestInit) => Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status: status > 599 ? 200 : status, headers: { 'Content-Type': 'application/json' } });

function setup(fake: FakeFetch, overrides: Partial<HttpDeps> = {}) {
  const effects: { [K in keyof HttpEffects]: ReturnType<typeof vi.fn> } = {
    unauthorized: vi.fn(), redirect: vi.fn(), modal: vi.fn(), error: vi.fn(), warning: vi.fn(), checkInternet: vi.fn(),
  };
  const fetchSpy = vi.fn(fake);
  const client = createHttpClient({
    fetch: fetchSpy as unknown as typeof fetch,
    baseUrls: { users: 'https://users.test', main: 'https://main.test' },
    timeoutMs: 20_000,
    getToken: () => 'tok',
    getSelectedBifurcation: () => ({ region: { value: 'in' } }),
    effects: effects as unknown as HttpEffects,
    ...overrides,
  });
  return { client, effects, fetchSpy };
}

afterEach(() => vi.useRealTimers());

describe('http client requests', () => {
  it('picks the base by path, sends the bearer and adds the selection to non-GET bodies', async () => {
    const { client, fetchSpy } = setup(async () => json(200, { data: { ok: 1 }, message: 'done' }));
    const result = await client.request('/users/login', { method: 'POST', body: { email: 'a@b.co' } });
    expect(result).toEqual({ ok: true, status: 200, data: { ok: 1 }, message: 'done' });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('https://users.test/users/login');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'a@b.co', selectedBifurcation: { region: { value: 'in' } } });

    await client.request('/check_version', { query: { brand: 'Acme Co' } });
    expect(fetchSpy.mock.calls[1]![0]).toBe('https://main.test/check_version?brand=Acme+Co');
    expect(fetchSpy.mock.calls[1]![1].body).toBeUndefined();
  });
});

describe('http client failures', () => {
  it('401 resets the session and rejects', async () => {
    const { client, effects } = setup(async () => json(401, { message: 'Session expired' }));
    await expect(client.request('/admin/v1/x')).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(effects.unauthorized).toHaveBeenCalledWith('Session expired');
    expect(effects.error).not.toHaveBeenCalled();
  });

  it('800 with a pathname redirects, whether as a status or inside the body', async () => {
    const { client, effects } = setup(async () => json(400, { message: 'moved', errorCode: 800, pathname: '/auth/login' }));
    await expect(client.request('/admin/v1/x')).rejects.toMatchObject({ kind: 'redirect' });
    expect(effects.redirect).toHaveBeenCalledWith('/auth/login');

    const status800 = { status: 800, ok: false, text: async () => JSON.stringify({ message: 'go', pathname: '/chats' }) } as Response;
    const real = setup(async () => status800);
    await expect(real.client.request('/admin/v1/x')).rejects.toMatchObject({ kind: 'redirect', status: 800 });
    expect(real.effects.redirect).toHaveBeenCalledWith('/chats');

    const inOk = setup(async () => json(200, { status: 800, pathname: '/settings/profile' }));
    await expect(inOk.client.request('/admin/v1/x')).rejects.toBeInstanceOf(HttpError);
    expect(inOk.effects.redirect).toHaveBeenCalledWith('/settings/profile');
  });

  it('412 resolves as a refusal and shows its message', async () => {
    const { client, effects } = setup(async () => json(412, { message: 'Bot is training' }));
    await expect(client.request('/admin/v1/x', { method: 'POST', body: {} })).resolves.toEqual({ ok: false, status: 412, message: 'Bot is training', body: { message: 'Bot is training' } });
    expect(effects.warning).toHaveBeenCalledWith('Bot is training');
    await expect(client.requestData('/admin/v1/x')).rejects.toMatchObject({ kind: 'refused', status: 412 });
  });

  it('a 412 of the publish gate carries its run and failing cases (and drops a malformed one)', async () => {
    const testRun = { _id: 'r4', number: 4, failed: 1, failedCases: [{ testCaseId: 'c1', name: 'Greeting' }] };
    const gate = setup(async () => json(412, { message: 'refused', testRun }));
    await expect(gate.client.request('/admin/v1/x', { method: 'POST', body: {} })).resolves.toMatchObject({ ok: false, body: { testRun } });
    const malformed = setup(async () => json(412, { message: 'refused', testRun: { _id: 4 } }));
    const result = await malformed.client.request('/admin/v1/x', { method: 'POST', body: {} });
    expect(result.ok ? null : result.body).toEqual({ message: 'refused' });
  });

  it('an error with title and content opens a modal, otherwise a toast', async () => {
    const modal = setup(async () => json(409, { message: 'm', title: 'Conflict', content: 'Already exists' }));
    await expect(modal.client.request('/admin/v1/x')).rejects.toMatchObject({ status: 409 });
    expect(modal.effects.modal).toHaveBeenCalledWith('Conflict', 'Already exists');
    const plain = setup(async () => json(400, { message: 'Bad e-mail', field: 'email' }));
    await expect(plain.client.request('/admin/v1/x')).rejects.toMatchObject({ body: { field: 'email' } });
    expect(plain.effects.error).toHaveBeenCalledWith('Bad e-mail');
  });

  it('a timeout warns Request Timeout and checks the internet', async () => {
    vi.useFakeTimers();
    const hang: FakeFetch = (_url, init) => new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
    const { client, effects } = setup(hang);
    const pending = client.request('/admin/v1/slow');
    const settled = expect(pending).rejects.toMatchObject({ kind: 'timeout', message: 'Request Timeout' });
    await vi.advanceTimersByTimeAsync(20_000);
    await settled;
    expect(effects.warning).toHaveBeenCalledWith('Request Timeout');
    expect(effects.checkInternet).toHaveBeenCalledOnce();
  });

  it('uploads have no timeout; a network error checks the internet', async () => {
    vi.useFakeTimers();
    let reject: (error: Error) => void = () => {};
    const { client, effects } = setup(() => new Promise((_resolve, fail) => { reject = fail; }));
    const form = new FormData();
    const pending = client.request('/admin/v1/whatsappInputFileUpload', { method: 'POST', body: form });
    const settled = expect(pending).rejects.toMatchObject({ kind: 'network' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(effects.warning).not.toHaveBeenCalled();
    reject(new TypeError('Failed to fetch'));
    await settled;
    expect(effects.checkInternet).toHaveBeenCalledOnce();
    expect(form.get('selectedBifurcation')).toBe(JSON.stringify({ region: { value: 'in' } }));
  });
});

describe('http client passive calls', () => {
  it('leave every failure to the caller', async () => {
    const { client, effects } = setup(async () => json(401, { message: 'nope' }));
    await expect(client.request('/scheduleMaintainance', { passive: true })).rejects.toMatchObject({ status: 401, handled: false });
    expect(Object.values(effects).every((effect) => effect.mock.calls.length === 0)).toBe(true);
  });
});
