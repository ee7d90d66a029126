/** The composer's "/" canned-response picker: search, arrows, Enter inserts, Esc closes, origin on send. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import ReactQuill from 'react-quill-new';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CannedResponse } from '@switchboard/contracts/members/members.schemas';
import { preloadRichTextEditor } from '@/components/rich-text/lazy-rich-text-editor';
import { Composer } from '@/features/live-chat/components/composer';
import { useOutboxStore } from '@/features/live-chat/stores/outbox-store';
import { settle, domRootPerTest } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
const emitCommand = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));
vi.mock('@/features/live-chat/api/live-chat-socket', () => ({ emitCommand }));

const canned = (shortcut: string, text: string): CannedResponse => ({ _id: shortcut, shortcut, text, tags: [], updatedAt: '2026-01-01T00:00:00Z' });
const ITEMS = [canned('hello', 'Hello! How can I help?'), canned('help', 'Here is our help page.')];


// jsdom has no layout: Quill measures the caret to scroll it into view.
Range.prototype.getBoundingClientRect = () => new DOMRect();
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
const Quill = ReactQuill.Quill;

/** The composer's Quill editor: its contenteditable and the Quill instance behind it. */
const editable = () => dom.container.querySelector('.ql-editor') as HTMLElement;
const quill = () => Quill.find(dom.container.querySelector('.ql-container') as HTMLElement) as InstanceType<typeof Quill>;
const text = () => quill().getText().replace(/\n$/, '');
const options = () => Array.from(dom.container.querySelectorAll<HTMLElement>('[role="option"]'));
const selected = () => options().find((el) => el.getAttribute('aria-selected') === 'true')?.textContent ?? null;

/** Types the whole text as the user would leave it (caret at the end). */
async function type(value: string) {
  await act(async () => {
    quill().setText(value, 'user');
    quill().setSelection(value.length, 0, 'user');
  });
  await settle();
}
async function press(key: string, init: KeyboardEventInit = {}) {
  await act(async () => {
    editable().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });
  await settle();
}

const SESSION_ID = '5e551011-0000-4000-8000-000000000001'; // a real-shaped id: the contracts refuse a sessionId that is not a uuid
const dom = domRootPerTest();

// The editor is a lazy chunk: loaded up front, the composer renders it at once.
beforeAll(() => preloadRichTextEditor());

beforeEach(async () => {
  requestData.mockReset().mockImplementation((_path: string, options: { query: { search: string } }) =>
    Promise.resolve({ items: ITEMS.filter((item) => item.shortcut.startsWith(options.query.search)), totalCount: 2 }));
  emitCommand.mockReset().mockResolvedValue({ ok: true, data: null });
  useOutboxStore.setState({ items: [] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    dom.root.render(<QueryClientProvider client={queryClient}><Composer sessionId={SESSION_ID} kind="message" /></QueryClientProvider>);
  });
});


describe('Composer canned responses', () => {
  it('opens on "/" + letters, moves with arrows, inserts with Enter and sends with origin cannedResponse', async () => {
    await type('/he');
    expect(requestData).toHaveBeenLastCalledWith('/admin/v1/chats/cannedResponses', expect.objectContaining({ query: { search: 'he', pageSize: 8 } }));
    expect(options().map((el) => el.textContent)).toEqual(['/helloHello! How can I help?', '/helpHere is our help page.']);
    expect(selected()).toContain('/hello');
    await press('ArrowDown');
    expect(selected()).toContain('/help');
    await press('ArrowDown'); // wraps around
    expect(selected()).toContain('/hello');
    await press('ArrowUp');
    expect(selected()).toContain('/help');
    await press('Enter');
    expect(text()).toBe('Here is our help page.');
    expect(options()).toHaveLength(0);
    expect(emitCommand).not.toHaveBeenCalledWith('sendMessage', expect.anything());

    await press('Enter');
    expect(emitCommand).toHaveBeenCalledWith('sendMessage', expect.objectContaining({
      sessionId: SESSION_ID, text: '<p>Here is our help page.</p>', format: 'html', origin: 'cannedResponse',
    }));
    expect(text()).toBe('');
  });

  it('narrows as letters are typed, keeps text before the trigger, and Esc closes without inserting', async () => {
    await type('Sure! /hell');
    expect(options().map((el) => el.textContent)).toEqual(['/helloHello! How can I help?']);
    await press('Escape');
    expect(options()).toHaveLength(0);
    expect(text()).toBe('Sure! /hell');
    await type('Sure! /hel');
    expect(options()).toHaveLength(2);
    await press('Enter');
    expect(text()).toBe('Sure! Hello! How can I help?');
  });

  it('inserts the match of the search typed when Enter comes before its answer, not the previous search\'s', async () => {
    await type('/he');
    expect(selected()).toContain('/hello');
    let answer: () => void = () => undefined;
    requestData.mockImplementationOnce(() => new Promise((done) => {
      answer = () => done({ items: [ITEMS[1]], totalCount: 1 });
    }));
    await type('/help');
    expect(selected()).toContain('/hello'); // the previous answer, shown while this one is on its way
    await press('Enter');
    expect(text()).toBe('/help');
    await act(async () => answer());
    await settle();
    expect(text()).toBe('Here is our help page.');
  });

  it('sends typed text as userTyped and shows when nothing matches', async () => {
    await type('/zz');
    expect(dom.container.textContent).toContain('No canned response matches.');
    await type('plain words');
    await press('Enter');
    expect(emitCommand).toHaveBeenCalledWith('sendMessage', expect.objectContaining({ text: '<p>plain words</p>', format: 'html', origin: 'userTyped' }));
  });

  it('sends bold text as HTML, keeps Shift+Enter as a new line and sends nothing when blank', async () => {
    await press('Enter');
    expect(emitCommand).not.toHaveBeenCalledWith('sendMessage', expect.anything());
    await act(async () => {
      quill().insertText(0, 'Hello ', 'user');
      quill().insertText(6, 'there', { bold: true }, 'user');
      quill().setSelection(11, 0, 'user');
    });
    await settle();
    await press('Enter', { shiftKey: true });
    expect(emitCommand).not.toHaveBeenCalledWith('sendMessage', expect.anything());
    await press('Enter');
    expect(emitCommand).toHaveBeenCalledWith('sendMessage', expect.objectContaining({ text: '<p>Hello <strong>there</strong></p>', format: 'html' }));
    expect(text()).toBe('');
  });
});
