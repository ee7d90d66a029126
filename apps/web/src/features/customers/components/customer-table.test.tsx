/** The Customers list's Status column (issue 21 point 2): blocked, online now, or last seen — never blank. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_PATHS, type CustomerSummary } from '@switchboard/contracts/customers/customers.schemas';
import { CustomerTable } from '@/features/customers/components/customer-table';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const customer = (patch: Partial<CustomerSummary>): CustomerSummary => ({
  psid: 'p', name: 'Someone', channel: 'website', blocked: false, chatCount: 1, firstSeenAt: hoursAgo(100), lastSeenAt: hoursAgo(3),
  online: false, email: null, ...patch,
});
const CUSTOMERS = [
  customer({ psid: 'p-online', name: 'Asha Rao', online: true, lastSeenAt: hoursAgo(0), email: 'asha@example.com' }),
  customer({ psid: 'p-away', name: 'Omar Haddad' }),
  customer({ psid: 'p-blocked', name: 'Daniel Okafor', blocked: true, lastSeenAt: hoursAgo(50) }),
];

const dom = domRootPerTest();

beforeEach(() => {
  requestData.mockReset().mockImplementation(async (path: string) => {
    if (path === CUSTOMER_PATHS.list) return { customers: CUSTOMERS, totalCount: CUSTOMERS.length };
    throw new Error(`unexpected ${path}`);
  });
});

async function render() {
  await act(async () => dom.root.render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter><CustomerTable /></MemoryRouter>
    </QueryClientProvider>,
  ));
  await settle();
}

describe('CustomerTable status', () => {
  it('shows online now, last seen in words, and blocked, with the e-mail from the pre-chat form', async () => {
    await render();
    const rows = Array.from(dom.container.querySelectorAll('tbody tr'));
    const statusOf = (name: string) => {
      const row = rows.find((tr) => tr.textContent?.includes(name));
      const cells = row?.querySelectorAll('td');
      return cells?.[cells.length - 1]?.textContent;
    };
    expect(statusOf('Asha Rao')).toBe('Online now');
    expect(statusOf('Omar Haddad')).toBe('Last seen 3 hours ago');
    expect(statusOf('Daniel Okafor')).toBe('BlockedLast seen 2 days ago');
    expect(rows.find((tr) => tr.textContent?.includes('Asha Rao'))?.textContent).toContain('asha@example.com');
    expect(rows.every((tr) => (tr.querySelectorAll('td')[tr.querySelectorAll('td').length - 1]?.textContent ?? '') !== '')).toBe(true);
  });
});
