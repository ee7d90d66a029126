import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { ChatListItem } from '@/features/live-chat/components/chat-list-item';
import { aChat } from '@/features/live-chat/model/test-fixtures';
import { domRootPerTest } from '@/test-support/dom-root';

const dom = domRootPerTest();

function render(channel: 'website' | 'wa' | 'ivr') {
  // The handling clock reads the brand's targets; with none loaded it shows the time alone (no request is made here).
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  act(() => dom.root.render(
    <QueryClientProvider client={client}>
      <ChatListItem chat={aChat({ channel, lastMessage: 'Hello' })} index={0} selected={false} focusable unread={0} stalls={0} now={3_000} onOpen={() => undefined} />
    </QueryClientProvider>,
  ));
  return dom.container.querySelector<HTMLElement>('[role="option"]')!;
}

describe('ChatListItem', () => {
  it('marks a WhatsApp customer with the channel, with its icon', () => {
    const item = render('wa');
    expect(item.textContent).toContain('WhatsApp');
    expect(item.querySelector('[aria-label="whats-app"]')).not.toBeNull();
  });

  it('names other channels by their label, and shows no mark for the website widget', () => {
    expect(render('ivr').textContent).toContain('Phone (IVR)');
    const website = render('website');
    expect(website.textContent).not.toMatch(/Website|WhatsApp/);
    expect(website.querySelector('.ant-tag')).toBeNull();
  });
});
