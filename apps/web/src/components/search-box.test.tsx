/** The filter bars' own search box (issue 22): searches as antd's Input.Search did. */
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from '@/components/search-box';
import { domRootPerTest } from '@/test-support/dom-root';

const dom = domRootPerTest();
const input = () => dom.container.querySelector<HTMLInputElement>('input[type="search"]')!;
const setValue = (value: string, event: Event) => act(() => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), value);
  input().dispatchEvent(event);
});

describe('SearchBox', () => {
  it('searches on Enter and from its button, not while typing', () => {
    const onSearch = vi.fn();
    act(() => dom.root.render(<SearchBox label="Search in messages" defaultValue="old" onSearch={onSearch} />));
    expect(input().value).toBe('old');
    expect(input().getAttribute('aria-label')).toBe('Search in messages');
    setValue('refund', new InputEvent('input', { bubbles: true, inputType: 'insertText', data: 'd' }));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => { input().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })); });
    expect(onSearch).toHaveBeenLastCalledWith('refund');
    act(() => dom.container.querySelector<HTMLButtonElement>('button[aria-label="Search"]')!.click());
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('searches for everything when the browser\'s clear button empties it, not when the text is deleted by hand', () => {
    const onSearch = vi.fn();
    act(() => dom.root.render(<SearchBox label="Search in messages" defaultValue="refund" onSearch={onSearch} />));
    setValue('', new InputEvent('input', { bubbles: true, inputType: 'deleteContentBackward' }));
    expect(onSearch).not.toHaveBeenCalled();
    setValue('refund', new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
    setValue('', new Event('input', { bubbles: true }));
    expect(onSearch).toHaveBeenCalledWith('');
  });
});
