import { describe, expect, it, vi } from 'vitest';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { STAFF_EVENTS } from '@switchboard/contracts/live-chat/live-chat.events';
import { getNamespaceSocket, replayState } from '@/lib/socket/namespace-socket';

/** A socket.io client that records its listeners, so the test plays the server's events. */
const fake = vi.hoisted(() => {
  type Listener = (payload: unknown) => void;
  const made: Array<{ listeners: Map<string, Listener[]>; emit: (event: string, payload: unknown) => void }> = [];
  const io = () => {
    const listeners = new Map<string, Listener[]>();
    const socket = {
      listeners,
      io: { on: () => undefined },
      on: (event: string, listener: Listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
      emit: (event: string, payload: unknown) => listeners.get(event)?.forEach((listener) => listener(payload)),
    };
    made.push(socket);
    return socket;
  };
  return { made, io };
});
vi.mock('socket.io-client', () => ({ io: fake.io }));
vi.mock('@/lib/socket/public-ip', () => ({ fetchPublicIp: () => Promise.resolve(null) }));

describe('a socket keeps the latest state events for listeners that attach late', () => {
  it('hands the chat counters and the agent state received before the listener attached, the latest of each', async () => {
    const socket = await getNamespaceSocket(NAMESPACES.liveConversations);
    const server = fake.made.at(-1)!;
    server.emit(STAFF_EVENTS.detailedChatStats, { totalLive: 1 });
    server.emit(STAFF_EVENTS.detailedChatStats, { totalLive: 2 });
    server.emit(STAFF_EVENTS.getAgentState, { accepting: true });
    server.emit(STAFF_EVENTS.typingStatus, { typing: true });
    const seen: Array<[string, unknown]> = [];
    const handler = (event: string) => (payload: unknown) => seen.push([event, payload]);
    replayState(socket, {
      [STAFF_EVENTS.detailedChatStats]: handler('stats'),
      [STAFF_EVENTS.getAgentState]: handler('agent'),
      [STAFF_EVENTS.typingStatus]: handler('typing'),
    });
    // Typing is not a state: a late listener must not see an old one.
    expect(seen).toEqual([['stats', { totalLive: 2 }], ['agent', { accepting: true }]]);
  });
});
