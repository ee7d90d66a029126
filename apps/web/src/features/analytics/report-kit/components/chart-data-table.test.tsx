/** The table view shows the exported rows and drills down from its numbers like a click on the chart. */
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChartDataTable } from '@/features/analytics/report-kit/components/chart-data-table';
import type { ChartData } from '@/features/analytics/report-kit/model/chart-data';
import { domRootPerTest } from '@/test-support/dom-root';

const dom = domRootPerTest();
const data: ChartData = { kind: 'bar', categoryTitle: 'Agent', categories: ['Asha', 'Ben'], series: [{ name: 'Handed over', values: [30, null] }, { name: 'Resolved', values: [12.5, 50] }], unit: 'percent' };

describe('chart data table', () => {
  it('lists the chart\'s rows with their units and drills down from a number', async () => {
    const drill = vi.fn();
    await act(async () => { dom.root.render(<ChartDataTable data={data} label="Rates by agent" height={288} onPointClick={drill} />); });
    const rows = Array.from(dom.container.querySelectorAll('tr')).map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(rows).toEqual([['Agent', 'Handed over (%)', 'Resolved (%)'], ['Asha', '30%', '12.5%'], ['Ben', '–', '50%']]);
    expect(dom.container.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Rates by agent (table)');
    const buttons = dom.container.querySelectorAll('button');
    expect(buttons).toHaveLength(3);
    await act(async () => { buttons[2]!.click(); });
    expect(drill).toHaveBeenCalledWith({ kind: 'category', category: 'Ben', categoryIndex: 1, series: 'Resolved', value: 50 });
  });

  it('shows plain numbers when the page has no drill-down', async () => {
    await act(async () => { dom.root.render(<ChartDataTable data={data} label="Rates" height={288} />); });
    expect(dom.container.querySelectorAll('button')).toHaveLength(0);
    expect(dom.container.textContent).toContain('12.5%');
  });
});
