import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TRANSLATION_PATHS, TRANSLATION_TEXTS } from '@switchboard/contracts/translation/translation.schemas';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { MessageList } from '@/features/live-chat/components/message-list';
import { TranslationNotice } from '@/features/live-chat/components/translation-notice';
import { useMessageTranslations } from '@/features/live-chat/hooks/use-message-translations';
import type { ActiveChat } from '@/features/live-chat/model/chat-cache';
import { aMessage } from '@/features/live-chat/model/test-fixtures';
import { useTranslationStore } from '@/features/live-chat/stores/translation-store';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));

const SESSION_ID = '5e551011-0000-4000-8000-000000000009';
const SPANISH = aMessage({ seq: 1, chatlogId: 'c-1', sessionId: SESSION_ID, content: { text: 'Hola, necesito ayuda con mi pedido' } });
const room = (messages = [SPANISH]): ActiveChat => ({ sessionId: SESSION_ID, psid: 'psid-1', profile: [], selectedTags: [], session_language: 'es', messages });

/** The open chat's conversation and notice, as the chat pane shows them. */
function OpenChat() {
  const data = useQuery({ queryKey: liveChatKeys.room(SESSION_ID), queryFn: () => room(), staleTime: Infinity }).data;
  useMessageTranslations(SESSION_ID, data);
  if (!data) return null;
  return (
    <>
      <MessageList sessionId={SESSION_ID} messages={data.messages} myName="Me" onRetry={() => undefined} customerLanguage={data.session_language} />
      <TranslationNotice customerLanguage={data.session_language} />
    </>
  );
}

const dom = domRootPerTest();
const text = () => dom.container.textContent ?? '';
const button = (name: string) => Array.from(dom.container.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.textContent === name);

async function render(initial: ActiveChat = room()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(liveChatKeys.room(SESSION_ID), initial);
  await act(async () => {
    dom.root.render(<QueryClientProvider client={queryClient}><OpenChat /></QueryClientProvider>);
  });
  await settle();
}

/** GET answers the status; POST answers `translate` (or rejects). */
function service(configured: boolean, translate: () => Promise<unknown>) {
  requestData.mockImplementation((path: string, options: { method?: string } = {}) => {
    if (path !== TRANSLATION_PATHS.translate) return Promise.reject(new Error(`unexpected ${path}`));
    if (options.method === 'POST') return translate();
    return Promise.resolve({ configured, provider: configured ? 'libretranslate' : 'none', agentLanguage: 'en' });
  });
}

const translated = { sessionId: SESSION_ID, chatlogId: 'c-1', source: 'es', translation: { text: 'Hello, I need help with my order', language: 'en' } };

beforeEach(() => {
  requestData.mockReset();
  useTranslationStore.setState({ failed: new Set() });
});

describe('translation in the open chat', () => {
  it('translates a customer message into the agent\'s language once, with the original on demand', async () => {
    service(true, () => Promise.resolve(translated));
    await render();
    expect(requestData).toHaveBeenCalledWith(TRANSLATION_PATHS.translate, expect.objectContaining({
      method: 'POST', body: { sessionId: SESSION_ID, chatlogId: 'c-1', target: 'en' },
    }));
    expect(requestData.mock.calls.filter(([, options]) => (options as { method?: string }).method === 'POST')).toHaveLength(1);
    expect(text()).toContain('Hello, I need help with my order');
    expect(text()).toContain('Translated to English');
    expect(text()).not.toContain('Hola, necesito');
    act(() => button('Show original')?.click());
    expect(dom.container.querySelector('[aria-label="Original message"]')?.textContent).toBe('Hola, necesito ayuda con mi pedido');
    expect(text()).toContain('The customer writes in Spanish: their messages are translated for you, and yours are sent in Spanish.');
  });

  it('shows an agent\'s message as they wrote it, and what the customer received on demand', async () => {
    service(true, () => Promise.resolve(translated));
    const sent = aMessage({
      seq: 2, chatlogId: 'c-2', sessionId: SESSION_ID, sender: 'admin', adminName: 'Me Agent',
      content: { text: 'Su pedido se envía mañana.' }, translation: { text: 'Your order ships tomorrow.', language: 'en' },
    });
    await render(room([{ ...SPANISH, translation: translated.translation }, sent]));
    expect(text()).toContain('Your order ships tomorrow.');
    expect(text()).toContain('Sent in Spanish');
    act(() => button('Show what was sent')?.click());
    expect(dom.container.querySelector('[aria-label="What the customer received"]')?.textContent).toBe('Su pedido se envía mañana.');
    // Both already translated: nothing asked.
    expect(requestData.mock.calls.some(([, options]) => (options as { method?: string }).method === 'POST')).toBe(false);
  });

  it('says plainly that translation is not configured, and shows messages as written', async () => {
    service(false, () => Promise.reject(new Error('not called')));
    await render();
    expect(text()).toContain(TRANSLATION_TEXTS.notConfigured);
    expect(text()).toContain('Hola, necesito ayuda con mi pedido');
    expect(requestData.mock.calls.some(([, options]) => (options as { method?: string }).method === 'POST')).toBe(false);
  });

  it('keeps a message the service could not translate as written, with Retry', async () => {
    let fail = true;
    service(true, () => (fail ? Promise.reject(new Error('502')) : Promise.resolve(translated)));
    await render();
    expect(text()).toContain('Hola, necesito ayuda con mi pedido');
    expect(text()).toContain('Not translated: the translation service did not answer.');
    fail = false;
    act(() => button('Retry')?.click());
    await settle();
    expect(text()).toContain('Hello, I need help with my order');
    expect(text()).not.toContain('Not translated');
  });
});
