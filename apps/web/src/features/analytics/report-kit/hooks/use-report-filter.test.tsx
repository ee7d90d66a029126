/** useReportFilter keeps the filter in the URL; two changes made on one drawing of the page both land. */
import { act, useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { useReportFilter } from '@/features/analytics/report-kit/hooks/use-report-filter';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const dom = domRootPerTest();
/** A day relative to today (the filter refuses ranges ending after today). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const [a, b, c] = [day(-4), day(-3), day(-2)];

/** What the page last drew with: its filter and the setter made with it. */
const page: { change: (next: ReportFilter) => void; drawn: ReportFilter | null } = { change: () => undefined, drawn: null };

function Probe() {
  const [filter, setFilter] = useReportFilter({ kind: 'chat', granularity: 'hour' });
  const [search] = useSearchParams();
  useEffect(() => {
    page.change = setFilter;
    page.drawn = filter;
  }, [filter, setFilter]);
  return <output>{search.toString()}</output>;
}

async function render(url: string) {
  const router = createMemoryRouter([{ path: '/analytics/chatlog', element: <Probe /> }], { initialEntries: [url] });
  await act(async () => dom.root.render(<RouterProvider router={router} />));
  await settle();
  return () => new URLSearchParams(dom.container.querySelector('output')?.textContent ?? '');
}

describe('useReportFilter', () => {
  it('applies a second change made before the page drew the first over the first (a date typed right after a granularity click)', async () => {
    const url = await render(`/analytics/chatlog?startDate=${a}&endDate=${c}&granularity=hour&channel=wa`);
    const stale = page.drawn!;
    await act(async () => {
      page.change({ ...stale, granularity: 'day' });
      page.change({ ...stale, startDate: b });
    });
    await settle();
    expect(Object.fromEntries(url())).toEqual({ startDate: b, endDate: c, granularity: 'day', channel: 'wa' });
  });

  it('drops a select cleared on the drawn filter', async () => {
    const url = await render(`/analytics/chatlog?startDate=${a}&endDate=${c}&granularity=day&channel=wa`);
    const { channel: _cleared, ...rest } = page.drawn!;
    await act(async () => page.change(rest));
    await settle();
    expect(url().has('channel')).toBe(false);
    expect(url().get('granularity')).toBe('day');
  });
});
