import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPermissions } from '@switchboard/contracts/roles';
import { TICKET_PATHS } from '@switchboard/contracts/tickets/tickets.schemas';
import { ConvertToTicket } from '@/features/live-chat/components/convert-to-ticket';
import { aChat, aViewer } from '@/features/live-chat/model/test-fixtures';
import { useSessionStore } from '@/lib/session/session-store';
import type { StoredSession } from '@/lib/session/stored-session';

const request = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { request } }));

const session = (ticketsEnabled: boolean): StoredSession => ({
  _id: 'user-uuid-me', admin_id: 'admin-me', token: 't', nlpServiceDetails: { language: 'en', threshold: 0.5 }, allowed_channels: [],
  brandInfo: { name: 'Demo' }, bifurcation_data: { selected: {}, filters: [] },
  user_info: { email: 'me@demo.brand', firstName: 'Me', lastName: 'Agent', role: 'Agent', permissions: defaultPermissions('Agent', ticketsEnabled) },
} as StoredSession);

const SESSION = '33333333-3333-4333-8333-333333333333';
let root: Root;
let container: HTMLElement;
const buttons = () => Array.from(document.body.querySelectorAll<HTMLButtonElement>('button'));
const button = (text: string) => buttons().find((b) => b.textContent === text);
const settle = () => act(async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  request.mockReset();
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  useSessionStore.setState({ session: null });
});

describe('Convert to ticket', () => {
  it('is offered to the chat agent with ticketsEnabled and posts the chat session to /admin/v2/ticket', async () => {
    useSessionStore.setState({ session: session(true) });
    request.mockResolvedValue({ ok: true, status: 201, data: {}, message: 'Ticket created' });
    await act(async () => root.render(<ConvertToTicket chat={aChat({ sessionId: SESSION, lastMessage: 'Where is my parcel?' })} viewer={aViewer()} />));
    await act(async () => button('Convert to ticket')?.click());
    await settle();
    await act(async () => button('Convert')?.click());
    await settle();
    expect(request).toHaveBeenCalledWith(TICKET_PATHS.create, {
      method: 'POST', body: { sessionId: SESSION, subject: 'Where is my parcel?', priority: 'medium' },
    });
  });

  it('is not offered without ticketsEnabled, nor on a chat that is not being handled', async () => {
    useSessionStore.setState({ session: session(false) });
    await act(async () => root.render(<ConvertToTicket chat={aChat()} viewer={aViewer()} />));
    expect(button('Convert to ticket')).toBeUndefined();
    // Mounted: the button listens to the session store, so the change re-renders it (inside act).
    act(() => useSessionStore.setState({ session: session(true) }));
    await act(async () => root.render(<ConvertToTicket chat={aChat({ chatState: 'Inqueue', agentId: null })} viewer={aViewer()} />));
    expect(button('Convert to ticket')).toBeUndefined();
    await act(async () => root.render(<ConvertToTicket chat={aChat()} viewer={aViewer()} />));
    expect(button('Convert to ticket')).toBeDefined();
  });
});
