/** 'Notification granted' shows only when the member has just allowed notifications, never on a load (issue 21). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { requestNotificationPermission } from '@/app/chrome/use-notification-permission';

const toast = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn() }));
const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/feedback/feedback', () => ({ toast, notify }));

/** The browser's permission: `now` before the request, `answer` what the prompt (if any) resolves to; kept after. */
function browser(now: NotificationPermission, answer: NotificationPermission = now) {
  const state = { permission: now };
  const requestPermission = vi.fn(() => {
    if (state.permission === 'default') state.permission = answer;
    return Promise.resolve(state.permission);
  });
  vi.stubGlobal('Notification', { requestPermission, get permission() { return state.permission; } });
  return requestPermission;
}

beforeEach(() => {
  toast.success.mockReset();
  notify.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('the notification permission on start', () => {
  it('says nothing on a load where notifications were already allowed (a fresh console in a browser that allows them)', async () => {
    const request = browser('granted');
    await requestNotificationPermission();
    expect(request).toHaveBeenCalledTimes(1);
    expect(toast.success).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('says granted once the member allows notifications at the prompt, and not on the next loads', async () => {
    browser('default', 'granted');
    await requestNotificationPermission();
    expect(toast.success).toHaveBeenCalledWith(TEXTS.notificationGranted);
    await requestNotificationPermission();
    await requestNotificationPermission();
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('says nothing while the prompt is dismissed unanswered', async () => {
    browser('default', 'default');
    await requestNotificationPermission();
    expect(toast.success).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps the never-closing denial notice on every load, from the prompt on', async () => {
    browser('default', 'denied');
    await requestNotificationPermission();
    await requestNotificationPermission();
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: TEXTS.notificationDenied, duration: 0 }));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
