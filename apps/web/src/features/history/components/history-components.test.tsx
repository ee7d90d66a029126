import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatLogSummary, HistoryMessage } from '@switchboard/contracts/history/history.schemas';
import { ChatLogList } from '@/features/history/components/chat-log-list';
import { Transcript } from '@/features/history/components/transcript';

const aMessage = (overrides: Partial<HistoryMessage>): HistoryMessage => ({
  chatlogId: 'm', sessionId: 's', psid: 'p', seq: 1, sender: 'customer', type: 'text', content: { text: 'hi' }, readStatus: 'seen',
  timestamp: '2026-11-21T10:00:00.000Z', vote: null, translation: null, ...overrides,
});
const aRow = (overrides: Partial<ChatLogSummary>): ChatLogSummary => ({
  sessionId: 's1', psid: 'p1', customerName: 'Priya Nair', channel: 'website', chatState: 'Resolved', agentId: null, agentName: null,
  handledBy: 'bot', selectedTags: ['billing'], blockedStatus: false, reviewStatus: 'Failed', messageCount: 3, lastMessage: 'Thank you!',
  startedAt: '2026-11-21T10:00:00.000Z', resolvedAt: null, ...overrides,
});

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('transcript', () => {
  it('shows the NLP intent on customer turns and votes only on bot answers', () => {
    const onVote = vi.fn();
    act(() => root.render(
      <Transcript customerName="Priya" voting={false} onVote={onVote} messages={[
        aMessage({ chatlogId: 'c1', NLPSnapshot: { intent: 'track_order', confidence: 0.82 }, content: { text: 'Where is my parcel?' } }),
        aMessage({ chatlogId: 'b1', seq: 2, sender: 'chatbot', content: { text: 'Tomorrow.' }, vote: 'upvote' }),
      ]} />,
    ));
    expect(container.textContent).toContain('track_order · 82%');
    const up = container.querySelectorAll('button[aria-label="Upvote this answer"]');
    expect(up).toHaveLength(1);
    expect(up[0]?.getAttribute('aria-pressed')).toBe('true');
    act(() => (container.querySelector('button[aria-label="Downvote this answer"]') as HTMLButtonElement).click());
    expect(onVote).toHaveBeenCalledWith('b1', 'downvote');
  });

  it('offers no votes to a member without the vote action', () => {
    act(() => root.render(<Transcript customerName="Priya" voting={false} onVote={null} messages={[aMessage({ sender: 'chatbot' })]} />));
    expect(container.querySelector('button')).toBeNull();
  });
});

describe('history list', () => {
  const props = { isPending: false, error: null, hasMore: false, loadingMore: false, onLoadMore: vi.fn(), onRetry: vi.fn(), selected: null, onSelect: vi.fn() };

  it('shows the empty state, the error with a retry, and the rows with Load more', () => {
    act(() => root.render(<ChatLogList {...props} rows={[]} />));
    expect(container.textContent).toContain('No chats match these filters');

    const onRetry = vi.fn();
    act(() => root.render(<ChatLogList {...props} rows={[]} error={new Error('boom')} onRetry={onRetry} />));
    expect(container.textContent).toContain('boom');
    act(() => (Array.from(container.querySelectorAll('button')).find((button) => button.textContent === 'Retry') as HTMLButtonElement).click());
    expect(onRetry).toHaveBeenCalled();

    const onSelect = vi.fn();
    const onLoadMore = vi.fn();
    act(() => root.render(<ChatLogList {...props} rows={[aRow({})]} hasMore onLoadMore={onLoadMore} onSelect={onSelect} />));
    expect(container.textContent).toContain('Priya Nair');
    expect(container.textContent).toContain('Failed');
    act(() => (container.querySelector('ul button') as HTMLButtonElement).click());
    expect(onSelect).toHaveBeenCalledWith('s1');
    act(() => (Array.from(container.querySelectorAll('button')).find((button) => button.textContent?.includes('Load more')) as HTMLButtonElement).click());
    expect(onLoadMore).toHaveBeenCalled();
  });
});

describe('history: satisfaction ratings (issue 21 point 3)', () => {
  const props = { isPending: false, error: null, hasMore: false, loadingMore: false, onLoadMore: vi.fn(), onRetry: vi.fn(), selected: null, onSelect: vi.fn() };

  it('tags each rated chat with its rating (stars or a thumb) and the comment on hover; unrated chats carry none', () => {
    act(() => root.render(<ChatLogList {...props} rows={[
      aRow({ sessionId: 'a', customerName: 'Asha', rating: { scale: 'stars', score: 5, comment: 'Great', ratedAt: '2026-11-21T10:30:00.000Z' } }),
      aRow({ sessionId: 'b', customerName: 'Omar', rating: { scale: 'thumbs', score: 0, comment: null, ratedAt: '2026-11-21T10:30:00.000Z' } }),
      aRow({ sessionId: 'c', customerName: 'Lena', rating: null }),
    ]} />));
    const rows = Array.from(container.querySelectorAll('li'));
    expect(rows[0]?.querySelector('[title="Rated 5/5 stars: “Great”"]')?.textContent).toBe('Rated 5/5 stars');
    expect(rows[1]?.textContent).toContain('Rated Thumbs down');
    expect(rows[2]?.textContent).not.toContain('Rated');
  });
});
