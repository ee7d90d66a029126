import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentNote } from '@switchboard/contracts/live-chat/live-chat.api';
import { AgentNotes } from '@/features/live-chat/components/agent-notes';
import { useSessionStore } from '@/lib/session/session-store';
import type { StoredSession } from '@/lib/session/stored-session';
import { settle, domRootPerTest } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/feedback/feedback', async (importOriginal) => ({ ...await importOriginal<object>(), toast }));

const aNote = (overrides: Partial<AgentNote>): AgentNote => ({
  id: 'n-1', psid: 'psid-1', sessionId: 's-1', authorId: 'me', authorName: 'Alice Agent', note: 'Prefers e-mail', createdAt: 1_700_000_000_000, editedAt: null, ...overrides,
});

const textarea = () => dom.container.querySelector<HTMLTextAreaElement>('textarea')!;
const saveButton = () => Array.from(dom.container.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.textContent === 'Save note')!;

async function render() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    dom.root.render(<QueryClientProvider client={queryClient}><AgentNotes sessionId="s-1" /></QueryClientProvider>);
  });
  await settle();
}

function type(value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(textarea(), value);
    textarea().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const dom = domRootPerTest();

beforeEach(() => {
  requestData.mockReset();
  toast.success.mockReset();
  useSessionStore.setState({ session: null });
});

describe('AgentNotes', () => {
  it('lists the notes and puts a saved one on top with Ctrl+Enter, clearing the box', async () => {
    requestData.mockResolvedValueOnce({ notes: [aNote({})] });
    await render();
    expect(requestData).toHaveBeenCalledWith('/admin/v1/customAgentNotes', expect.objectContaining({ query: { sessionId: 's-1' } }));
    expect(dom.container.textContent).toContain('Prefers e-mail');
    expect(saveButton().disabled).toBe(true);

    requestData.mockResolvedValueOnce(aNote({ id: 'n-2', note: 'Asked about refunds' }));
    type('Asked about refunds');
    act(() => {
      textarea().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true }));
    });
    await settle();
    expect(requestData).toHaveBeenLastCalledWith('/admin/v1/customAgentNotes', { method: 'POST', body: { sessionId: 's-1', note: 'Asked about refunds' } });
    const items = Array.from(dom.container.querySelectorAll('.ant-list-item')).map((item) => item.querySelector('.ant-typography')?.textContent);
    expect(items).toEqual(['Asked about refunds', 'Prefers e-mail']);
    expect(textarea().value).toBe('');
  });

  it('says so when there are no notes, and keeps the draft when saving fails', async () => {
    requestData.mockResolvedValueOnce({ notes: [] });
    await render();
    expect(dom.container.textContent).toContain('No notes yet');
    requestData.mockRejectedValueOnce(new Error('down'));
    type('Keep me');
    act(() => saveButton().click());
    await settle();
    expect(textarea().value).toBe('Keep me');
  });

  it("edits the viewer's own note in place (PUT, 'Agent note updated'), showing when it was edited; others' notes offer no Edit", async () => {
    useSessionStore.setState({ session: { _id: 'me', admin_id: 'admin-me' } as StoredSession });
    const id = '0a0e0000-0000-4000-8000-000000000001';
    requestData.mockResolvedValueOnce({ notes: [aNote({ id }), aNote({ id: 'n-9', authorId: 'someone-else', authorName: 'Bob Agent', note: 'Called twice' })] });
    await render();
    const editButtons = () => Array.from(dom.container.querySelectorAll<HTMLButtonElement>('button')).filter((b) => b.textContent === 'Edit');
    expect(editButtons()).toHaveLength(1);

    act(() => editButtons()[0]!.click());
    const editor = dom.container.querySelector<HTMLTextAreaElement>('textarea[aria-label="Edit the note"]')!;
    expect(editor.value).toBe('Prefers e-mail');
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    act(() => {
      setter.call(editor, 'Prefers e-mail, never phone');
      editor.dispatchEvent(new Event('input', { bubbles: true }));
    });
    requestData.mockResolvedValueOnce(aNote({ id, note: 'Prefers e-mail, never phone', editedAt: 1_700_000_600_000 }));
    const saveChanges = Array.from(dom.container.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.textContent === 'Save changes')!;
    await act(async () => saveChanges.click());
    await settle();

    expect(requestData).toHaveBeenLastCalledWith('/admin/v1/customAgentNotes', { method: 'PUT', body: { id, note: 'Prefers e-mail, never phone' } });
    expect(toast.success).toHaveBeenCalledWith('Agent note updated');
    expect(dom.container.querySelector('textarea[aria-label="Edit the note"]')).toBeNull();
    expect(dom.container.textContent).toContain('Prefers e-mail, never phone');
    expect(dom.container.textContent).toContain('Alice Agent');
    expect(dom.container.textContent).toMatch(/· edited /);
  });
});
