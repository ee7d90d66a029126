import { describe, expect, it } from 'vitest';
import { noticeOf } from '@/features/live-chat/model/chat-notice';
import { normalizeNotice } from '@/lib/feedback/notice';

describe('noticeOf', () => {
  it('gives chat notifications a heading by kind so they pass the notice rules', () => {
    const notice = normalizeNotice(noticeOf({ kind: 'raisedHand', sessionId: 's-1', psid: 'p', text: 'Ana raised a hand on Rita' }));
    expect(notice).toMatchObject({ type: 'info', title: 'Hand raised', description: 'Ana raised a hand on Rita' });
    expect(noticeOf({ kind: 'escalated', sessionId: 's-1', psid: 'p', text: 'Escalated' }).type).toBe('warning');
  });

  it('passes notice-shaped payloads through, and rejects empty ones', () => {
    expect(noticeOf({ type: 'success', message: 'Done', description: 'All good' })).toMatchObject({ type: 'success', message: 'Done' });
    expect(normalizeNotice(noticeOf({}))).toBeNull();
  });
});
