import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRAND_CONFIGURATION } from '@switchboard/contracts/members/configuration.schemas';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { OfferLayer } from '@/features/live-chat/components/offer-layer';
import { preloadOfferPanel } from '@/features/live-chat/components/offer-notice';
import { aChat, aViewer, ME } from '@/features/live-chat/model/test-fixtures';
import { useLiveChatStore } from '@/features/live-chat/stores/live-chat-store';
import { useOfferStore } from '@/features/live-chat/stores/offer-store';
import { useAlertPreferencesStore } from '@/lib/alerts/alert-preferences';
import { resetChimeForTests } from '@/lib/alerts/chime';
import { installFakeAudio, type FakeAudio } from '@/lib/alerts/fake-audio';
import { useSessionStore } from '@/lib/session/session-store';
import type { StoredSession } from '@/lib/session/stored-session';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const emitCommand = vi.hoisted(() => vi.fn());
vi.mock('@/features/live-chat/api/live-chat-socket', () => ({
  emitCommand,
  chatSocket: () => new Promise(() => {}),
  onCommandReset: () => () => {},
}));
vi.mock('@/lib/http/api', () => ({ http: { requestData: vi.fn(() => new Promise(() => {})) } }));

const OFFER = '0ffe0000-0000-4000-8000-000000000001';
const SECOND = '0ffe0000-0000-4000-8000-000000000002';
const offer = (sessionId: string, customerName: string, handoverAt: number): LiveChat =>
  aChat({ sessionId, psid: `psid-${sessionId}`, customerName, chatState: 'Pending', agentId: ME, acceptedAt: null, handoverAt, lastMessage: 'My parcel is late' });
const mine = aChat({ sessionId: 'handled-1', customerName: 'Handled Hana' });

const session = { _id: 'user-uuid-me', admin_id: ME, token: 't', user_info: { firstName: 'Me', lastName: 'Agent' } } as StoredSession;

/** Each render builds antd's styles for the card, buttons and modal: seconds on a busy shared machine. */
const SLOW = { timeout: 20_000 };

const dom = domRootPerTest();
// The panel's code is fetched with the first offer (offer-notice.tsx); loaded first, the notice shows in the same render.
beforeAll(async () => {
  await preloadOfferPanel();
});
let client: QueryClient;
let audio: FakeAudio;

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function render(chats: LiveChat[], path = '/dashboard', viewer = aViewer()) {
  client = new QueryClient();
  client.setQueryData(liveChatKeys.list, chats);
  client.setQueryData(liveChatKeys.configuration, DEFAULT_BRAND_CONFIGURATION);
  act(() => dom.root.render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard" element={<div><input aria-label="Search" /><textarea aria-label="Notes" /><div contentEditable suppressContentEditableWarning aria-label="Composer" /></div>} />
          <Route path="/chats" element={<p>Chats page</p>} />
        </Routes>
        <Where />
        <OfferLayer viewer={viewer} />
      </MemoryRouter>
    </QueryClientProvider>,
  ));
}

/** A realtime event's cache patch; the query cache tells its observers on a zero-delay timer. */
async function update(chats: LiveChat[]) {
  await act(async () => void client.setQueryData(liveChatKeys.list, chats));
  await settle();
}

const notice = () => document.querySelector<HTMLElement>('section[aria-labelledby="offer-notice-title"]');
const buttonIn = (root: ParentNode | null, name: string) =>
  Array.from(root?.querySelectorAll<HTMLButtonElement>('button') ?? []).find((button) => button.textContent?.replace(/[AR?]$/, '').trim() === name || button.getAttribute('aria-label') === name);
const path = () => document.querySelector('[data-testid="path"]')?.textContent;
const press = (key: string, target: EventTarget = document.body) =>
  act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));

