/** The /history transcript of a WhatsApp chat offers an approved template (issue 25); other channels do not. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatLogSummary } from '@switchboard/contracts/history/history.schemas';
import { WHATSAPP_TEXTS } from '@switchboard/contracts/whatsapp/whatsapp.window';
import { ChatLogActions } from '@/features/history/components/chat-log-actions';
import { domRootPerTest } from '@/test-support/dom-root';

vi.mock('@/lib/http/api', () => ({ http: { request: vi.fn() } }));

const SESSION_ID = '5e551011-0000-4000-8000-000000000003';
const dom = domRootPerTest();
const buttonByText = (text: string) => Array.from(dom.container.querySelectorAll('button')).find((b) => b.textContent?.trim() === text);

describe('history chat actions', () => {
  it('offers the template on the /history transcript of a WhatsApp chat only', () => {
    const row = (channel: ChatLogSummary['channel']): ChatLogSummary => ({
      sessionId: SESSION_ID, psid: 'p1', customerName: 'Priya', channel, chatState: 'Resolved', agentId: null, agentName: null, handledBy: 'agent',
      selectedTags: [], blockedStatus: false, reviewStatus: null, messageCount: 3, lastMessage: 'Bye', startedAt: '2026-11-21T10:00:00.000Z', resolvedAt: null,
    });
    const client = new QueryClient();
    const render = (chatLog: ChatLogSummary) => act(() => dom.root.render(<QueryClientProvider client={client}><ChatLogActions chatLog={chatLog} tagChoices={[]} /></QueryClientProvider>));
    render(row('website'));
    expect(buttonByText(WHATSAPP_TEXTS.sendTemplate)).toBeUndefined();
    render(row('wa'));
    expect(buttonByText(WHATSAPP_TEXTS.sendTemplate)).toBeDefined();
  });
});
