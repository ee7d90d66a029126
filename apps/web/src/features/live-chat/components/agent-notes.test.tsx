import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentNote } from '@switchboard/contracts/live-chat/live-chat.api';
import { AgentNotes } from '@/features/live-chat/components/agent-notes';
import { settle, domRootPerTest } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));

const aNote = (overrides: Partial<AgentNote>): AgentNote => ({
  id: 'n-1', psid: 'psid-1', sessionId: 's-1', authorId: 'me', authorName: 'Alice Agent', note: 'Prefers e-mail', createdAt: 1_700_000_000_000, ...overrides,
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
});
