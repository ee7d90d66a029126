import { describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { NAMESPACES, forceLogoutPayloadSchema } from '@switchboard/contracts/auth/auth.events';
import { loadConfig } from '@/config/config';
import { bearer, signIn } from '@/testing/test-app';
import { useListeningApps } from '@/testing/listening-apps';

const { startApp, track } = useListeningApps();

function open(url: string, namespace: string, token?: string, transports = ['websocket']): Socket {
  const socket = connect(`${url}${namespace}`, {
    auth: token ? { token } : {},
    query: { publicIP: '203.0.113.7' },
    transports,
    reconnection: false,
    forceNew: true,
  });
  track(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
const refusal = (socket: Socket) =>
  new Promise<Error>((resolve, reject) => {
    socket.once('connect_error', resolve);
    socket.once('connect', () => reject(new Error('The socket was accepted')));
  });
const nextEvent = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

describe('realtime: authenticated namespaces', () => {
  it('refuses sockets without a valid, live token', async () => {
    const { app, url } = await startApp();
    expect((await refusal(open(url, NAMESPACES.liveConversations))).message).toBe('Unauthorized');
    expect((await refusal(open(url, NAMESPACES.liveTickets, 'not-a-token'))).message).toBe('Unauthorized');
    const { token } = await signIn(app, 'agent@demo.brand');
    await app.inject({ method: 'POST', url: '/users/logout', headers: bearer(token) });
    expect((await refusal(open(url, NAMESPACES.liveAdmins, token))).message).toBe('Unauthorized');
    expect((await refusal(open(url, '/', token))).message).toBe('Unauthorized');
  });

  it('accepts a signed-in member on every namespace', async () => {
    const { app, url } = await startApp();
    const { token } = await signIn(app, 'supervisor@demo.brand');
    const all = Object.values(NAMESPACES).map((namespace) => open(url, namespace, token));
    const polling = open(url, NAMESPACES.liveChatsStats, token, ['polling']);
    await Promise.all([...all, polling].map(connected));
    expect([...all, polling].every((socket) => socket.connected)).toBe(true);
  });

  it('delivers forceLogout to the member’s sockets only, then disconnects them', async () => {
    const { app, url } = await startApp();
    const agent = await signIn(app, 'agent@demo.brand');
    const other = await signIn(app, 'agent2@demo.brand');
    const target = open(url, NAMESPACES.liveConversations, agent.token);
    const bystander = open(url, NAMESPACES.liveConversations, other.token);
    await Promise.all([connected(target), connected(bystander)]);
    let bystanderHeard = false;
    bystander.on('forceLogout', () => (bystanderHeard = true));

    const received = nextEvent<unknown>(target, 'forceLogout');
    const dropped = nextEvent<string>(target, 'disconnect');
    await app.services.auth.forceLogout(agent._id, 'Your account has been deactivated.');
    expect(forceLogoutPayloadSchema.parse(await received)).toEqual({ message: 'Your account has been deactivated.' });
    expect(await dropped).toBe('io server disconnect');
    expect(bystanderHeard).toBe(false);
    expect(bystander.connected).toBe(true);
    const verify = await app.inject({ method: 'POST', url: '/users/token/verify', headers: bearer(agent.token) });
    expect(verify.statusCode).toBe(401);
  });

  it('closes the sockets of a session that logs out', async () => {
    const { app, url } = await startApp();
    const { token } = await signIn(app, 'qa@demo.brand');
    const socket = open(url, NAMESPACES.liveDialogTraining, token);
    await connected(socket);
    const dropped = nextEvent<string>(socket, 'disconnect');
    await app.inject({ method: 'POST', url: '/users/logout', headers: bearer(token) });
    expect(await dropped).toBe('io server disconnect');
  });
});

const redisUrl = loadConfig().redisUrl;
if (!redisUrl) console.info('Redis leg of the realtime tests SKIPPED: set REDIS_URL (e.g. redis://127.0.0.1:6379) to run it.');

describe.skipIf(!redisUrl)('realtime: several instances through the Redis adapter', () => {
  it('a forced logout on one instance reaches a socket held by another', async () => {
    const first = await startApp({ REDIS_URL: redisUrl ?? '' });
    const second = await startApp({ REDIS_URL: redisUrl ?? '' });
    const { token, _id } = await signIn(first.app, 'manager@demo.brand');
    const socket = open(second.url, NAMESPACES.liveConversations, token);
    await connected(socket);
    const received = nextEvent<unknown>(socket, 'forceLogout');
    await first.app.services.auth.forceLogout(_id, 'Signed out by an administrator.');
    expect(await received).toEqual({ message: 'Signed out by an administrator.' });
  });
});
