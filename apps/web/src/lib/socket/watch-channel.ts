/**
 * Watching a live-stats channel: listen to its events on the namespace's socket, tell the server to
 * start (subscribe) and, when the page goes, to stop (unsubscribe) so it computes nothing for nobody.
 */
import type { z } from 'zod';
import { getNamespaceSocket } from '@/lib/socket/namespace-socket';

export type Listener = (raw: unknown) => void;

/** A listener that passes on only payloads matching the contract's schema (a malformed one is dropped). */
export const checked = <T>(schema: z.ZodType<T>, apply: (payload: T) => void): Listener => (raw) => {
  const parsed = schema.safeParse(raw);
  if (parsed.success) apply(parsed.data);
};

/** Starts watching; the returned function stops. */
export function watchChannel(
  namespace: string,
  listeners: Record<string, Listener>,
  commands: { subscribe: string; unsubscribe: string },
): () => void {
  let active = true;
  let stop = () => {};
  void getNamespaceSocket(namespace).then((socket) => {
    if (!active) return;
    Object.entries(listeners).forEach(([event, listener]) => socket.on(event, listener));
    socket.emit(commands.subscribe);
    stop = () => {
      Object.entries(listeners).forEach(([event, listener]) => socket.off(event, listener));
      socket.emit(commands.unsubscribe);
    };
  });
  return () => {
    active = false;
    stop();
  };
}
