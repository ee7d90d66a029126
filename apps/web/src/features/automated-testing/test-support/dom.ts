/** Driving antd controls in jsdom: buttons by name, typing, picking a Select's option, a file for an Upload. */
export { button, click, text } from '@/test-support/dom-actions';
export { chooseFile, pick, type } from '@/test-support/dom-forms';

/** A Segmented control's option, by its text. */
export const segment = (name: string) => Array.from(document.body.querySelectorAll<HTMLElement>('.ant-segmented-item'))
  .find((item) => item.textContent === name)?.querySelector<HTMLInputElement>('input') ?? null;
