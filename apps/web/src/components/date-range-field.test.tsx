/** The native date range that replaced antd's RangePicker in the filter bars (issue 22): same limits, same names. */
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { addDays, DateRangeField } from '@/components/date-range-field';
import { domRootPerTest } from '@/test-support/dom-root';

const dom = domRootPerTest();

const input = (name: string) => dom.container.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`)!;

/** What a browser does as a member types or picks: the value changes, then an input event (React's onChange). */
function type(element: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function render(onChange = vi.fn()) {
  act(() => dom.root.render(<DateRangeField label="Date range" start="2026-11-01" end="2026-11-10" max="2026-11-20" maxDays={30} onChange={onChange} />));
  return onChange;
}

describe('date range field', () => {
  it('names the range and its ends, and limits the days a picker offers as the RangePicker did', () => {
    render();
    expect(dom.container.querySelector('[role="group"]')?.getAttribute('aria-label')).toBe('Date range');
    expect([input('Start date').value, input('Start date').max, input('Start date').min]).toEqual(['2026-11-01', '2026-11-10', '']);
    // The end: not before the start, not after the last day allowed (today), nor more than maxDays after the start.
    expect([input('End date').value, input('End date').min, input('End date').max]).toEqual(['2026-11-10', '2026-11-01', '2026-11-20']);
    act(() => dom.root.render(<DateRangeField label="Date range" start="2026-09-01" end="2026-09-10" max="2026-11-20" maxDays={30} onChange={vi.fn()} />));
    expect(input('End date').max).toBe('2026-10-01');
  });

  it('passes on a picked day, not the passing values of a year being typed, nor a day outside the limits', () => {
    const onChange = render();
    type(input('End date'), '2026-11-15');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-01', '2026-11-15');
    onChange.mockClear();
    for (const typing of ['0002-11-05', '0020-11-05', '0202-11-05']) type(input('Start date'), typing);
    expect(onChange).not.toHaveBeenCalled();
    expect(input('Start date').value).toBe('0202-11-05');
    type(input('Start date'), '2026-11-05');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-05', '2026-11-10');
    onChange.mockClear();
    type(input('End date'), '2026-11-21');
    type(input('Start date'), '');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the range again when an end is left half typed or emptied', () => {
    render();
    type(input('Start date'), '');
    act(() => input('Start date').dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(input('Start date').value).toBe('2026-11-01');
  });

  it('moves a day across month and year ends in local time', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
