/** A KPI shows its number with the unit, says how it is computed, and drills down from the keyboard too. */
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { KpiCard } from '@/features/analytics/report-kit/components/kpi-card';
import { domRootPerTest } from '@/test-support/dom-root';

const dom = domRootPerTest();
const FORMULA = 'Handed-over conversations ÷ all conversations';

describe('KPI card', () => {
  it('shows the number with its unit and the formula beside it', async () => {
    await act(async () => { dom.root.render(<KpiCard title="Hand-over rate" value={30} unit="percent" formula={FORMULA} />); });
    expect(dom.container.textContent).toContain('Hand-over rate');
    expect(dom.container.textContent).toContain('30%');
    expect(dom.container.querySelector('[data-kpi-formula]')?.textContent).toBe(FORMULA);
    expect(dom.container.querySelector('button')).toBeNull();
  });

  it('writes cost in the configured currency', async () => {
    await act(async () => { dom.root.render(<KpiCard title="Model cost" value={12.5} unit="cost" currency="INR" formula="Tokens ÷ 1,000 × price" />); });
    expect(dom.container.textContent).toContain('₹12.50');
  });

  it('is a button that drills down when the page can show the conversations behind it', async () => {
    const drill = vi.fn();
    await act(async () => { dom.root.render(<KpiCard title="Conversations" value={1234} unit="count" formula="Conversations started" onClick={drill} />); });
    const button = dom.container.querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Conversations: 1,234. Show the conversations');
    await act(async () => { button.click(); });
    expect(drill).toHaveBeenCalledTimes(1);
  });

  it('shows a placeholder while loading and a dash when there is no value', async () => {
    await act(async () => { dom.root.render(<KpiCard title="Wait now" value={null} unit="seconds" formula="Longest wait in the queue" loading />); });
    expect(dom.container.querySelector('.ant-skeleton')).not.toBeNull();
    await act(async () => { dom.root.render(<KpiCard title="Wait now" value={null} unit="seconds" formula="Longest wait in the queue" />); });
    expect(dom.container.textContent).toContain('–');
  });
});
