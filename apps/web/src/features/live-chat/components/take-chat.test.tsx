/** Issue 21, point 4: "Take" in the in-queue list (and the open chat's actions) takes a waiting chat. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { ChatsScreen } from '@/features/live-chat/components/chats-screen';
import { preloadChatPanes } from '@/features/live-chat/components/lazy-chat-panes';
import { aChat, aViewer } from '@/features/live-chat/model/test-fixtures';
import type { Viewer } from '@/features/live-chat/model/viewer';
import { useLiveChatStore } from '@/features/live-chat/stores/live-chat-store';
import { useScreenStore } from '@/lib/screen/screen-store';
import { domRootPerTest } from '@/test-support/dom-root';

const emitCommand = vi.hoisted(() => vi.fn());
vi.mock('@/features/live-chat/api/live-chat-socket', () => ({
  emitCommand,
  chatSocket: () => new Promise(() => {}),
  onCommandReset: () => () => {},
  connectedSocketId: vi.fn(),
}));

const QUEUED = '5e551011-0000-4000-8000-000000000002';
const queued = aChat({ sessionId: QUEUED, psid: 'psid-2', customerName: 'Queued Quinn', chatState: 'Inqueue', agentId: null, agentName: null });
const TAKEN_ELSEWHERE = 'Another agent has already taken this chat.';

const dom = domRootPerTest();
const text = () => dom.container.textContent ?? '';
const takeButton = () => dom.container.querySelector<HTMLButtonElement>('button[aria-label="Take the chat with Queued Quinn"]');

function render(viewer: Viewer = aViewer()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(liveChatKeys.list, [queued]);
  act(() => dom.root.render(<QueryClientProvider client={queryClient}><ChatsScreen viewer={viewer} /></QueryClientProvider>));
  act(() => dom.container.querySelector<HTMLElement>('[data-tab="inQueue"]')?.click());
}

// The open chat's panes are a lazy chunk: loaded up front, a chat taken opens at once.
beforeAll(async () => { await preloadChatPanes(); });

beforeEach(() => {
  emitCommand.mockReset().mockResolvedValue({ ok: true, data: undefined });
  useLiveChatStore.getState().reset();
  useScreenStore.getState().update(1280, 800);
});

// The first test to open a chat pays for the composer's first render: slow on a loaded machine.
describe('Take in the in-queue list', { timeout: 30_000 }, () => {
  it('takes the chat: the command goes to the server, my chats shows and the chat opens', async () => {
    render();
    expect(text()).toContain('Queued Quinn');
    emitCommand.mockImplementation((command: string) =>
      Promise.resolve(command === 'takeChat' ? { ok: true, data: { sessionId: QUEUED, chatState: 'AgentHandling' } } : { ok: true, data: undefined }));

    await act(async () => takeButton()?.click());

    // Not quiet: a refusal would show the server's message.
    expect(emitCommand).toHaveBeenCalledWith('takeChat', { sessionId: QUEUED }, undefined);
    expect(useLiveChatStore.getState().activeTab).toBe('myChats');
    expect(useLiveChatStore.getState().selectedSessionId).toBe(QUEUED);
  });

  it('a chat another agent took first: the list is read again and the chat leaves the in-queue tab', async () => {
    render();
    emitCommand.mockImplementation((command: string) => {
      if (command === 'takeChat') return Promise.resolve({ ok: false, message: TAKEN_ELSEWHERE, reset: false });
      if (command === 'join') return Promise.resolve({ ok: true, data: { liveChatData: [{ ...queued, chatState: 'AgentHandling', agentId: 'agent-2', agentName: 'Bob Agent' }] } });
      return Promise.resolve({ ok: true, data: { UntaggedChatsData: [] } });
    });

    await act(async () => takeButton()?.click());
    // The list is read again (join): wait for it inside act, the refetch updates the screen.
    for (let tries = 0; tries < 100 && text().includes('Queued Quinn'); tries++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));

    expect(text()).not.toContain('Queued Quinn');
    expect(emitCommand).toHaveBeenCalledWith('join', {}, expect.anything());
    expect(useLiveChatStore.getState().activeTab).toBe('inQueue');
    expect(useLiveChatStore.getState().selectedSessionId).toBeNull();
  });

  it('shows no Take to a member without the take permission', () => {
    render(aViewer({ permissions: { actions: { chats: { take: false } }, events: {} } }));
    expect(text()).toContain('Queued Quinn');
    expect(takeButton()).toBeNull();
  });

  it('offers Take among the open waiting chat’s actions', async () => {
    render();
    act(() => useLiveChatStore.getState().selectChat(QUEUED));
    const toolbar = () => dom.container.querySelector('[role="toolbar"][aria-label="Chat actions"]');
    const take = [...(toolbar()?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Take');
    expect(take).toBeDefined();
    await act(async () => take?.click());
    expect(emitCommand).toHaveBeenCalledWith('takeChat', { sessionId: QUEUED }, undefined);
    expect(useLiveChatStore.getState().activeTab).toBe('myChats');
  });
});
