/**
 * A stand-in for the dialogue channel's socket: records the listeners the screens attach (to push events to them)
 * and answers the trainer's commands with what the test says (`answers`). Use with
 * vi.mock('@/lib/socket/namespace-socket', () => ({ getNamespaceSocket: async () => fakeSocket.socket })).
 */
import { act } from 'react';
import { settle } from '@/test-support/dom-root';

type Listener = (payload: unknown) => void;

export function createFakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const sent: { event: string; payload: unknown }[] = [];
  let answer: (event: string, payload: unknown) => unknown = () => ({ data: null });
  const on = (event: string, listener: Listener) => {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)!.add(listener);
  };
  const off = (event: string, listener: Listener) => listeners.get(event)?.delete(listener);
  const socket = {
    on, off, io: { on, off },
    timeout: () => ({
      emitWithAck: async (event: string, payload: unknown) => {
        sent.push({ event, payload });
        return answer(event, payload);
      },
    }),
  };
  return {
    socket,
    sent,
    /** How commands are answered: the payload of the ack, after any events the handler pushes. */
    answer: (fn: (event: string, payload: unknown) => unknown) => {
      answer = fn;
    },
    /** Pushes an event from the server (synchronously, as socket.io calls listeners). */
    push: (event: string, payload: unknown) => listeners.get(event)?.forEach((listener) => listener(payload)),
    /** Pushes and lets React render. */
    deliver: async (event: string, payload: unknown) => {
      await act(async () => listeners.get(event)?.forEach((listener) => listener(payload)));
      await settle();
    },
    reset: () => {
      listeners.clear();
      sent.length = 0;
      answer = () => ({ data: null });
    },
  };
}
