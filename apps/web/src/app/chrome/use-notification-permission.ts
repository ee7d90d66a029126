/**
 * On start (spec §1): ask for browser notification permission and say how it went; unregister any
 * service worker left by earlier versions.
 */
import { useEffect } from 'react';
import { TIMING } from '@switchboard/contracts/common/constants';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { notify, toast } from '@/lib/feedback/feedback';

/** The last answer the console announced, so a page load with the same answer says nothing (issue 21, point 7). */
export const ANNOUNCED_PERMISSION_KEY = 'dashboardNotificationPermission';

function changedSinceLastAnnounced(permission: NotificationPermission): boolean {
  try {
    const changed = localStorage.getItem(ANNOUNCED_PERMISSION_KEY) !== permission;
    localStorage.setItem(ANNOUNCED_PERMISSION_KEY, permission);
    return changed;
  } catch {
    return true;
  }
}

export async function requestNotificationPermission(): Promise<NotificationPermission | 'unsupported'> {
  if (typeof window === 'undefined' || !('Notification' in window)) {
    toast.warning(TEXTS.pushUnsupported, TIMING.unsupportedPushNoticeS);
    return 'unsupported';
  }
  const permission = await Notification.requestPermission();
  // 'Notification granted' once, when it becomes so; the denial notice stays on every load (§1: it never closes).
  if (changedSinceLastAnnounced(permission) && permission === 'granted') toast.success(TEXTS.notificationGranted);
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
