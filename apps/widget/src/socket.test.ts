/** The real socket's set-up: websocket first with polling as fallback, and a first connection that never succeeds reported as such. */
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Handler = (...args: unknown[]) => void;
const created = vi.hoisted(() => [] as { url: string; options: Record<string, unknown>; fake: ReturnType<typeof fakeIo> }[]);
function fakeIo() {
  const handlers = new Map<string, Handler[]>();
  return {
    active: true,
    connected: false,
    io: { reconnection: vi.fn() },
    on(event: string, handler: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    },
    fire(event: string, ...args: unknown[]) {
      (handlers.get(event) ?? []).forEach((handler) => handler(...args));
    },
  };
}
vi.mock('socket.io-client', () => ({
  io: (url: string, options: Record<string, unknown>) => {
    const fake = fakeIo();
    created.push({ url, options, fake });
    return fake;
  },
}));
const { socketIo } = await import('./socket');

beforeEach(() => void created.splice(0));

describe('socketIo', () => {
  it('tries a websocket first and falls back to long-polling within the same attempt', () => {
    socketIo('https://chat.example/webchat', () => ({ clientUrl: 'https://shop.example/' }));
    expect(created[0]?.options).toMatchObject({ transports: ['websocket', 'polling'], tryAllTransports: true });
  });

  it('reports a first connection that failed on every transport as not active (cannot connect), and reconnects by itself once connected', () => {
    const socket = socketIo('https://chat.example/webchat', () => ({}));
    const fake = created[0]!.fake;
    expect(socket.active).toBe(true);
    fake.fire('connect_error', new Error('websocket error'));
    expect(socket.active).toBe(false);
    expect(fake.io.reconnection).toHaveBeenLastCalledWith(false);

    fake.fire('connect');
    expect(socket.active).toBe(true);
    expect(fake.io.reconnection).toHaveBeenLastCalledWith(true);
    // After a first success, a failed attempt is socket.io's own reconnection ("Reconnecting…").
    fake.fire('connect_error', new Error('websocket error'));
    expect(socket.active).toBe(true);
  });
});
