/** Every history filter says what it filters, visibly or to assistive technology (issue 21). */
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HistoryFiltersBar } from '@/features/history/components/history-filters-bar';
import { initialFilters } from '@/features/history/model/history-filters';
import { domRootPerTest } from '@/test-support/dom-root';

const dom = domRootPerTest();

describe('history filters bar', () => {
  it('names the review filter beside its "All" and gives every select an accessible name', { timeout: 20_000 }, async () => {
    await act(async () => { dom.root.render(<HistoryFiltersBar choices={undefined} value={initialFilters(new Date('2026-11-22T10:00:00Z'))} onChange={vi.fn()} error={null} />); });
    const review = dom.container.querySelector('[aria-label="Review status"]')?.closest('.sb-combo');
    expect(review?.textContent).toBe('Review:All');
    const unnamed = Array.from(dom.container.querySelectorAll('[role="combobox"]')).filter((box) => !box.getAttribute('aria-label'));
    expect(unnamed).toEqual([]);
  });
});
