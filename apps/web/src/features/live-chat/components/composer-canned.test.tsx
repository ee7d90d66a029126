/** The composer's "/" canned-response picker: search, arrows, Enter inserts, Esc closes, origin on send. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CannedResponse } from '@switchboard/contracts/members/members.schemas';
import { Composer } from '@/features/live-chat/components/composer';
import { useOutboxStore } from '@/features/live-chat/stores/outbox-store';
import { settle, domRootPerTest } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
const emitCommand = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));
vi.mock('@/features/live-chat/api/live-chat-socket', () => ({ emitCommand }));

const canned = (shortcut: string, text: string): CannedResponse => ({ _id: shortcut, shortcut, text, tags: [], updatedAt: '2026-01-01T00:00:00Z' });
const ITEMS = [canned('hello', 'Hello! How can I help?'), canned('help', 'Here is our help page.')];


const textarea = () => dom.container.querySelector('textarea') as HTMLTextAreaElement;
const options = () => Array.from(dom.container.querySelectorAll<HTMLElement>('[role="option"]'));
const selected = () => options().find((el) => el.getAttribute('aria-selected') === 'true')?.textContent ?? null;

async function type(value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(textarea(), value);
    textarea().dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}
async function press(key: string) {
  await act(async () => {
    textarea().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
  await settle();
}

const dom = domRootPerTest();

beforeEach(async () => {
  requestData.mockReset().mockImplementation((_path: string, options: { query: { search: string } }) =>
    Promise.resolve({ items: ITEMS.filter((item) => item.shortcut.startsWith(options.query.search)), totalCount: 2 }));
  emitCommand.mockReset().mockResolvedValue({ ok: true, data: null });
  useOutboxStore.setState({ items: [] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    dom.root.render(<QueryClientProvider client={queryClient}><Composer sessionId="s-1" kind="message" /></QueryClientProvider>);
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
    expect(textarea().value).toBe('Here is our help page.');
    expect(options()).toHaveLength(0);
    expect(emitCommand).not.toHaveBeenCalledWith('sendMessage', expect.anything());

    await press('Enter');
    expect(emitCommand).toHaveBeenCalledWith('sendMessage', expect.objectContaining({ sessionId: 's-1', text: 'Here is our help page.', origin: 'cannedResponse' }));
    expect(textarea().value).toBe('');
  });

  it('narrows as letters are typed, keeps text before the trigger, and Esc closes without inserting', async () => {
    await type('Sure! /hell');
    expect(options().map((el) => el.textContent)).toEqual(['/helloHello! How can I help?']);
    await press('Escape');
    expect(options()).toHaveLength(0);
    expect(textarea().value).toBe('Sure! /hell');
    await type('Sure! /hel');
    expect(options()).toHaveLength(2);
    await press('Enter');
    expect(textarea().value).toBe('Sure! Hello! How can I help?');
  });

  it('sends typed text as userTyped and shows when nothing matches', async () => {
    await type('/zz');
    expect(dom.container.textContent).toContain('No canned response matches.');
    await type('plain words');
    await press('Enter');
    expect(emitCommand).toHaveBeenCalledWith('sendMessage', expect.objectContaining({ text: 'plain words', origin: 'userTyped' }));
  });
});
