/**
 * On start (spec §1): ask for browser notification permission and say how it went (granted only when the member
 * has just answered the browser's prompt); unregister any service worker left by earlier versions.
 */
import { useEffect } from 'react';
import { TIMING } from '@switchboard/contracts/common/constants';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { notify, toast } from '@/lib/feedback/feedback';

export async function requestNotificationPermission(): Promise<NotificationPermission | 'unsupported'> {
  if (typeof window === 'undefined' || !('Notification' in window)) {
    toast.warning(TEXTS.pushUnsupported, TIMING.unsupportedPushNoticeS);
    return 'unsupported';
  }
  // The browser asks the member only while nothing is decided: a permission granted before this load (an earlier
  // visit, the browser's settings, a profile that allows it) is no answer of theirs, so it is not announced.
  const asking = Notification.permission === 'default';
  const permission = await Notification.requestPermission();
  if (asking && permission === 'granted') toast.success(TEXTS.notificationGranted);
  // The denial notice stays on every load (§1: it never closes).
  if (permission === 'denied') {
    notify({
      type: 'warning',
      key: 'notification-denied',
      title: TEXTS.notificationDenied,
      message: TEXTS.notificationDenied,
      description: TEXTS.notificationDeniedDescription,
      duration: 0,
    });
  }
  return permission;
}

export async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

let asked = false;

export function useNotificationPermission(): void {
  useEffect(() => {
    if (asked) return;
    asked = true;
    requestNotificationPermission().catch(() => undefined);
    unregisterServiceWorkers().catch(() => undefined);
  }, []);
}
