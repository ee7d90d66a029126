/** API tokens: admins only; make a token (shown once, to copy), list tokens without it, revoke one (asked first). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiToken } from '@switchboard/contracts/automated-testing/api-tokens.schemas';
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import { ApiTokensButton } from '@/features/automated-testing/components/api-tokens-button';
import { button, click, text, type } from '@/features/automated-testing/test-support/dom';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
const request = vi.hoisted(() => vi.fn());
const allowed = vi.hoisted(() => ({ configurationEdit: true }));
vi.mock('@/lib/http/api', () => ({ http: { requestData, request } }));
vi.mock('@/hooks/use-action-allowed', () => ({
  useActionAllowed: (resource: string, action: string) => resource !== 'configuration' || action !== 'edit' || allowed.configurationEdit,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/feedback/feedback', async (importOriginal) => ({ ...await importOriginal<object>(), toast }));

const dom = domRootPerTest();
const TOKEN: ApiToken = {
  _id: 'k1', name: 'Nightly CI', prefix: 'sbt_4fA9x2Qe', createdBy: 'Ada Admin', createdAt: '2026-11-27T10:00:00.000Z',
  lastUsedAt: null, revokedAt: null, revokedBy: null,
};
let tokens: ApiToken[];

async function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  await act(async () => dom.root.render(<QueryClientProvider client={client}><ApiTokensButton /></QueryClientProvider>));
  await settle();
}

beforeEach(() => {
  allowed.configurationEdit = true;
  tokens = [TOKEN];
  requestData.mockReset().mockImplementation(async (path: string) => {
    if (path === P.apiTokens) return tokens;
    throw new Error(`unexpected ${path}`);
  });
  request.mockReset();
  toast.success.mockReset();
});

describe('ApiTokensButton', { timeout: 30_000 }, () => {
  it('is not there for a member who may not edit the configuration', async () => {
    allowed.configurationEdit = false;
    await render();
    expect(button('API tokens')).toBeUndefined();
    expect(requestData).not.toHaveBeenCalled();
  });

  it('makes a token and shows it once, lists tokens by their first characters, and revokes one after asking', async () => {
    await render();
    await click(button('API tokens'));
    expect(text()).toContain('sbt_4fA9x2Qe…');
    expect(text()).toContain('Made by Ada Admin');
    expect(text()).toContain('never used');

    const secret = 'sbt_4fA9x2QeSECRETsecretSECRETsecretSECRETsec';
    request.mockResolvedValueOnce({ ok: true, status: 200, data: { ...TOKEN, _id: 'k2', name: 'Release', token: secret }, message: 'API token created: copy it now, it is not shown again' });
    expect(button('Create token')?.disabled).toBe(true);
    await type('Token name', 'Release');
    tokens = [{ ...TOKEN, _id: 'k2', name: 'Release' }, TOKEN];
    await click(button('Create token'));
    expect(request).toHaveBeenCalledWith(P.apiTokens, { method: 'POST', body: { name: 'Release' } });
    expect(toast.success).toHaveBeenCalledWith('API token created: copy it now, it is not shown again');
    expect(text()).toContain('Copy the token "Release" now: it is not shown again.');
    expect(text()).toContain(secret);
    // The list itself never holds the token.
    expect(document.body.querySelector('ul[aria-label="API tokens"]')?.textContent).not.toContain(secret);

    request.mockResolvedValueOnce({ ok: true, status: 200, data: { ...TOKEN, revokedAt: '2026-11-28T09:00:00.000Z', revokedBy: 'Ada Admin' }, message: 'API token revoked' });
    tokens = [{ ...TOKEN, _id: 'k2', name: 'Release' }, { ...TOKEN, revokedAt: '2026-11-28T09:00:00.000Z', revokedBy: 'Ada Admin' }];
    await click(button('Revoke Nightly CI'));
    expect(text()).toContain('Revoke "Nightly CI"?');
    expect(request).toHaveBeenCalledTimes(1);
    await click(Array.from(document.body.querySelectorAll<HTMLButtonElement>('.ant-popconfirm button')).find((b) => b.textContent === 'Revoke'));
    expect(request).toHaveBeenLastCalledWith(P.revokeApiToken.replace(':tokenId', 'k1'), { method: 'POST' });
    expect(toast.success).toHaveBeenCalledWith('API token revoked');
    expect(text()).toContain('Revoked');
    expect(button('Revoke Nightly CI')).toBeUndefined();
  });
});
