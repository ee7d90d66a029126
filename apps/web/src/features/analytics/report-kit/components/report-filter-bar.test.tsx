/** The report filter bar with its URL state: defaults per kind, round-trip, back/forward, bad links, the 30-day limit. */
import { act } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { daysBetween } from '@switchboard/contracts/history/history.schemas';
import { dayInZone, type Granularity, type ReportFilter, type ReportRangeKind } from '@switchboard/contracts/analytics/report-filter';
import { ReportFilterBar } from '@/features/analytics/report-kit/components/report-filter-bar';
import { useReportFilter } from '@/features/analytics/report-kit/hooks/use-report-filter';
import { useTimeZoneStore } from '@/lib/dates/time-zone-store';
import { domRootPerTest } from '@/test-support/dom-root';

const dom = domRootPerTest();
afterEach(() => act(() => useTimeZoneStore.getState().choose(null)));

function Page({ kind, granularity }: { kind: ReportRangeKind; granularity?: Granularity }) {
  const [filter, setFilter] = useReportFilter({ kind, ...(granularity ? { granularity } : {}) });
  const location = useLocation();
  return (
    <>
      <ReportFilterBar value={filter} onChange={setFilter} channels />
      <output id="search">{location.search}</output>
      <output id="filter">{JSON.stringify(filter)}</output>
    </>
  );
}

async function open(url: string, kind: ReportRangeKind = 'chat', granularity?: Granularity) {
  const router = createMemoryRouter([{ path: '/analytics/chatlog', element: <Page kind={kind} {...(granularity ? { granularity } : {})} /> }], { initialEntries: [url] });
  await act(async () => { dom.root.render(<RouterProvider router={router} />); });
  return router;
}
const shown = (): ReportFilter => JSON.parse(dom.container.querySelector('#filter')!.textContent!) as ReportFilter;
const search = () => new URLSearchParams(dom.container.querySelector('#search')!.textContent!);
const segment = (label: string) => Array.from(dom.container.querySelectorAll<HTMLInputElement>('.ant-segmented-item input'))
  .find((input) => input.closest('label')?.textContent === label)!;

describe('report filter bar', () => {
  it.each([['chat', 3], ['tickets', 15], ['conversion', 7]] as const)('starts a %s report %i days back, ending today in the browser\'s zone', async (kind, days) => {
    await open('/analytics/chatlog', kind);
    const filter = shown();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(filter.timeZone).toBe(zone);
    expect(filter.endDate).toBe(dayInZone(new Date(), zone));
    expect(daysBetween(filter.startDate, filter.endDate)).toBe(days);
    expect(filter.granularity).toBe('day');
  });

  it('sends the zone the member chose on the Profile page instead of the browser\'s', async () => {
    act(() => useTimeZoneStore.getState().choose('Asia/Kolkata'));
    await open('/analytics/chatlog', 'chat', 'hour');
    expect(shown()).toMatchObject({ timeZone: 'Asia/Kolkata', granularity: 'hour', endDate: dayInZone(new Date(), 'Asia/Kolkata') });
    expect(dom.container.textContent).toContain('Days in Asia/Kolkata');
  });

  it('reads the filter from the link, writes changes back to it, and Back restores the previous one', async () => {
    const router = await open('/analytics/chatlog?startDate=2026-11-01&endDate=2026-11-10&granularity=week&channel=wa&tab=agents');
    expect(shown()).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-10', granularity: 'week', channel: 'wa' });
    expect(segment('Week').checked).toBe(true);
    await act(async () => { segment('Month').click(); });
    expect(search().get('granularity')).toBe('month');
    expect(search().get('tab')).toBe('agents');
    expect(search().get('startDate')).toBe('2026-11-01');
    expect(shown().granularity).toBe('month');
    await act(async () => { await router.navigate(-1); });
    expect(shown().granularity).toBe('week');
    await act(async () => { await router.navigate(1); });
    expect(shown().granularity).toBe('month');
  });

  it('falls back to the defaults on a bad link without failing', async () => {
    await open('/analytics/chatlog?startDate=2025-01-01&endDate=2026-11-10&granularity=decade&channel=pigeon&agentId=1', 'tickets');
    const filter = shown();
    expect(daysBetween(filter.startDate, filter.endDate)).toBe(15);
    expect(filter.granularity).toBe('day');
    expect(filter).not.toHaveProperty('channel');
    expect(filter).not.toHaveProperty('agentId');
  });

  const rangeInput = (name: string) => dom.container.querySelector<HTMLInputElement>(`[role="group"][aria-label="Date range"] input[aria-label="${name}"]`)!;

  it('ends the range at most 30 days after its start, and takes a day picked', async () => {
    await open('/analytics/chatlog?startDate=2026-09-01&endDate=2026-09-03', 'chat');
    const input = rangeInput;
    expect([input('Start date').value, input('Start date').max]).toEqual(['2026-09-01', '2026-09-03']);
    expect([input('End date').value, input('End date').min, input('End date').max]).toEqual(['2026-09-03', '2026-09-01', '2026-10-01']);
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input('End date'), '2026-09-20');
      input('End date').dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(search().get('endDate')).toBe('2026-09-20');
  });

  it('offers no day after today in the member\'s zone', async () => {
    act(() => useTimeZoneStore.getState().choose('Pacific/Kiritimati'));
    const today = dayInZone(new Date(), 'Pacific/Kiritimati');
    await open(`/analytics/chatlog?startDate=${today}&endDate=${today}`, 'chat');
    expect([rangeInput('Start date').max, rangeInput('End date').max]).toEqual([today, today]);
  });

  it('names every control for assistive technology', async () => {
    await open('/analytics/chatlog');
    expect(dom.container.querySelector('[role="search"]')?.getAttribute('aria-label')).toBe('Report filters');
    const controls = Array.from(dom.container.querySelectorAll('[role="search"] input'));
    const name = (control: Element) => control.getAttribute('aria-label') ?? control.closest('label')?.textContent ?? '';
    expect(dom.container.querySelector('[role="search"] [role="group"]')?.getAttribute('aria-label')).toBe('Date range');
    expect(controls.map(name)).toEqual(['Start date', 'End date', 'Hour', 'Day', 'Week', 'Month', 'Channel']);
    const radios = dom.container.querySelectorAll('[role="radiogroup"][aria-label="Granularity"] input[type="radio"]');
    expect(radios).toHaveLength(4);
  });
});
