/** The few DOM moves page tests share: the page's text, a button by its name, and a click that lets React settle. */
import { act } from 'react';
import { settle } from './dom-root';

export const text = () => document.body.textContent ?? '';

export const button = (name: string) => Array.from(document.body.querySelectorAll<HTMLButtonElement>('button'))
  .find((b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name);

export async function click(element: HTMLElement | null | undefined) {
  if (!element) throw new Error('nothing to click');
  await act(async () => element.click());
  await settle();
}
