/**
 * The widget on a brand's own website (issue 20, finding 8): the allowed origins (this server's own, WIDGET_ORIGINS,
 * the brand's list) and only they pass socket.io's handshake on both transports and CORS; staff namespaces take the
 * console's own pages only; clients without an Origin keep working; a saved list counts without a restart.
 */
import { describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { CONFIGURATION_PATHS, DEFAULT_BRAND_CONFIGURATION } from '@switchboard/contracts/members/configuration.schemas';
import { WEBCHAT_NAMESPACE } from '@switchboard/contracts/live-chat/webchat.events';
import { bearer, signIn, TEST_PUBLIC_URL } from '@/testing/test-app';
import { useListeningApps } from '@/testing/listening-apps';

const { startApp, track } = useListeningApps();

const SHOP = 'https://shop.example';
const EVIL = 'https://evil.example';

/** A websocket-only socket.io client that sends `origin` as a browser page of that origin would. */
function overWebsocket(url: string, namespace: string, origin: string | undefined, auth: object = {}): Socket {
  const socket = connect(`${url}${namespace}`, {
    auth, transports: ['websocket'], reconnection: false, forceNew: true, ...(origin ? { extraHeaders: { origin } } : {}),
  });
  track(socket);
  return socket;
}

/** connect → 'connected'; a refusal → its message (the engine's 403 shows as a transport error). */
const outcome = (socket: Socket) => new Promise<string>((resolve) => {
  socket.once('connect', () => resolve('connected'));
  socket.once('connect_error', (error) => resolve(error.message));
});

/** The long-polling handshake a page's XHR would make: status and the CORS answer. */
async function pollingHandshake(url: string, origin?: string) {
  const response = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, origin ? { headers: { origin } } : {});
  return { status: response.status, allowOrigin: response.headers.get('access-control-allow-origin'), body: await response.text() };
}

/** A /webchat connection over long-polling: the engine handshake, then the namespace connect and its answer. */
async function webchatOverPolling(url: string, origin: string): Promise<string> {
  const handshake = await pollingHandshake(url, origin);
  expect(handshake.status).toBe(200);
  expect(handshake.allowOrigin).toBe(origin);
  const { sid } = JSON.parse(handshake.body.slice(1)) as { sid: string };
  const endpoint = `${url}/socket.io/?EIO=4&transport=polling&sid=${sid}`;
  const sent = await fetch(endpoint, { method: 'POST', headers: { origin, 'content-type': 'text/plain;charset=UTF-8' }, body: `40${WEBCHAT_NAMESPACE},{}` });
  expect(sent.status).toBe(200);
  expect(sent.headers.get('access-control-allow-origin')).toBe(origin);
  const answer = await fetch(endpoint, { headers: { origin } });
  expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
  return answer.text();
}

describe('widget origins: socket.io handshake and CORS', () => {
  it('lets a WIDGET_ORIGINS page chat over websocket and long-polling, and refuses an unlisted page on both', async () => {
    const { url } = await startApp({ WIDGET_ORIGINS: `${SHOP}, http://localhost:3000` });
    expect(await outcome(overWebsocket(url, WEBCHAT_NAMESPACE, SHOP))).toBe('connected');
    expect(await webchatOverPolling(url, SHOP)).toContain(`40${WEBCHAT_NAMESPACE},{"sid"`);

    expect(await outcome(overWebsocket(url, WEBCHAT_NAMESPACE, EVIL))).toBe('websocket error');
    const refused = await pollingHandshake(url, EVIL);
    expect(refused).toMatchObject({ status: 403, allowOrigin: null });
    expect(refused.body).toContain('Origin not allowed');
  });

  it('allows this server’s own pages (PUBLIC_URL, or the host the page was served from) and clients without an Origin', async () => {
    const { url } = await startApp();
    expect(await pollingHandshake(url, TEST_PUBLIC_URL)).toMatchObject({ status: 200, allowOrigin: TEST_PUBLIC_URL });
    expect(await pollingHandshake(url, url)).toMatchObject({ status: 200, allowOrigin: url });
    expect(await pollingHandshake(url)).toMatchObject({ status: 200, allowOrigin: null });
    expect(await outcome(overWebsocket(url, WEBCHAT_NAMESPACE, undefined))).toBe('connected');
    expect(await pollingHandshake(url, SHOP)).toMatchObject({ status: 403 });
  });

  it('keeps staff namespaces to the console’s own pages, even for a widget website', async () => {
    const { app, url } = await startApp({ WIDGET_ORIGINS: SHOP });
    const { token } = await signIn(app, 'agent@demo.brand');
    expect(await outcome(overWebsocket(url, NAMESPACES.liveConversations, SHOP, { token }))).toBe('Origin not allowed');
    expect(await outcome(overWebsocket(url, NAMESPACES.liveConversations, TEST_PUBLIC_URL, { token }))).toBe('connected');
    expect(await outcome(overWebsocket(url, NAMESPACES.liveConversations, undefined, { token }))).toBe('connected');
  });

  it('lets a website in as soon as the brand lists it, and out as soon as it is removed (no restart)', async () => {
    const { app, url } = await startApp();
    const { token } = await signIn(app, 'admin@demo.brand');
    const save = (widgetOrigins: string[]) => app.inject({
      method: 'PUT', url: CONFIGURATION_PATHS.configuration, headers: bearer(token), payload: { ...DEFAULT_BRAND_CONFIGURATION, widgetOrigins },
    });
    expect(await pollingHandshake(url, SHOP)).toMatchObject({ status: 403 });
    expect((await save(['https://Shop.example/'])).statusCode).toBe(200);
    expect(await outcome(overWebsocket(url, WEBCHAT_NAMESPACE, SHOP))).toBe('connected');
    expect(await pollingHandshake(url, SHOP)).toMatchObject({ status: 200, allowOrigin: SHOP });
    expect((await save([])).statusCode).toBe(200);
    expect(await pollingHandshake(url, SHOP)).toMatchObject({ status: 403 });
  });
});

