/** What the WhatsApp page tests do in jsdom: antd selects, buttons and inputs by their labels, and a stand-in XMLHttpRequest. */
import { act } from 'react';
import { settle } from '@/test-support/dom-root';

export const text = () => document.body.textContent ?? '';

const selectOf = (label: string) => {
  const input = document.body.querySelector<HTMLElement>(`[aria-label="${label}"]`);
  if (!input) throw new Error(`No control labelled "${label}"`);
  return input.closest<HTMLElement>('.ant-select')!;
};

const openDropdown = () => [...document.body.querySelectorAll<HTMLElement>('.ant-select-dropdown')].filter((el) => !el.className.includes('hidden')).pop();

async function open(label: string) {
  const select = selectOf(label);
  await act(async () => select.querySelector('.ant-select-selector, .ant-select-content')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
  await settle();
}

/** The choices of the select labelled `label` (closed again afterwards). */
export async function optionsOf(label: string): Promise<string[]> {
  await open(label);
  const options = [...(openDropdown()?.querySelectorAll('.ant-select-item-option') ?? [])].map((el) => el.textContent ?? '');
  await act(async () => selectOf(label).querySelector('input')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
  await settle();
  return options;
}

/** Chooses `option` (its whole text) in the select labelled `label`. */
export async function pick(label: string, option: string) {
  await open(label);
  const choice = [...(openDropdown()?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])].find((el) => el.textContent === option);
  if (!choice) throw new Error(`"${label}" offers no "${option}"`);
  await act(async () => choice.click());
  await settle();
}

export async function clickButton(label: string, options: { exact?: boolean; within?: string } = {}) {
  const scope = options.within ? document.body.querySelector(options.within) : document.body;
  const button = [...(scope?.querySelectorAll<HTMLButtonElement>('button') ?? [])]
    .find((el) => (options.exact ? el.textContent?.trim() === label : el.textContent?.includes(label)));
  if (!button) throw new Error(`No button "${label}"`);
  await act(async () => button.click());
  await settle();
}

export async function fill(label: string, value: string) {
  const input = document.body.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}

let original: typeof XMLHttpRequest | undefined;

/** A stand-in XMLHttpRequest: each request sent waits for the test to report progress and answer it. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  private static waiting: Array<(request: FakeXhr) => void> = [];

  static install() {
    FakeXhr.sent = [];
    FakeXhr.waiting = [];
    original = globalThis.XMLHttpRequest;
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  }

  static uninstall() {
    if (original) globalThis.XMLHttpRequest = original;
  }

  /** The next request sent. */
  static next(): Promise<FakeXhr> {
    return new Promise((resolve) => FakeXhr.waiting.push(resolve));
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    FakeXhr.waiting.shift()?.(this);
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
