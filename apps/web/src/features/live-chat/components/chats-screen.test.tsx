import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadRichTextEditor } from '@/components/rich-text/lazy-rich-text-editor';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { ChatsScreen } from '@/features/live-chat/components/chats-screen';
import { preloadChatPanes } from '@/features/live-chat/components/lazy-chat-panes';
import type { ActiveChat } from '@/features/live-chat/model/chat-cache';
import { aChat, aMessage, aViewer } from '@/features/live-chat/model/test-fixtures';
import { useLiveChatStore } from '@/features/live-chat/stores/live-chat-store';
import { useOutboxStore } from '@/features/live-chat/stores/outbox-store';
import { useScreenStore } from '@/lib/screen/screen-store';
import { domRootPerTest, settle } from '@/test-support/dom-root';
import ReactQuill from 'react-quill-new';

const emitCommand = vi.hoisted(() => vi.fn());
vi.mock('@/features/live-chat/api/live-chat-socket', () => ({
  emitCommand,
  chatSocket: () => new Promise(() => {}),
  onCommandReset: () => () => {},
  connectedSocketId: vi.fn(),
}));


const SESSION_ID = '5e551011-0000-4000-8000-000000000001'; // a real-shaped id: the contracts refuse a sessionId that is not a uuid
const chats = [
  aChat({ sessionId: SESSION_ID, customerName: 'Rita Customer', lastMessage: 'Where is my order?' }),
  aChat({ sessionId: 's-2', psid: 'psid-2', customerName: 'Queued Quinn', chatState: 'Inqueue', agentId: null }),
];
const room: ActiveChat = {
  sessionId: SESSION_ID, psid: 'psid-1', profile: [{ sectionTitle: 'Account', data: [{ subTitle: 'Plan', value: 'Gold', type: 'text' }] }],
  selectedTags: [], session_language: 'en',
  messages: [
    aMessage({ seq: 1, content: { text: 'Where is my order?' } }),
    aMessage({ seq: 2, sender: 'chatbot', type: 'text_with_buttons', content: { text: 'Pick one', buttons: [{ label: 'Track', value: 't' }] } }),
    aMessage({ seq: 3, sender: 'admin', type: 'whisper', adminName: 'Sam Lead', content: { text: 'Offer a refund' } }),
    aMessage({ seq: 4, sender: 'admin', adminName: 'Me Agent', readStatus: 'seen', content: { text: 'Checking now' } }),
  ],
};

const dom = domRootPerTest();
let queryClient: QueryClient;

// The open chat's panes and the composer's editor are lazy chunks: loaded up front, an opened chat renders them at once.
beforeAll(async () => { await Promise.all([preloadChatPanes(), preloadRichTextEditor()]); });

beforeEach(() => {
  emitCommand.mockReset().mockResolvedValue({ ok: true, data: undefined });
  useLiveChatStore.getState().reset();
  useOutboxStore.setState({ items: [] });
  useScreenStore.getState().update(1280, 800);
  queryClient = new QueryClient();
  queryClient.setQueryData(liveChatKeys.list, chats);
  queryClient.setQueryData(liveChatKeys.room(SESSION_ID), room);
  act(() => dom.root.render(<QueryClientProvider client={queryClient}><ChatsScreen viewer={aViewer()} /></QueryClientProvider>));
});


const text = () => dom.container.textContent ?? '';

