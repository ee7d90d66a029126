/**
 * §7/§8: a command answered with errorCode 204 shows the server's message and fires a reset: the open chat
 * the command named closes and the live list is read again (join). Any other refusal shows its message and resets nothing.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emitCommand } from '@/features/live-chat/api/live-chat-socket';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { useLiveChatRealtime } from '@/features/live-chat/hooks/use-live-chat-realtime';
import { aChat, aViewer } from '@/features/live-chat/model/test-fixtures';
import { useLiveChatStore } from '@/features/live-chat/stores/live-chat-store';
import { domRootPerTest } from '@/test-support/dom-root';

const CHAT = '5e551011-0000-4000-8000-000000000009';
const GONE = 'This chat has already been resolved.';

/** A connected socket whose acks the test sets per event. */
const socket = vi.hoisted(() => {
  const replies = new Map<string, unknown>();
  const emitted: string[] = [];
  return {
    replies, emitted, connected: true, id: 'socket-1',
    on: () => undefined, off: () => undefined,
    timeout: () => ({ emitWithAck: (event: string) => {
      emitted.push(event);
      return Promise.resolve(replies.get(event) ?? { data: {} });
    } }),
  };
});
vi.mock('@/lib/socket/namespace-socket', () => ({ getNamespaceSocket: () => Promise.resolve(socket), replayState: () => undefined }));
const toast = vi.hoisted(() => ({ error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/feedback/feedback', async (importOriginal) => ({ ...await importOriginal<object>(), toast }));

const dom = domRootPerTest();

function Console() {
  useLiveChatRealtime(aViewer());
  return null;
}

async function render(): Promise<QueryClient> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(liveChatKeys.list, [aChat({ sessionId: CHAT })]);
  await act(async () => dom.root.render(<QueryClientProvider client={queryClient}><Console /></QueryClientProvider>));
  // Mounting marks a list kept in cache for reading again (coming back to the page): start from a fresh one.
  queryClient.setQueryData(liveChatKeys.list, [aChat({ sessionId: CHAT })]);
  expect(queryClient.getQueryState(liveChatKeys.list)?.isInvalidated).toBe(false);
  return queryClient;
}

beforeEach(() => {
  socket.replies.clear();
  socket.emitted.length = 0;
  Object.values(toast).forEach((fn) => fn.mockReset());
  useLiveChatStore.getState().reset();
  useLiveChatStore.getState().selectChat(CHAT);
});

describe('a command answered with errorCode 204', () => {
  it("shows the server's message, closes the open chat and marks the live list for reading again", async () => {
    const queryClient = await render();
    socket.replies.set('resolveChat', { message: GONE, errorCode: 204 });

    const outcome = await act(() => emitCommand('resolveChat', { sessionId: CHAT }));

    expect(outcome).toEqual({ ok: false, message: GONE, reset: true });
    expect(toast.error).toHaveBeenCalledWith(GONE);
    expect(useLiveChatStore.getState().selectedSessionId).toBeNull();
    expect(queryClient.getQueryState(liveChatKeys.list)?.isInvalidated).toBe(true);
  });

  it('a 204 about another chat (a stale offer accepted) re-reads the list and leaves the open chat alone', async () => {
    const queryClient = await render();
    socket.replies.set('acceptChat', { message: 'This chat is no longer offered to you.', errorCode: 204 });

    await act(() => emitCommand('acceptChat', { sessionId: '5e551011-0000-4000-8000-00000000000a' }));

    expect(toast.error).toHaveBeenCalledWith('This chat is no longer offered to you.');
    expect(useLiveChatStore.getState().selectedSessionId).toBe(CHAT);
    expect(queryClient.getQueryState(liveChatKeys.list)?.isInvalidated).toBe(true);
  });

  it('another refusal (412) shows its message and keeps the chat open', async () => {
    const queryClient = await render();
    socket.replies.set('holdChat', { message: 'That agent is offline or has no room for another chat.', errorCode: 412 });

    const outcome = await act(() => emitCommand('holdChat', { sessionId: CHAT, onHold: true }));

    expect(outcome).toMatchObject({ ok: false, reset: false });
    expect(toast.error).toHaveBeenCalledWith('That agent is offline or has no room for another chat.');
    expect(useLiveChatStore.getState().selectedSessionId).toBe(CHAT);
    expect(queryClient.getQueryState(liveChatKeys.list)?.isInvalidated).toBe(false);
  });
});
