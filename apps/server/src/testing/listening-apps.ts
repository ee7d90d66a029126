/**
 * Apps that listen on a real port for socket.io clients, over the file's seeded PGlite: each test's
 * apps and sockets are closed after it. For tests of the realtime layer itself (handshakes, origins,
 * raw packets); live-chat journeys use LiveChatHarness.
 */
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterEach } from 'vitest';
import type { App } from '@/plugins/type-provider';
import { buildTestApp } from './test-app';
import { useSeededPglite } from './test-db';

export function useListeningApps() {
  const seeded = useSeededPglite();
  const apps: App[] = [];
  const sockets: Socket[] = [];
  afterEach(async () => {
    sockets.splice(0).forEach((socket) => socket.close());
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  return {
    seeded,
    /** Builds and starts an app on a free loopback port; `url` is its base. */
    async startApp(env: Record<string, string> = {}): Promise<{ app: App; url: string }> {
      const app = await buildTestApp(seeded.database, env);
      apps.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
    },
    /** Closes the socket after the test. */
    track<S extends Socket>(socket: S): S {
      sockets.push(socket);
      return socket;
    },
  };
}