beforeEach(() => {
  localStorage.clear();
  emitCommand.mockReset().mockResolvedValue({ ok: true, data: undefined });
  useSessionStore.setState({ session });
  useLiveChatStore.getState().reset();
  useOfferStore.getState().reset();
  resetChimeForTests();
  audio = installFakeAudio();
  document.title = 'Dashboard — Switchboard';
});
afterEach(() => {
  audio.uninstall();
  act(() => useSessionStore.setState({ session: null }));
});

describe('the chat-offer notice', SLOW, () => {
  it('shows on a page other than /chats with the customer, and Accept opens the chat in My chats on /chats', async () => {
    render([mine, offer(OFFER, 'Olive Offer', 1_000)]);
    expect(notice()?.textContent).toContain('New chat offered');
    expect(notice()?.textContent).toContain('Olive Offer');
    expect(notice()?.textContent).toContain('My parcel is late');
    expect(notice()?.textContent).not.toContain('Handled Hana');
    await act(async () => buttonIn(notice(), 'Accept')?.click());
    await settle();
    expect(emitCommand).toHaveBeenCalledWith('acceptChat', { sessionId: OFFER });
    expect(path()).toBe('/chats');
    expect(useLiveChatStore.getState()).toMatchObject({ activeTab: 'myChats', selectedSessionId: OFFER });
  });

  it('Reject answers the offer and leaves the member on their page', async () => {
    render([offer(OFFER, 'Olive Offer', 1_000)]);
    await act(async () => buttonIn(notice(), 'Reject')?.click());
    await settle();
    expect(emitCommand).toHaveBeenCalledWith('rejectChat', { sessionId: OFFER });
    expect(path()).toBe('/dashboard');
  });

  it('lists several offers longest-waiting first; A accepts and R rejects the first', async () => {
    render([offer(SECOND, 'Second Sid', 5_000), offer(OFFER, 'Olive Offer', 1_000)]);
    expect(notice()?.textContent).toContain('2 chats offered');
    const cards = notice()!.querySelectorAll('[role="group"]');
    expect(cards[0]?.getAttribute('aria-label')).toBe('Chat offered: Olive Offer');
    expect(buttonIn(cards[0]!, 'Accept')?.getAttribute('aria-keyshortcuts')).toBe('a');
    expect(buttonIn(cards[1]!, 'Accept')?.getAttribute('aria-keyshortcuts')).toBeNull();
    press('r');
    await settle();
    expect(emitCommand).toHaveBeenLastCalledWith('rejectChat', { sessionId: OFFER });
    press('a');
    await settle();
    expect(emitCommand).toHaveBeenCalledWith('acceptChat', { sessionId: OFFER });
    expect(path()).toBe('/chats');
  });

  it('ignores the keys while the member types in an input, a textarea or the composer, or with a modifier', async () => {
    render([offer(OFFER, 'Olive Offer', 1_000)]);
    for (const label of ['Search', 'Notes', 'Composer']) {
      press('a', document.querySelector(`[aria-label="${label}"]`)!);
      press('r', document.querySelector(`[aria-label="${label}"]`)!);
    }
    act(() => void document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', ctrlKey: true, bubbles: true })));
    await settle();
    expect(emitCommand).not.toHaveBeenCalled();
  });

  it('does nothing on the keys when the member turned single-key shortcuts off', async () => {
    render([offer(OFFER, 'Olive Offer', 1_000)]);
    act(() => useAlertPreferencesStore.getState().set({ shortcuts: false }));
    press('a');
    await settle();
    expect(emitCommand).not.toHaveBeenCalled();
    expect(buttonIn(notice(), 'Accept')?.getAttribute('aria-keyshortcuts')).toBeNull();
  });

  it('gives no button or key for an answer the member\'s permissions forbid', async () => {
    render([offer(OFFER, 'Olive Offer', 1_000)], '/dashboard', aViewer({ permissions: { actions: {}, events: { reject: false } } }));
    expect(buttonIn(notice(), 'Reject')).toBeUndefined();
    expect(buttonIn(notice(), 'Accept')).toBeDefined();
    press('r');
    await settle();
    expect(emitCommand).not.toHaveBeenCalled();
  });

  it('opens the shortcuts dialog with ? and lists every shortcut', async () => {
    // The dialog's code is fetched the first time it opens: loaded here first, so React's lazy resolves it inside act.
    await import('@/features/live-chat/components/shortcuts-help');
    render([]);
    press('?');
    const dialog = await vi.waitFor(async () => {
      await settle();
      const shown = document.querySelector('[role="dialog"]');
      expect(shown?.textContent).toContain('Keyboard shortcuts');
      return shown;
    }, { timeout: 10_000 });
    ['Accept the offered chat', 'Reject the offered chat', 'Open the next chat in the list', 'Open the previous chat in the list', 'Show these shortcuts']
      .forEach((text) => expect(dialog?.textContent).toContain(text));
    // The page behind a dialog does not act on the keys.
    await update([offer(OFFER, 'Olive Offer', 1_000)]);
    press('a', dialog!);
    await settle();
    expect(emitCommand).not.toHaveBeenCalled();
  });

  it('Hide takes the notice away until another offer comes', async () => {
    render([offer(OFFER, 'Olive Offer', 1_000)]);
    act(() => buttonIn(notice(), 'Hide chat offers')?.click());
    expect(notice()).toBeNull();
    await update([offer(OFFER, 'Olive Offer', 1_000), offer(SECOND, 'Second Sid', 5_000)]);
    expect(notice()?.textContent).toContain('Second Sid');
    expect(notice()?.textContent).not.toContain('Olive Offer');
  });

  it('on /chats leaves out the offer open in the chat pane, which the keys then answer', async () => {
    act(() => useLiveChatStore.getState().selectChat(OFFER));
    render([offer(OFFER, 'Olive Offer', 1_000), offer(SECOND, 'Second Sid', 5_000)], '/chats');
    expect(notice()?.textContent).toContain('Second Sid');
    expect(notice()?.textContent).not.toContain('Olive Offer');
    press('a');
    await settle();
    expect(emitCommand).toHaveBeenCalledWith('acceptChat', { sessionId: OFFER });
  });
});

describe('the title count', SLOW, () => {
  it('puts the number of offers in front of the page title, keeps it when the page sets its title, and removes it', async () => {
    render([offer(OFFER, 'Olive Offer', 1_000)]);
    expect(document.title).toBe('(1) Dashboard — Switchboard');
    await update([offer(OFFER, 'Olive Offer', 1_000), offer(SECOND, 'Second Sid', 5_000)]);
    expect(document.title).toBe('(2) Dashboard — Switchboard');
    act(() => void (document.title = 'Chats — Switchboard'));
    await settle();
    expect(document.title).toBe('(2) Chats — Switchboard');
    await update([]);
    expect(document.title).toBe('Chats — Switchboard');
  });
});

describe('the offer sound', SLOW, () => {
  it('chimes once when an offer arrives, with the sound on (the default)', async () => {
    render([]);
    await settle();
    expect(audio.notesPlayed()).toBe(0);
    await update([offer(OFFER, 'Olive Offer', 1_000)]);
    await settle();
    expect(audio.notesPlayed()).toBe(2);
  });

  it('stays silent when the member turned the sound off', async () => {
    render([]);
    act(() => useAlertPreferencesStore.getState().set({ sound: false }));
    await update([offer(OFFER, 'Olive Offer', 1_000)]);
    await settle();
    expect(audio.notesPlayed()).toBe(0);
    expect(notice()?.textContent).toContain('Olive Offer');
  });

  it('shows the notice without error when the browser blocks audio', async () => {
    audio.uninstall();
    audio = installFakeAudio({ blocked: true });
    render([offer(OFFER, 'Olive Offer', 1_000)]);
    await settle();
    expect(audio.notesPlayed()).toBe(0);
    expect(notice()?.textContent).toContain('Olive Offer');
  });
});
