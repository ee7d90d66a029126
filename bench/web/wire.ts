// What a cold load of a console page costs on the wire, counted by Chromium itself (CDP Network
// events): every request (websockets aside), the JS and CSS files among them, the bytes received
// (Network.loadingFinished's encodedDataLength: headers and the body as sent, compressed or not) and
// the bytes once decoded. Each load runs in a fresh context (an empty HTTP cache) that carries only
// the signed-in session (cookies and localStorage), so a page is measured as a returning member's
// first visit after a deploy, without the sign-in page's files in the cache.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

export interface WireFigures {
  /** JS and CSS responses. */
  files: number;
  requests: number;
  /** Bytes received, as encoded on the wire (headers included). */
  wireBytes: number;
  /** Response bodies once decoded. */
  rawBytes: number;
  /** The content-encodings seen on JS and CSS answers (br, gzip, or 'none'). */
  encodings: Set<string>;
  /** Each finished request: its path and bytes on the wire (for BENCH_WEB_DETAILS). */
  details: { path: string; wireBytes: number }[];
  /** Uncaught errors of the page (a chunk split that broke the order of execution shows here). */
  errors: string[];
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** On a busy machine a chunk can take over a second to run before the next request: a shorter wait cut loads short. */
const QUIET_MS = 3000;
const LOAD_TIMEOUT_MS = 60_000;

function countRequests(cdp: CDPSession) {
  const figures: WireFigures = { files: 0, requests: 0, wireBytes: 0, rawBytes: 0, encodings: new Set(), details: [], errors: [] };
  const paths = new Map<string, string>();
  const pending = new Set<string>();
  const longPolls = new Set<string>();
  let lastEvent = Date.now();
  const touch = () => void (lastEvent = Date.now());
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.url.startsWith('data:')) return;
    paths.set(requestId, new URL(request.url).pathname);
    // A redirect reuses the id: count the request once, its bytes as they arrive.
    if (!pending.has(requestId) && !longPolls.has(requestId)) figures.requests += 1;
    // socket.io's long-polling requests stay open by design: they are counted, not waited for.
    (request.url.includes('/socket.io/') ? longPolls : pending).add(requestId);
    touch();
  });
  cdp.on('Network.responseReceived', ({ type, response }) => {
    if (type !== 'Script' && type !== 'Stylesheet') return;
    figures.files += 1;
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
    figures.encodings.add(encoding ?? 'none');
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    figures.rawBytes += dataLength;
    if (pending.has(requestId)) touch();
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!pending.delete(requestId) && !longPolls.delete(requestId)) return;
    figures.wireBytes += encodedDataLength;
    figures.details.push({ path: paths.get(requestId) ?? '?', wireBytes: encodedDataLength });
    touch();
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    pending.delete(requestId);
    longPolls.delete(requestId);
    touch();
  });
  return { figures, quietFor: () => (pending.size === 0 ? Date.now() - lastEvent : 0) };
}

/**
 * Loads `url` in a fresh context with `session`, waits for `ready` (the page's own content), then counts
 * until the network has been quiet a while.
 */
export async function coldLoad(browser: Browser, url: string, session: StorageState | undefined, viewport: { width: number; height: number },
  ready: (page: Page) => Promise<unknown>): Promise<WireFigures> {
  const context = await browser.newContext({ storageState: session, viewport });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const counter = countRequests(cdp);
    page.on('pageerror', (error) => counter.figures.errors.push(error.message));
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await ready(page);
    const deadline = Date.now() + LOAD_TIMEOUT_MS;
    while (counter.quietFor() < QUIET_MS && Date.now() < deadline) await page.waitForTimeout(100);
    return counter.figures;
  } finally {
    await context.close();
  }
}

/** Signs in through the console's form and returns the session a fresh context can start with. */
export async function signedInSession(browser: Browser, baseUrl: string, email: string, password: string): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/auth/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((next) => !next.pathname.startsWith('/auth'), { timeout: LOAD_TIMEOUT_MS });
    return await context.storageState();
  } finally {
    await context.close();
  }
}
