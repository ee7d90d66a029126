/** The report filter bar with its URL state: defaults per kind, round-trip, back/forward, bad links, the 30-day limit. */
import { act } from 'react';
import dayjs from 'dayjs';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { daysBetween } from '@switchboard/contracts/history/history.schemas';
import { dayInZone, type Granularity, type ReportFilter, type ReportRangeKind } from '@switchboard/contracts/analytics/report-filter';
import { isDayDisabled, ReportFilterBar } from '@/features/analytics/report-kit/components/report-filter-bar';
import { useReportFilter } from '@/features/analytics/report-kit/hooks/use-report-filter';
import { useTimeZoneStore } from '@/lib/dates/time-zone-store';
import { domRootPerTest, settle } from '@/test-support/dom-root';

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

describe('days the picker offers', () => {
  it('refuses days after today in the zone and more than 30 days from the first day picked', () => {
    const from = dayjs('2026-10-01');
    expect(isDayDisabled(dayjs('2026-10-31'), '2026-11-27', from)).toBe(false);
    expect(isDayDisabled(dayjs('2026-11-01'), '2026-11-27', from)).toBe(true);
    expect(isDayDisabled(dayjs('2026-08-31'), '2026-11-27', from)).toBe(true);
    expect(isDayDisabled(dayjs('2026-09-01'), '2026-11-27', from)).toBe(false);
    expect(isDayDisabled(dayjs('2026-11-27'), '2026-11-27', undefined)).toBe(false);
    expect(isDayDisabled(dayjs('2026-11-28'), '2026-11-27', undefined)).toBe(true);
  });
});

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

  it('greys out days more than 30 days from the first one picked, and days after today', async () => {
    const start = dayjs().subtract(2, 'month').startOf('month');
    const day = (offset: number) => start.add(offset, 'day').format('YYYY-MM-DD');
    await open(`/analytics/chatlog?startDate=${day(0)}&endDate=${day(2)}`);
    const input = dom.container.querySelector<HTMLInputElement>('.ant-picker-range input')!;
    await act(async () => {
      input.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      input.focus();
      input.click();
    });
    await settle();
    const cell = (date: string) => document.querySelector<HTMLElement>(`td[title="${date}"]`)!;
    expect(cell(day(31)).classList.contains('ant-picker-cell-disabled')).toBe(false);
    await act(async () => { cell(day(0)).click(); });
    await settle();
    expect(cell(day(30)).classList.contains('ant-picker-cell-disabled')).toBe(false);
    expect(cell(day(31)).classList.contains('ant-picker-cell-disabled')).toBe(true);
  });

  it('names every control for assistive technology', async () => {
    await open('/analytics/chatlog');
    expect(dom.container.querySelector('[role="search"]')?.getAttribute('aria-label')).toBe('Report filters');
    const controls = Array.from(dom.container.querySelectorAll('[role="search"] input'));
    const name = (control: Element) => control.getAttribute('aria-label') ?? control.closest('label')?.textContent ?? '';
    expect(controls.map(name)).toEqual(['Date range', 'Date range', 'Hour', 'Day', 'Week', 'Month', 'Channel']);
    const radios = dom.container.querySelectorAll('[role="radiogroup"][aria-label="Granularity"] input[type="radio"]');
    expect(radios).toHaveLength(4);
  });
});
