/** Every report says which bifurcation selection it counts in, as the member's session holds it. */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BifurcationFilter } from '@switchboard/contracts/auth/bifurcation.schemas';
import { defaultPermissions } from '@switchboard/contracts/roles';
import { ReportFilterBar } from '@/features/analytics/report-kit/components/report-filter-bar';
import { scopeLabel } from '@/features/analytics/report-kit/components/report-scope-note';
import { useSessionStore } from '@/lib/session/session-store';
import type { StoredSession } from '@/lib/session/stored-session';
import { domRootPerTest } from '@/test-support/dom-root';

const dom = domRootPerTest();
afterEach(async () => { await act(async () => { useSessionStore.setState({ session: null }); }); });

const REGION: BifurcationFilter = {
  valueKey: 'region', label: 'Region', defaultValue: 'north', options: [{ value: 'north', label: 'North' }, { value: 'south', label: 'South' }],
};
const LANGUAGE: BifurcationFilter = { valueKey: 'language', label: 'Language', defaultValue: 'en', options: [{ value: 'en' }, { value: 'hi' }] };

function signIn(filters: BifurcationFilter[], selected: StoredSession['bifurcation_data']['selected']) {
  useSessionStore.setState({ session: {
    _id: 'me', admin_id: 'me', token: 't', nlpServiceDetails: { language: 'en', threshold: 0.5 }, allowed_channels: [], brandInfo: { name: 'Demo' },
    bifurcation_data: { selected, filters }, user_info: { email: 'me@demo.brand', firstName: 'Me', lastName: 'Member', role: 'Manager', permissions: defaultPermissions('Manager', false) },
  } as StoredSession });
}

async function render() {
  const filter = { startDate: '2026-10-10', endDate: '2026-10-12', granularity: 'day', timeZone: 'Asia/Kolkata' } as const;
  await act(async () => { dom.root.render(<ReportFilterBar value={filter} onChange={() => undefined} />); });
  return dom.container.querySelector('[data-testid="report-scope"]')?.textContent ?? null;
}

describe('the report’s bifurcation scope', () => {
  it('names each filter with the option selected, or its default, by the option’s label when it has one', () => {
    expect(scopeLabel([REGION, LANGUAGE], { region: { value: 'south' } })).toBe('Region: South, Language: en');
    expect(scopeLabel([REGION], {})).toBe('Region: North');
  });

  it('shows beside the filters what the session selected, and nothing for a brand without filters', async () => {
    signIn([REGION], { region: { value: 'south' } });
    expect(await render()).toBe('Counted for Region: South');
    await act(async () => { signIn([], {}); });
    expect(await render()).toBeNull();
  });
});
