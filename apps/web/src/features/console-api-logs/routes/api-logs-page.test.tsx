import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_LOG_PATHS, type ApiLogEntry, type TraceData } from '@switchboard/contracts/console/api-logs.schemas';
import ApiLogsPage from '@/features/console-api-logs/routes/api-logs-page';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));

const SESSION = '4a8e5a52-5f7e-4b0c-9d55-8f0f3c1f1a11';
const entry = (n: number, patch: Partial<ApiLogEntry> = {}): ApiLogEntry => ({
  id: String(n), at: new Date(Date.UTC(2026, 10, 29, 10, 0, 60 - n)).toISOString(), direction: 'inbound', target: 'api', method: 'GET',
  path: `/admin/v1/liveChats?n=${n}`, status: 200, durationMs: 12.5, actorType: 'member', actorId: 'm1', actorName: 'Ada Admin',
  requestId: `req-${n}`, sessionId: null, chatlogId: null, ticketId: null, requestBody: null, responseBody: '{"data":[]}', error: null, ...patch,
});
const trace: TraceData = {
  sessionId: SESSION, channel: 'website', customerName: 'Priya Shah', truncated: false,
  items: [
    { at: '2026-11-29T10:00:00.000Z', kind: 'conversation', title: 'Conversation started on website', detail: 'Priya Shah', status: null, logId: null },
    { at: '2026-11-29T10:00:01.000Z', kind: 'customer-message', title: 'Customer', detail: 'Where is my order?', status: 'seen', logId: null },
    { at: '2026-11-29T10:00:01.000Z', kind: 'nlu', title: 'Intent order_status (92%)', detail: null, status: null, logId: null },
    { at: '2026-11-29T10:00:02.000Z', kind: 'brand-function', title: 'GET https://brand.test/orders', detail: 'Brand function · 80 ms', status: '500', logId: '9' },
    { at: '2026-11-29T10:00:05.000Z', kind: 'handover', title: 'Handed over to an agent', detail: null, status: null, logId: null },
  ],
};

const dom = domRootPerTest();

/** A laptop-wide window for antd's breakpoints (every min-width query matches), for this test only. */
function laptopWide() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    ({ matches: query.includes('min-width'), media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList);
}
afterEach(() => vi.restoreAllMocks());
let pages: Record<string, { items: ApiLogEntry[]; hasMore: boolean; nextCursor: string | null }>;

beforeEach(() => {
  pages = {
    first: { items: Array.from({ length: 10 }, (_, n) => entry(n + 1, n === 0 ? { sessionId: SESSION, status: 503 } : {})), hasMore: true, nextCursor: 'c1' },
    c1: { items: [entry(11, { direction: 'outbound', target: 'llm', method: 'POST', path: 'https://llm.test/chat/completions', status: null, error: 'no answer within 10000 ms' })], hasMore: false, nextCursor: null },
  };
  requestData.mockReset().mockImplementation(async (path: string, options: { query?: Record<string, unknown> }) => {
    if (path === API_LOG_PATHS.members) return { members: [{ id: 'm1', name: 'Ada Admin' }] };
    if (path === API_LOG_PATHS.trace) return trace;
    if (path === API_LOG_PATHS.list) {
      if (options.query?.search === 'nothing') return { items: [], hasMore: false, nextCursor: null };
      if (options.query?.search === 'broken') throw new Error('The server could not answer');
      return pages[String(options.query?.cursor ?? 'first')];
    }
    throw new Error(`unexpected ${path}`);
  });
});

async function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => dom.root.render(<QueryClientProvider client={client}><ApiLogsPage /></QueryClientProvider>));
  await settle();
}

const buttonNamed = (name: string) => [...document.body.querySelectorAll('button')].find((button) => button.textContent?.trim() === name);
const rowCount = () => dom.container.querySelectorAll('tbody tr.ant-table-row').length;

/** Settles until the page shows `text` (a loaded machine may need more than one round). */
async function until(text: string) {
  for (let round = 0; round < 50 && !document.body.textContent?.includes(text); round += 1) await settle();
  expect(document.body.textContent).toContain(text);
}

