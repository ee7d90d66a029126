import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { allowedFilters } from '@switchboard/contracts/auth/bifurcation-scope';
import type { BifurcationFilter } from '@switchboard/contracts/auth/bifurcation.schemas';
import { BifurcationSelector } from '@/app/shell/bifurcation-selector';
import { useSessionStore } from '@/lib/session/session-store';
import { buildStoredSession } from '@/lib/session/stored-session';
import { domRootPerTest } from '@/test-support/dom-root';

vi.mock('@/lib/http/api', () => ({ http: { requestData: vi.fn() } }));

const BRAND_FILTERS: BifurcationFilter[] = [{
  valueKey: 'region', label: 'Region', defaultValue: 'north',
  options: [{ value: 'north', label: 'North' }, { value: 'south', label: 'South' }, { value: 'international', label: 'International' }],
}];

const dom = domRootPerTest();

describe('BifurcationSelector', () => {
  it('offers only the values the member is allowed (the server narrows the filters at sign-in)', async () => {
    // What /users/login answers for a member allowed south and international: their filters, their default.
    const filters = allowedFilters(BRAND_FILTERS, { region: ['south', 'international'] });
    useSessionStore.getState().signIn(buildStoredSession({
      token: 't', adminId: 'a-1', _id: 'u-1', nlpServiceDetails: { language: 'en', threshold: 0.5 }, allowedChannelsDetails: [],
      brandInfo: { name: 'Demo Brand' }, selectedBifurcation: {}, bifurcationFilters: filters,
      user: { email: 'm@demo.brand', firstName: 'Maya', lastName: 'Manager', role: 'Manager', permissions: { features: {}, actions: {}, events: {}, ticketsEnabled: true } },
    }));
    await act(async () => { dom.root.render(<QueryClientProvider client={new QueryClient()}><BifurcationSelector /></QueryClientProvider>); });
    const select = document.body.querySelector<HTMLSelectElement>('select[aria-label="Region"]');
    if (!select) throw new Error('No region select');
    expect(select.selectedOptions[0]?.textContent).toBe('South');
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual(['South', 'International']);
    act(() => useSessionStore.getState().clear());
  });
});
