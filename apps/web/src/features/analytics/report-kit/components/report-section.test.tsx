/** A report section in each state keeps its height, and offers a retry when loading failed. */
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ReportSection, SECTION_TEXTS, sectionState } from '@/features/analytics/report-kit/components/report-section';
import type { ChartData } from '@/features/analytics/report-kit/model/chart-data';
import { domRootPerTest } from '@/test-support/dom-root';

const dom = domRootPerTest();
const data: ChartData = { kind: 'bar', categoryTitle: 'Day', categories: ['2026-11-27'], series: [{ name: 'Chats', values: [4] }], unit: 'count' };
const source = { report: 'chatlog', title: 'Conversations', data, filter: { startDate: '2026-11-24', endDate: '2026-11-27', granularity: 'day' as const } };

const render = (state: Parameters<typeof sectionState>[0], empty: boolean, onRetry = vi.fn()) => act(async () => {
  dom.root.render(
    <ReportSection title="Conversations" state={sectionState(state, empty)} height={320} onRetry={onRetry} exportSource={source}>
      <div id="chart">chart</div>
    </ReportSection>,
  );
});
const body = () => dom.container.querySelector<HTMLElement>('[aria-busy]')!;
const exportButton = () => dom.container.querySelector<HTMLButtonElement>('button[aria-label="Export Conversations"]')!;

describe('report section', () => {
  it('reserves the chart\'s height while loading and offers no export yet', async () => {
    await render({ isPending: true, isError: false }, false);
    expect(body().style.minHeight).toBe('320px');
    expect(body().getAttribute('aria-busy')).toBe('true');
    expect(dom.container.querySelector('.ant-skeleton')).not.toBeNull();
    expect(exportButton().disabled).toBe(true);
    expect(dom.container.querySelector('h2')?.textContent).toBe('Conversations');
  });

  it('says when there is nothing to show', async () => {
    await render({ isPending: false, isError: false }, true);
    expect(dom.container.textContent).toContain(SECTION_TEXTS.empty);
    expect(dom.container.querySelector('#chart')).toBeNull();
    expect(body().style.minHeight).toBe('320px');
  });

  it('shows the error with a retry that calls again', async () => {
    const retry = vi.fn();
    await render({ isPending: false, isError: true }, false, retry);
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toContain(SECTION_TEXTS.error);
    const button = Array.from(dom.container.querySelectorAll('button')).find((element) => element.textContent?.includes(SECTION_TEXTS.retry))!;
    await act(async () => { button.click(); });
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows the chart and an enabled Export menu with data', async () => {
    await render({ isPending: false, isError: false }, false);
    expect(dom.container.querySelector('#chart')).not.toBeNull();
    expect(exportButton().disabled).toBe(false);
  });
});