describe('widget origins: the configuration screen', () => {
  it('stores the brand’s list normalized and shows the effective list with where each origin comes from', async () => {
    const { app } = await startApp({ WIDGET_ORIGINS: 'https://env.example' });
    const { token } = await signIn(app, 'admin@demo.brand');
    const put = await app.inject({
      method: 'PUT', url: CONFIGURATION_PATHS.configuration, headers: bearer(token),
      payload: { ...DEFAULT_BRAND_CONFIGURATION, widgetOrigins: ['https://SHOP.example:443', 'https://env.example'] },
    });
    expect(put.json()).toMatchObject({ data: { widgetOrigins: [SHOP, 'https://env.example'] } });
    const effective = await app.inject({ method: 'GET', url: CONFIGURATION_PATHS.widgetOrigins, headers: bearer(token) });
    expect(effective.json()).toEqual({
      data: [
        { origin: TEST_PUBLIC_URL, sources: ['publicUrl'] },
        { origin: 'https://env.example', sources: ['environment', 'brand'] },
        { origin: SHOP, sources: ['brand'] },
      ],
    });
  });

  it('refuses an origin with a path, another scheme or listed twice, with the field, and stores nothing', async () => {
    const { app } = await startApp();
    const { token } = await signIn(app, 'admin@demo.brand');
    const put = (widgetOrigins: string[]) => app.inject({
      method: 'PUT', url: CONFIGURATION_PATHS.configuration, headers: bearer(token), payload: { ...DEFAULT_BRAND_CONFIGURATION, widgetOrigins },
    });
    const path = await put(['https://shop.example/store']);
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({ field: 'widgetOrigins.0', message: expect.stringMatching(/no path/) });
    expect((await put([SHOP, 'ftp://files.example'])).json()).toMatchObject({ field: 'widgetOrigins.1', message: 'Only http:// and https:// origins' });
    expect((await put([SHOP, `${SHOP}/`])).json()).toMatchObject({ field: 'widgetOrigins.1', message: `${SHOP} is listed twice` });
    const stored = await app.inject({ method: 'GET', url: CONFIGURATION_PATHS.configuration, headers: bearer(token) });
    expect(stored.json()).toMatchObject({ data: { widgetOrigins: [] } });
  });

  it('shows the effective list to /members/configuration roles only', async () => {
    const { app } = await startApp();
    const { token } = await signIn(app, 'agent@demo.brand');
    expect((await app.inject({ method: 'GET', url: CONFIGURATION_PATHS.widgetOrigins, headers: bearer(token) })).statusCode).toBe(403);
  });
});

describe('widget origins: WIDGET_ORIGINS', () => {
  it('refuses a server start with an entry that is not an origin, naming it', async () => {
    await expect(startApp({ WIDGET_ORIGINS: `${SHOP},https://shop.example/path` })).rejects.toThrow(/WIDGET_ORIGINS: "https:\/\/shop.example\/path": An origin has no path/);
  });
});
