/** Issue 23: a profile widget's form in the chat's profile panel: fill, press a button, the panel shows the answer. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileSection } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { ProfileWidgetForm } from '@switchboard/contracts/live-chat/profile-widgets';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { ProfileWidgetCard } from '@/features/live-chat/components/profile-widget-card';
import type { ActiveChat } from '@/features/live-chat/model/chat-cache';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));

const SESSION = '5e551011-0000-4000-8000-000000000003';
type WidgetSection = ProfileSection & { widget: ProfileWidgetForm };
const followUp = (reason = '', updatedAt: number | null = null): WidgetSection => ({
  sectionTitle: 'Follow-up',
  data: reason ? [{ subTitle: 'Reason', value: reason, type: 'text' }, { subTitle: 'Updated by', value: 'Alice Agent', type: 'text' }] : [],
  widget: {
    id: 'followUp', buttons: ['Save', 'Clear'], updatedBy: reason ? 'Alice Agent' : null, updatedAt,
    fields: [{ key: 'reason', label: 'Reason', type: 'text', value: reason }, { key: 'callBackOn', label: 'Call back on', type: 'date', value: '' }],
  },
});

const dom = domRootPerTest();
const reasonBox = () => dom.container.querySelector<HTMLInputElement>('input[type="text"]')!;
const button = (label: string) => Array.from(dom.container.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.textContent?.replace(/\s/g, '') === label)!;

function Panel({ queryClient }: { queryClient: QueryClient }) {
  const room = queryClient.getQueryData<ActiveChat>(liveChatKeys.room(SESSION));
  const section = room?.profile.find((entry): entry is WidgetSection => entry.widget !== undefined);
  return section ? <ProfileWidgetCard sessionId={SESSION} section={section} /> : null;
}

async function render(queryClient: QueryClient) {
  await act(async () => dom.root.render(<QueryClientProvider client={queryClient}><Panel queryClient={queryClient} /></QueryClientProvider>));
}

beforeEach(() => requestData.mockReset());

describe('ProfileWidgetCard', () => {
  it('sends the form with the button pressed and shows what the server saved', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<ActiveChat>(liveChatKeys.room(SESSION), { sessionId: SESSION, psid: 'p', messages: [], profile: [followUp()], selectedTags: [], session_language: '' });
    await render(queryClient);
    expect(dom.container.textContent).toContain('Nothing saved yet');

    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setter.call(reasonBox(), 'Refund promised');
      reasonBox().dispatchEvent(new Event('input', { bubbles: true }));
    });
    requestData.mockResolvedValueOnce({ sessionId: SESSION, userProfileWidget: { sections: [followUp('Refund promised', 1_700_000_000_000)] } });
    await act(async () => button('Save').click());
    await settle();

    expect(requestData).toHaveBeenCalledWith('/admin/v1/userProfileWidgets', {
      method: 'POST', body: { sessionId: SESSION, id: 'followUp', updatedFormData: { id: 'followUp', buttonIndex: 0, values: { reason: 'Refund promised', callBackOn: '' } } },
    });
    expect(queryClient.getQueryData<ActiveChat>(liveChatKeys.room(SESSION))?.profile[0]?.data[0]?.value).toBe('Refund promised');
    await render(queryClient);
    expect(dom.container.textContent).toContain('Alice Agent');
    expect(dom.container.textContent).not.toContain('Nothing saved yet');
  });

  it('a save by someone else (a new updatedAt) starts the form again from what was saved', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<ActiveChat>(liveChatKeys.room(SESSION), { sessionId: SESSION, psid: 'p', messages: [], profile: [followUp()], selectedTags: [], session_language: '' });
    await render(queryClient);
    expect(reasonBox().value).toBe('');
    queryClient.setQueryData<ActiveChat>(liveChatKeys.room(SESSION), (room) => room && { ...room, profile: [followUp('Call after 5pm', 1_700_000_100_000)] });
    await render(queryClient);
    expect(reasonBox().value).toBe('Call after 5pm');
  });
});
