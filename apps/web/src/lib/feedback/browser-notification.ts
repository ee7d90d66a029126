/**
 * A system notification through the browser's Notification API (spec §9): only when permission
 * was granted; vibrate 200/100/200, closes after 2 s, a short chime on show, the time as hh:mm A.
 */
import { TIMING } from '@switchboard/contracts/common/constants';
import { formatTime } from '@/lib/dates/format-date';

export const notificationTime = (at: Date | number = Date.now()): string => formatTime(at);

function chime(): void {
  try {
    const Audio = window.AudioContext;
    if (!Audio) return;
    const context = new Audio();
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.08, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.25);
    tone.connect(gain).connect(context.destination);
    tone.start();
    tone.stop(context.currentTime + 0.25);
    tone.onended = () => void context.close();
  } catch {
    // No audio (autoplay policy, no device): the notification still shows.
  }
}

/** Shows the notification if allowed; returns it, or null when notifications are off or unsupported. */
export function showBrowserNotification(title: string, body: string, at: Date | number = Date.now()): Notification | null {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return null;
  try {
    const options = { body: `${body} · ${notificationTime(at)}`, vibrate: [...TIMING.browserNotificationVibrate] };
    const shown = new Notification(title, options as NotificationOptions);
    setTimeout(() => shown.close(), TIMING.browserNotificationTimeoutMs);
    chime();
    return shown;
  } catch {
    return null;
  }
}
