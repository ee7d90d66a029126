import { describe, expect, it, vi } from 'vitest';
import { noticeOf } from '@/features/live-chat/model/chat-notice';
import { normalizeNotice } from '@/lib/feedback/notice';

describe('noticeOf', () => {
  it('gives chat notifications a heading by kind so they pass the notice rules', () => {
    const notice = normalizeNotice(noticeOf({ kind: 'raisedHand', sessionId: 's-1', psid: 'p', text: 'Ana raised a hand on Rita' }));
    expect(notice).toMatchObject({ type: 'info', title: 'Hand raised', description: 'Ana raised a hand on Rita' });
    expect(noticeOf({ kind: 'escalated', sessionId: 's-1', psid: 'p', text: 'Escalated' }).type).toBe('warning');
  });

  it("offers 'Open chat' on chat notifications when the console can open one", () => {
    const openChat = vi.fn();
    const notice = normalizeNotice(noticeOf({ kind: 'raisedHand', sessionId: 's-9', psid: 'p', text: 'Ana raised a hand' }, openChat));
    expect(notice?.action?.label).toBe('Open chat');
    notice?.action?.run();
    expect(openChat).toHaveBeenCalledWith('s-9');
    expect(noticeOf({ type: 'info', message: 'Plain', description: 'notice' }, openChat).action).toBeUndefined();
    expect(noticeOf({ kind: 'raisedHand', psid: 'p', text: 'no session' }, openChat).action).toBeUndefined();
  });

  it('passes notice-shaped payloads through, and rejects empty ones', () => {
    expect(noticeOf({ type: 'success', message: 'Done', description: 'All good' })).toMatchObject({ type: 'success', message: 'Done' });
    expect(normalizeNotice(noticeOf({}))).toBeNull();
  });
});
