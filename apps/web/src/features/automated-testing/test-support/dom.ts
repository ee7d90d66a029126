/** Driving antd controls in jsdom: buttons by name, typing, picking a Select's option, a file for an Upload. */
import { act } from 'react';
import { settle } from '@/test-support/dom-root';

import { click } from '@/test-support/dom-actions';

export { button, click, text } from '@/test-support/dom-actions';

export async function type(label: string, value: string) {
  const input = document.body.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[aria-label="${label}"]`);
  if (!input) throw new Error(`no field ${label}`);
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}

/** Opens the Select whose input has this aria-label and picks the option with this text. */
export async function pick(label: string, option: string) {
  const input = document.body.querySelector(`input[aria-label="${label}"]`);
  const select = input?.closest('.ant-select');
  if (!select) throw new Error(`no select ${label}`);
  await act(async () => (select.querySelector('.ant-select-selector, .ant-select-content') ?? select).dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
  await settle();
  const found = Array.from(document.body.querySelectorAll<HTMLElement>('.ant-select-item-option')).filter((el) => el.textContent === option).at(-1);
  if (!found) throw new Error(`no option ${option} in ${label}`);
  await click(found);
}

export async function chooseFile(file: File) {
  const input = document.body.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
  await settle();
}

/** A Segmented control's option, by its text. */
export const segment = (name: string) => Array.from(document.body.querySelectorAll<HTMLElement>('.ant-segmented-item'))
  .find((item) => item.textContent === name)?.querySelector<HTMLInputElement>('input') ?? null;