describe('ChatsScreen', () => {
  it('lists my chats with tab counts, and another tab shows its chats or the empty state', () => {
    const myTab = dom.container.querySelector<HTMLElement>('[data-tab="myChats"]');
    expect(myTab?.getAttribute('aria-selected')).toBe('true');
    expect(myTab?.textContent).toContain('1 chat');
    expect(text()).toContain('Rita Customer');
    expect(text()).not.toContain('Queued Quinn');
    act(() => dom.container.querySelector<HTMLElement>('[data-tab="inQueue"]')?.click());
    expect(text()).toContain('Queued Quinn');
    act(() => dom.container.querySelector<HTMLElement>('[data-tab="pending"]')?.click());
    expect(text()).toContain('No chats here');
  });

  it('on a wide screen, spans the empty state over the profile column until a chat is open', () => {
    act(() => useScreenStore.getState().update(1920, 1080));
    const openChat = () => dom.container.querySelector<HTMLElement>('section[aria-label="Open chat"]')!;
    expect(openChat().style.gridColumn).toBe('span 2');
    expect(text()).toContain('Select a chat to see the conversation');
    act(() => useLiveChatStore.getState().selectChat(SESSION_ID));
    expect(openChat().style.gridColumn).toBe('');
    expect(text()).toContain('Gold'); // the profile column
  });

  it('opens a chat with Enter and renders its messages, whispers and ticks', () => {
    const option = dom.container.querySelector<HTMLElement>('[role="option"]');
    act(() => option?.focus());
    act(() => option?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(useLiveChatStore.getState().selectedSessionId).toBe(SESSION_ID);
    expect(emitCommand).toHaveBeenCalledWith('viewingChat', { sessionId: SESSION_ID }, { quiet: true });
    expect(text()).toContain('Pick one');
    // Track is offered, disabled (the availability switch above is disabled too until the server sends the state).
    expect(Array.from(dom.container.querySelectorAll<HTMLButtonElement>('button')).find((button) => button.textContent === 'Track')?.disabled).toBe(true);
    expect(text()).toContain('Whisper — only staff see this');
    expect(text()).toContain('Seen');
    expect(dom.container.querySelector('[role="toolbar"]')?.textContent).toContain('Resolve');
  });

  it('sends on Enter with a clientMessageId and shows it as sending until the ack', async () => {
    let ack: (value: unknown) => void = () => {};
    act(() => useLiveChatStore.getState().selectChat(SESSION_ID));
    emitCommand.mockImplementation((command: string) => (command === 'sendMessage' ? new Promise((resolve) => { ack = resolve; }) : Promise.resolve({ ok: true })));
    // The composer is the rich-text editor (Quill): type through its API, press Enter on its contenteditable.
    Range.prototype.getBoundingClientRect = () => new DOMRect();
    const container = dom.container.querySelector<HTMLElement>('.ql-container');
    expect(container).not.toBeNull();
    const quill = ReactQuill.Quill.find(container!) as InstanceType<typeof ReactQuill.Quill>;
    act(() => {
      quill.setText('On its way', 'user');
      quill.setSelection(10, 0, 'user');
    });
    act(() => container!.querySelector('.ql-editor')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    const call = emitCommand.mock.calls.find(([command]) => command === 'sendMessage');
    expect(call?.[1]).toMatchObject({ sessionId: SESSION_ID, text: '<p>On its way</p>', format: 'html', origin: 'userTyped', clientMessageId: expect.any(String) });
    expect(text()).toContain('Sending');
    await act(async () => ack({ ok: true, data: undefined }));
    expect(useOutboxStore.getState().items).toEqual([]);
  });

  it('J and K open the next and previous chat of the tab, but not while typing in the composer', async () => {
    const later = aChat({ sessionId: 's-3', psid: 'psid-3', customerName: 'Later Lou', eventListenTimeStamp: 1_000 });
    await act(async () => void queryClient.setQueryData(liveChatKeys.list, [...chats, later]));
    await settle();
    const press = (key: string, target: EventTarget = document.body) =>
      act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));
    press('j');
    expect(useLiveChatStore.getState().selectedSessionId).toBe(SESSION_ID);
    press('j');
    expect(useLiveChatStore.getState().selectedSessionId).toBe('s-3');
    press('j');
    expect(useLiveChatStore.getState().selectedSessionId).toBe('s-3');
    press('k');
    expect(useLiveChatStore.getState().selectedSessionId).toBe(SESSION_ID);
    const composer = dom.container.querySelector<HTMLElement>('.ql-editor');
    expect(composer?.isContentEditable ?? composer?.getAttribute('contenteditable')).toBeTruthy();
    press('j', composer!);
    expect(useLiveChatStore.getState().selectedSessionId).toBe(SESSION_ID);
  }, 30_000); // opens three chats' panes (Quill included): slow on the shared machine
});
