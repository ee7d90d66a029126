/** 'Notification granted' shows when the permission becomes granted, not after every full page load (issue 21, point 7). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { ANNOUNCED_PERMISSION_KEY, requestNotificationPermission } from '@/app/chrome/use-notification-permission';

const toast = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn() }));
const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/feedback/feedback', () => ({ toast, notify }));

let answer: NotificationPermission = 'granted';
beforeEach(() => {
  localStorage.clear();
  toast.success.mockReset();
  notify.mockReset();
  vi.stubGlobal('Notification', { requestPermission: () => Promise.resolve(answer), permission: answer });
});
afterEach(() => vi.unstubAllGlobals());

describe('the notification permission on start', () => {
  it('says granted once, then nothing on the next loads while it stays granted', async () => {
    answer = 'granted';
    await requestNotificationPermission();
    expect(toast.success).toHaveBeenCalledWith(TEXTS.notificationGranted);
    await requestNotificationPermission();
    await requestNotificationPermission();
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(ANNOUNCED_PERMISSION_KEY)).toBe('granted');
  });

  it('says granted again after the member denied and then allowed notifications', async () => {
    answer = 'granted';
    await requestNotificationPermission();
    answer = 'denied';
    await requestNotificationPermission();
    expect(notify).toHaveBeenCalledTimes(1);
    answer = 'granted';
    await requestNotificationPermission();
    expect(toast.success).toHaveBeenCalledTimes(2);
  });

  it('keeps the never-closing denial notice on every load', async () => {
    answer = 'denied';
    await requestNotificationPermission();
    await requestNotificationPermission();
    expect(notify).toHaveBeenCalledTimes(2);
    expect(toast.success).not.toHaveBeenCalled();
  });
});
