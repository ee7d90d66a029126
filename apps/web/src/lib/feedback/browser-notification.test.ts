// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationTime, showBrowserNotification } from '@/lib/feedback/browser-notification';

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static shown: FakeNotification[] = [];
  closed = false;
  constructor(public title: string, public options: NotificationOptions & { vibrate?: number[] }) {
    FakeNotification.shown.push(this);
  }
  close() {
    this.closed = true;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeNotification.shown = [];
  vi.stubGlobal('Notification', FakeNotification);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('showBrowserNotification', () => {
  it('shows with the time as hh:mm A, vibrates 200/100/200 and closes after 2 s', () => {
    const at = new Date(2025, 0, 1, 14, 5);
    expect(notificationTime(at)).toBe('02:05 PM');
    showBrowserNotification('New live chat', 'Rita', at);
    const [shown] = FakeNotification.shown;
    expect(shown?.options).toMatchObject({ body: 'Rita · 02:05 PM', vibrate: [200, 100, 200] });
    vi.advanceTimersByTime(1_999);
    expect(shown?.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shown?.closed).toBe(true);
  });

  it('does nothing without permission', () => {
    FakeNotification.permission = 'denied';
    expect(showBrowserNotification('New live chat', 'Rita')).toBeNull();
    expect(FakeNotification.shown).toHaveLength(0);
    FakeNotification.permission = 'granted';
  });
});
