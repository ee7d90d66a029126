import { describe, expect, it } from 'vitest';
import { showsWindowNotice } from '@/features/live-chat/model/whatsapp-window';
import { aMessage } from '@/features/live-chat/model/test-fixtures';

const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();
const wrote = (hours: number, later: 'admin' | 'chatbot' = 'admin') => [
  aMessage({ seq: 1, sender: 'customer', timestamp: hoursAgo(hours) }),
  aMessage({ seq: 2, sender: later, timestamp: hoursAgo(1) }),
];

describe('the WhatsApp 24-hour window in the chat pane', () => {
  it('keeps the composer while the customer wrote less than a day ago, whatever was sent after', () => {
    expect(showsWindowNotice('message', { channel: 'wa' }, wrote(23.9), NOW)).toBe(false);
    expect(showsWindowNotice('message', { channel: 'wa' }, wrote(23.9, 'chatbot'), NOW)).toBe(false);
  });

  it('shows the notice a day after the customer last wrote, or when they never did', () => {
    expect(showsWindowNotice('message', { channel: 'wa' }, wrote(24), NOW)).toBe(true);
    expect(showsWindowNotice('message', { channel: 'wa' }, [aMessage({ sender: 'chatbot', timestamp: hoursAgo(1) })], NOW)).toBe(true);
  });

  it('applies to WhatsApp replies only: not the website, not a whisper, not a chat the viewer cannot write in', () => {
    expect(showsWindowNotice('message', { channel: 'website' }, wrote(48), NOW)).toBe(false);
    expect(showsWindowNotice('whisper', { channel: 'wa' }, wrote(48), NOW)).toBe(false);
    expect(showsWindowNotice(null, { channel: 'wa' }, wrote(48), NOW)).toBe(false);
  });
});
