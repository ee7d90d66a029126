/** useReport posts the filter with the console's http client and accepts only an answer its schema passes. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { useReport } from '@/features/analytics/report-kit/hooks/use-report';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const dom = domRootPerTest();
afterEach(() => vi.unstubAllGlobals());

const schema = z.object({ total: z.number().int(), series: z.array(z.object({ bucket: z.string(), count: z.number() })) });
const filter: ReportFilter = { startDate: '2026-11-24', endDate: '2026-11-27', granularity: 'hour', timeZone: 'Asia/Kolkata', channel: 'wa' };

function Probe() {
  const report = useReport({ path: '/admin/v1/analytics/chatSessionsTimeSeries', schema, filter });
  return <output>{report.isPending ? 'loading' : report.isError ? `error: ${report.error.name}` : `total ${report.data.total}`}</output>;
}

/** A stand-in server: records what the console sent and answers with the given body. */
function serve(body: unknown) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

async function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => { dom.root.render(<QueryClientProvider client={client}><Probe /></QueryClientProvider>); });
  await settle();
}

describe('useReport', () => {
  it('posts the filter, time zone included, to the report path and returns the checked answer', async () => {
    const calls = serve({ data: { total: 7, series: [{ bucket: '2026-11-27T10:00', count: 7 }] } });
    await render();
    expect(dom.container.textContent).toBe('total 7');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/admin/v1/analytics/chatSessionsTimeSeries', method: 'POST', body: filter });
  });

  it('fails with the schema\'s error when the answer does not match', async () => {
    serve({ data: { total: 'seven', series: [] } });
    await render();
    expect(dom.container.textContent).toBe('error: ZodError');
  });
});
