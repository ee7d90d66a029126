/** Filling antd forms in jsdom: a field by its label, a Select's option, a chosen file. */
import { act } from 'react';
import { click } from '@/test-support/dom-actions';
import { settle } from '@/test-support/dom-root';

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
  const select = document.body.querySelector(`input[aria-label="${label}"]`)?.closest('.ant-select');
  if (!select) throw new Error(`no select ${label}`);
  await act(async () => (select.querySelector('.ant-select-selector, .ant-select-content') ?? select).dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
  await settle();
  const found = Array.from(document.body.querySelectorAll<HTMLElement>('.ant-select-item-option')).filter((el) => el.textContent === option).at(-1);
  if (!found) throw new Error(`no option ${option} in ${label}`);
  await click(found);
}

/** Puts a file in the page's file input (the one labelled `label`, if given) and fires its change. */
export async function chooseFile(file: File, label?: string) {
  const input = document.body.querySelector<HTMLInputElement>(label ? `input[type="file"][aria-label="${label}"]` : 'input[type="file"]');
  if (!input) throw new Error('no file input');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
  await settle();
}