async function search(text: string) {
  const input = dom.container.querySelector<HTMLInputElement>('input[aria-label="Request or conversation id"]')!;
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
  await act(async () => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true })));
  await settle(10);
}

describe('API logs page', () => {
  it('lists 10 calls, then 10 more with Load more, with status and no-answer tags', async () => {
    await render();
    expect(rowCount()).toBe(10);
    expect(dom.container.textContent).toContain('/admin/v1/liveChats?n=1');
    expect(dom.container.textContent).toContain('503');
    await act(async () => buttonNamed('Load more')!.click());
    await settle();
    expect(rowCount()).toBe(11);
    expect(dom.container.textContent).toContain('Out to LLM endpoint');
    expect(dom.container.textContent).toContain('No answer');
    expect(buttonNamed('Load more')).toBeUndefined();
    expect(requestData).toHaveBeenCalledWith(API_LOG_PATHS.list, expect.objectContaining({ query: expect.objectContaining({ cursor: 'c1' }) }));
  });

  it('searches by request or conversation id, and says so when nothing matches', async () => {
    await render();
    await search('nothing');
    expect(requestData).toHaveBeenCalledWith(API_LOG_PATHS.list, expect.objectContaining({ query: expect.objectContaining({ search: 'nothing' }) }));
    await until('No calls match these filters');
    expect(buttonNamed('Clear filters')).toBeDefined();
  });

  it('says when the logs cannot be read, with a retry', async () => {
    requestData.mockRejectedValue(new Error('The server could not answer'));
    await render();
    await until('The server could not answer');
    expect(buttonNamed('Retry')).toBeDefined();
  });

  it('opens a conversation\'s trace in order from its row', async () => {
    laptopWide();
    await render();
    expect([...dom.container.querySelectorAll('th')].map((th) => th.textContent)).toEqual(expect.arrayContaining(['Time', 'Status', 'Who', 'Conversation']));
    const traceLink = dom.container.querySelector<HTMLButtonElement>(`button[aria-label="Trace conversation ${SESSION}"]`)!;
    await act(async () => traceLink.click());
    await settle();
    expect(requestData).toHaveBeenCalledWith(API_LOG_PATHS.trace, expect.objectContaining({ query: { id: SESSION } }));
    const drawer = document.body.querySelector('.ant-drawer')!;
    expect(drawer.textContent).toContain('Conversation trace');
    const steps = [...drawer.querySelectorAll('.ant-timeline-item')].map((item) => item.textContent ?? '');
    expect(steps).toHaveLength(5);
    expect(steps[1]).toContain('Where is my order?');
    expect(steps[2]).toContain('Intent order_status (92%)');
    expect(steps[3]).toContain('Brand function');
    expect(steps[3]).toContain('500');
    expect(steps[4]).toContain('Handed over to an agent');
  });

  it('fits a phone: one column holds the call, its status, duration and time; who and the trace are in its details', async () => {
    await render(); // jsdom matches no media query: the narrowest screen
    expect([...dom.container.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Details', 'Call']);
    const first = dom.container.querySelector('tbody tr.ant-table-row')!;
    expect(first.textContent).toContain('GET /admin/v1/liveChats?n=1');
    expect(first.textContent).toContain('503');
    expect(first.textContent).toContain('12.5 ms');
    await act(async () => first.querySelector<HTMLButtonElement>('.ant-table-row-expand-icon')!.click());
    await settle();
    expect(dom.container.textContent).toContain('Ada Admin');
    await act(async () => buttonNamed('Trace this conversation')!.click());
    await settle();
    expect(requestData).toHaveBeenCalledWith(API_LOG_PATHS.trace, expect.objectContaining({ query: { id: SESSION } }));
  });

  it('shows the loader while the first page loads', async () => {
    requestData.mockImplementation(() => new Promise(() => undefined));
    await render();
    expect(dom.container.querySelector('.ant-skeleton')).not.toBeNull();
  });
});
