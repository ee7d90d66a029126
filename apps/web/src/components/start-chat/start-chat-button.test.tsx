import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROACTIVE_TEXTS } from '@switchboard/contracts/live-chat/proactive.api';
import { StartChatButton, type StartChatCustomer } from '@/components/start-chat/start-chat-button';
import { settle, domRootPerTest } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));
const permissions = vi.hoisted(() => ({ features: { '/chats': { isAllowed: true } }, actions: {} as Record<string, Record<string, boolean>>, events: {}, ticketsEnabled: false }));
vi.mock('@/lib/session/session-store', () => ({ useSession: () => ({ user_info: { permissions } }) }));

const online: StartChatCustomer = { psid: 'p-1', name: 'Priya Nair', channel: 'website', blocked: false, online: true };
const dom = domRootPerTest();
let router: ReturnType<typeof createMemoryRouter>;

async function render(customer: StartChatCustomer) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  router = createMemoryRouter([{ path: '*', element: <StartChatButton customer={customer} /> }], { initialEntries: ['/users/id=p-1&type=psid'] });
  await act(async () => {
    dom.root.render(<QueryClientProvider client={queryClient}><RouterProvider router={router} /></QueryClientProvider>);
  });
  await settle();
}

const button = (name: string) => Array.from(document.body.querySelectorAll('button')).find((b) => b.textContent === name)!;
function type(value: string) {
  const textarea = document.body.querySelector<HTMLTextAreaElement>('textarea[aria-label="First message"]')!;
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(textarea, value);
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const click = async (name: string) => {
  await act(async () => button(name).click());
  await settle();
};

beforeEach(() => {
  requestData.mockReset();
  permissions.actions = {};
});

describe('StartChatButton', () => {
  it('says plainly why a customer cannot be reached: not on the website (WhatsApp is not built), offline, blocked', async () => {
    await render({ ...online, channel: 'wa' });
    expect(button('Start a chat').disabled).toBe(true);
    expect(dom.container.textContent).toContain(PROACTIVE_TEXTS.notWebsite);
    expect(PROACTIVE_TEXTS.notWebsite).toContain('WhatsApp');
    await render({ ...online, online: false });
    expect(dom.container.textContent).toContain(PROACTIVE_TEXTS.offline);
    await render({ ...online, blocked: true });
    expect(dom.container.textContent).toContain(PROACTIVE_TEXTS.blocked);
  });

  it('starts the chat with a first message (a blank outbound message) and opens it in the chats page', async () => {
    requestData.mockResolvedValue({ sessionId: 's-9', psid: 'p-1', chatlogId: 'c-1', seq: 2 });
    await render(online);
    await click('Start a chat');
    type('  Can I help with your order?  ');
    await click('Start chat');
    expect(requestData).toHaveBeenCalledWith('/admin/v2/blank', {
      method: 'POST', quiet: true, body: { psid: 'p-1', text: 'Can I help with your order?', clientMessageId: expect.any(String) },
    });
    expect(router.state.location.pathname + router.state.location.search).toBe('/chats?chat=s-9');
  });

  it('without a message it only opens the chat; a refusal shows in the dialog, which stays open', async () => {
    requestData.mockRejectedValueOnce(new Error(PROACTIVE_TEXTS.offline));
    await render({ ...online, online: undefined });
    await click('Start a chat');
    await click('Start chat');
    expect(requestData).toHaveBeenCalledWith('/admin/v2/startLiveChatSession', { method: 'POST', quiet: true, body: { psid: 'p-1' } });
    expect(document.body.querySelector('[role="dialog"]')?.textContent).toContain(PROACTIVE_TEXTS.offline);
    expect(router.state.location.pathname).toBe('/users/id=p-1&type=psid');
  });

  it('is not offered to members who may not start chats', async () => {
    permissions.actions = { chats: { start: false } };
    await render(online);
    expect(dom.container.textContent).toBe('');
  });
});
