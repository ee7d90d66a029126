/** The filter bars' own select (issue 22): the WAI-ARIA combobox pattern, by keyboard and by pointer. */
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect, type FilterOption } from '@/components/filter-select';
import { domRootPerTest } from '@/test-support/dom-root';

const dom = domRootPerTest();
const OPTIONS: FilterOption<string>[] = [{ value: 'a1', label: 'Alice' }, { value: 'b2', label: 'Bob' }, { value: 'c3', label: 'Carol' }];

function Single({ onChange, searchable }: { onChange: (value: string | undefined) => void; searchable?: boolean }) {
  const [value, setValue] = useState<string | undefined>();
  return <FilterSelect label="Agent" placeholder="All agents" allowClear searchable={searchable} options={OPTIONS} value={value}
    onChange={(next) => { setValue(next); onChange(next); }} />;
}

function Multiple({ onChange }: { onChange: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return <FilterSelect label="Tags" multiple placeholder="Any tags" options={OPTIONS} value={value}
    onChange={(next) => { setValue(next); onChange(next); }} />;
}

const box = () => dom.container.querySelector<HTMLInputElement>('[role="combobox"]')!;
const options = () => Array.from(dom.container.querySelectorAll<HTMLElement>('[role="option"]'));
const listbox = () => dom.container.querySelector<HTMLElement>('[role="listbox"]')!;
const press = (key: string) => act(() => { box().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })); });
const type = (text: string) => act(() => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box(), text);
  box().dispatchEvent(new Event('input', { bubbles: true }));
});
const shownValue = () => dom.container.querySelector('.sb-combo__value')?.textContent ?? null;

describe('FilterSelect', () => {
  it('opens on ArrowDown, moves with the arrows, picks with Enter and closes, naming the active option', () => {
    const onChange = vi.fn();
    act(() => dom.root.render(<Single onChange={onChange} />));
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().placeholder).toBe('All agents');
    expect(listbox().hidden).toBe(true);
    press('ArrowDown');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-controls')).toBe(listbox().id);
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    press('ArrowDown');
    press('ArrowDown');
    press('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    press('Home');
    press('ArrowDown');
    press('Enter');
    expect(onChange).toHaveBeenLastCalledWith('b2');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(shownValue()).toBe('Bob');
    expect(document.getElementById(box().getAttribute('aria-describedby')!)?.textContent).toBe('Bob');
    expect(box().placeholder).toBe('');
    press('ArrowDown');
    expect(options().map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    press('Escape');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('is read-only unless searchable; a searchable one filters by label as typed', () => {
    const onChange = vi.fn();
    act(() => dom.root.render(<Single onChange={onChange} />));
    expect(box().readOnly).toBe(true);
    act(() => dom.root.render(<Single onChange={onChange} searchable />));
    expect(box().readOnly).toBe(false);
    type('ro');
    expect(options().map((option) => option.textContent)).toEqual(['Carol']);
    press('Enter');
    expect(onChange).toHaveBeenLastCalledWith('c3');
    expect(box().value).toBe('');
    type('zz');
    expect(options()).toEqual([]);
    expect(listbox().textContent).toBe('No data');
  });

  it('clears its choice with the Clear button, and picks from the pointer', () => {
    const onChange = vi.fn();
    act(() => dom.root.render(<Single onChange={onChange} />));
    expect(dom.container.querySelector('[aria-label="Clear Agent"]')).toBeNull();
    act(() => { box().dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true })); });
    expect(box().getAttribute('aria-expanded')).toBe('true');
    act(() => options()[2]!.click());
    expect(onChange).toHaveBeenLastCalledWith('c3');
    act(() => dom.container.querySelector<HTMLButtonElement>('[aria-label="Clear Agent"]')!.click());
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(shownValue()).toBeNull();
  });

  it('keeps a multiple select open while picking, shows each choice with its remove button, and Backspace removes the last', () => {
    const onChange = vi.fn();
    act(() => dom.root.render(<Multiple onChange={onChange} />));
    expect(listbox().getAttribute('aria-multiselectable')).toBe('true');
    press('ArrowDown');
    press('Enter');
    press('ArrowDown');
    press('Enter');
    expect(onChange).toHaveBeenLastCalledWith(['a1', 'b2']);
    expect(document.getElementById(box().getAttribute('aria-describedby')!)?.textContent).toBe('AliceBob');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    press('Enter');
    expect(onChange).toHaveBeenLastCalledWith(['a1']);
    press('ArrowDown');
    press('Enter');
    act(() => dom.container.querySelector<HTMLButtonElement>('[aria-label="Remove Alice"]')!.click());
    expect(onChange).toHaveBeenLastCalledWith(['c3']);
    press('Backspace');
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(dom.container.querySelectorAll('.sb-combo__tag')).toHaveLength(0);
  });
});
