import { describe, expect, it } from 'vitest';
import { windowOpen, WHATSAPP_WINDOW_MS } from '@switchboard/contracts/whatsapp/whatsapp.window';
import { lastCustomerAt } from '@/components/whatsapp/last-customer-at';

describe('the WhatsApp window as the console sees it', () => {
  it('runs from the customer’s last message, not the agent’s or the bot’s', () => {
    const messages = [
      { sender: 'customer' as const, timestamp: '2026-11-20T10:00:00.000Z' },
      { sender: 'customer' as const, timestamp: '2026-11-21T09:00:00.000Z' },
      { sender: 'admin' as const, timestamp: '2026-11-21T12:00:00.000Z' },
    ];
    expect(lastCustomerAt(messages)).toBe('2026-11-21T09:00:00.000Z');
    const at = Date.parse('2026-11-21T09:00:00.000Z');
    expect(windowOpen(lastCustomerAt(messages), at + WHATSAPP_WINDOW_MS - 1)).toBe(true);
    expect(windowOpen(lastCustomerAt(messages), at + WHATSAPP_WINDOW_MS)).toBe(false);
    expect(windowOpen(lastCustomerAt([{ sender: 'chatbot', timestamp: '2026-11-21T09:00:00.000Z' }]), at)).toBe(false);
  });
});
