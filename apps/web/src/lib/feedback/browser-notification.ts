/**
 * A system notification through the browser's Notification API (spec §9): only when permission
 * was granted; vibrate 200/100/200, closes after 2 s, a short chime on show, the time as hh:mm A.
 */
import { TIMING } from '@switchboard/contracts/common/constants';
import { alertPreferences } from '@/lib/alerts/alert-preferences';
import { playChime } from '@/lib/alerts/chime';
import { formatTime } from '@/lib/dates/format-date';

export const notificationTime = (at: Date | number = Date.now()): string => formatTime(at);

/** Shows the notification if allowed; returns it, or null when notifications are off or unsupported. */
export function showBrowserNotification(title: string, body: string, at: Date | number = Date.now()): Notification | null {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return null;
  try {
    const options = { body: `${body} · ${notificationTime(at)}`, vibrate: [...TIMING.browserNotificationVibrate] };
    const shown = new Notification(title, options as NotificationOptions);
    setTimeout(() => shown.close(), TIMING.browserNotificationTimeoutMs);
    // The member's sound preference (Profile › Alerts) also silences this one.
    if (alertPreferences().sound) void playChime();
    return shown;
  } catch {
    return null;
  }
}
