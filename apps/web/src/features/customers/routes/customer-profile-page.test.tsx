import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_PATHS } from '@switchboard/contracts/customers/customers.schemas';
import type { ChatLogSummary } from '@switchboard/contracts/history/history.schemas';
import { defaultPermissions, type RoleName } from '@switchboard/contracts/roles';
import { TICKET_PATHS } from '@switchboard/contracts/tickets/tickets.schemas';
import CustomerProfilePage from '@/features/customers/routes/customer-profile-page';
import { useSessionStore } from '@/lib/session/session-store';
import type { StoredSession } from '@/lib/session/stored-session';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));

const session = (role: RoleName, ticketsEnabled: boolean): StoredSession => ({
  _id: 'me', admin_id: 'admin-me', token: 't', nlpServiceDetails: { language: 'en', threshold: 0.5 }, allowed_channels: [],
  brandInfo: { name: 'Demo' }, bifurcation_data: { selected: {}, filters: [] },
  user_info: { email: 'me@demo.brand', firstName: 'Me', lastName: 'X', role, permissions: defaultPermissions(role, ticketsEnabled) },
} as StoredSession);

const profile = {
  customer: { psid: 'demo-ticket-1', name: 'Priya Shah', channel: 'website', blocked: false, lastSeenAt: '2026-11-21T10:00:00.000Z', firstSeenAt: '2026-11-20T10:00:00.000Z', chatCount: 0,
    online: false, email: null as string | null },
  userProfileDetails: { sections: [] },
  tags: [],
};
const ticket = {
  ticketId: 't-1', psid: 'demo-ticket-1', customerName: 'Priya Shah', channel: 'website', contactType: 'email', priority: 'high', group: null,
  groupName: null, status: 'open', chatState: 'Inqueue', agentId: null, agentName: null, adminPsid: null, subject: 'Refund not received',
  description: '', chatTicketId: null, source: 'console', createdAt: '2026-11-21T09:00:00.000Z', updatedAt: '2026-11-21T09:00:00.000Z', resolvedAt: null,
};

const dom = domRootPerTest();

beforeEach(() => {
  requestData.mockReset().mockImplementation(async (path: string) => {
    if (path === CUSTOMER_PATHS.profile) return profile;
    if (path === CUSTOMER_PATHS.chats) return { chatLogs: [], hasMore: false, nextCursor: null };
    if (path === TICKET_PATHS.customerTickets) return { tickets: [ticket] };
    throw new Error(`unexpected ${path}`);
  });
});
// The page is still mounted here (this runs before domRootPerTest's unmount): its update goes through act().
afterEach(() => act(() => useSessionStore.setState({ session: null })));

async function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => dom.root.render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/users/id=demo-ticket-1&type=psid']}>
        <Routes><Route path="/users/:customerRef" element={<CustomerProfilePage />} /></Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  ));
  await settle();
}

describe('customer profile tickets', () => {
  it("lists the customer's tickets, linked to their pages, for a member with ticketsEnabled", async () => {
    useSessionStore.setState({ session: session('Supervisor', true) });
    await render();
    expect(requestData).toHaveBeenCalledWith(TICKET_PATHS.customerTickets, expect.objectContaining({ query: { psid: 'demo-ticket-1' } }));
    const link = dom.container.querySelector<HTMLAnchorElement>('a[href="/tickets/t-1"]');
    expect(link?.textContent).toBe('Refund not received');
  });

  it('shows no tickets and asks for none without ticketsEnabled', async () => {
    useSessionStore.setState({ session: session('QA', false) });
    await render();
    expect(dom.container.textContent).toContain('Priya Shah');
    expect(dom.container.textContent).not.toContain('Tickets');
    expect(requestData).not.toHaveBeenCalledWith(TICKET_PATHS.customerTickets, expect.anything());
  });
});

describe('customer profile: pre-chat form answers and ratings (issue 21 points 2, 3)', () => {
  const chat: ChatLogSummary = {
    sessionId: '4a1c0f5e-3d7b-4c55-9d0e-1f2a3b4c5d6e', psid: 'demo-ticket-1', customerName: 'Priya Shah', channel: 'website', chatState: 'Resolved',
    agentId: null, agentName: 'Alice Agent', handledBy: 'agent', selectedTags: [], blockedStatus: false, reviewStatus: null, messageCount: 4,
    lastMessage: 'Thanks!', startedAt: '2026-11-21T09:00:00.000Z', resolvedAt: '2026-11-21T09:20:00.000Z',
    rating: { scale: 'stars', score: 4, comment: 'Quick and kind', ratedAt: '2026-11-21T09:21:00.000Z' },
  };

  it('shows the e-mail and name from the form, online now, the satisfaction summary and each chat\'s rating', async () => {
    requestData.mockImplementation(async (path: string) => {
      if (path === CUSTOMER_PATHS.profile) {
        return {
          ...profile,
          customer: { ...profile.customer, email: 'priya@example.com', online: true, chatCount: 1 },
          userProfileDetails: { sections: [
            { sectionTitle: 'Customer', data: [{ subTitle: 'Name', value: 'Priya Shah', type: 'text' }, { subTitle: 'E-mail', value: 'priya@example.com', type: 'text' }] },
            { sectionTitle: 'Satisfaction', data: [{ subTitle: 'Latest rating', value: '4/5 stars', type: 'text' }] },
          ] },
        };
      }
      if (path === CUSTOMER_PATHS.chats) return { chatLogs: [chat], hasMore: false, nextCursor: null };
      throw new Error(`unexpected ${path}`);
    });
    useSessionStore.setState({ session: session('QA', false) });
    await render();
    const customer = dom.container.querySelector('section[aria-label="Customer"]');
    expect(customer?.textContent).toContain('E-mail');
    expect(customer?.textContent).toContain('priya@example.com');
    expect(dom.container.textContent).toContain('Online now');
    expect(dom.container.querySelector('section[aria-label="Satisfaction"]')?.textContent).toContain('4/5 stars');
    const rated = dom.container.querySelector('ul[aria-label="Customer chats"] [title]');
    expect(rated?.textContent).toBe('Rated 4/5 stars');
    expect(rated?.getAttribute('title')).toBe('Rated 4/5 stars: “Quick and kind”');
  });
});
