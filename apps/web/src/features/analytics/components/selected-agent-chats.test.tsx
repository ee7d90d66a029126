import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@switchboard/contracts/common/constants';
import { SelectedAgentChats } from '@/features/analytics/components/selected-agent-chats';
import { settle, domRootPerTest } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));

const chat = {
  psid: 'p-1', sessionId: 's-1', channel: 'website', customerName: 'Priya Nair', chatState: 'AgentHandling', agentId: 'a-1', agentName: 'Alice Agent',
  groupId: null, inviteInfo: {}, supervisors: [], clientUrl: null, selectedTags: [], blockedStatus: false, onHold: true, raisedHand: false,
  lastMessage: 'Where is my order?', lastSeq: 4, adminStallCount: 0, customerStallCount: 0, handoverAt: 1, acceptedAt: 2, eventListenTimeStamp: 3,
  session_language: 'en',
};

const dom = domRootPerTest();
let queryClient: QueryClient;

async function render(mine = false) {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    dom.root.render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter><SelectedAgentChats agentId="a-1" name="Alice Agent" mine={mine} onClose={() => undefined} /></MemoryRouter>
      </QueryClientProvider>,
    );
  });
  await settle();
}

beforeEach(() => requestData.mockReset());

describe('SelectedAgentChats', () => {
  it("lists the picked agent's chats, each opening in the chats page, polled every 5 s (§9)", async () => {
    requestData.mockResolvedValue({ items: [chat], totalCount: 1 });
    await render();
    expect(requestData).toHaveBeenCalledWith('/admin/v1/liveChats', expect.objectContaining({ query: { tab: 'agentChats', agentId: 'a-1' } }));
    expect(queryClient.getQueryCache().getAll()[0]?.options).toMatchObject({ refetchInterval: TIMING.selectedAgentChatsPollMs });
    const link = dom.container.querySelector('a')!;
    expect(link.textContent).toBe('Priya Nair');
    expect(link.getAttribute('href')).toBe('/chats?chat=s-1');
    expect(dom.container.textContent).toContain('On hold');
    expect(dom.container.textContent).toContain('Where is my order?');
  });

  it("asks for the viewer's own chats as myChats, and says when there are none", async () => {
    requestData.mockResolvedValue({ items: [], totalCount: 0 });
    await render(true);
    expect(requestData).toHaveBeenCalledWith('/admin/v1/liveChats', expect.objectContaining({ query: { tab: 'myChats', agentId: 'a-1' } }));
    expect(dom.container.textContent).toContain('Alice Agent has no open chats');
  });
});
