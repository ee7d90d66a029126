/** The building blocks of message bodies. Text is always a text node; URLs pass safeUrl(). */
import { externalLink, h, icon, linkify, safeUrl } from '../dom';

const FILE_ICON = 'M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5L13 3.5z';
import type { Button } from '../events';

export type Send = (text: string, postback?: string) => void;

export function textBlock(text: string | undefined, className = 'sb-text'): HTMLElement | null {
  return text ? h('p', { class: className }, linkify(text)) : null;
}

/** Buttons with a url open it; the others send their label (shown) with their value (for the bot). */
export function buttonList(buttons: readonly Button[] | undefined, send: Send, className = 'sb-buttons'): HTMLElement | null {
  if (!buttons?.length) return null;
  const list = h('div', { class: className, role: 'group' });
  for (const button of buttons) {
    const href = button.url ? safeUrl(button.url) : null;
    if (href) {
      list.append(externalLink(href, button.label));
      list.lastElementChild?.setAttribute('class', 'sb-button');
      continue;
    }
    const element = h('button', { type: 'button', class: 'sb-button' }, button.label);
    element.addEventListener('click', () => send(button.label, button.value));
    list.append(element);
  }
  return list;
}

export function image(url: string | undefined, alt: string): HTMLElement | null {
  const src = safeUrl(url);
  return src ? h('img', { class: 'sb-image', src, alt, loading: 'lazy', referrerpolicy: 'no-referrer' }) : null;
}

const DIRECT_VIDEO = /\.(mp4|m4v|webm|ogv|ogg|mov)(?:[?#]|$)/i;

/** A playable file gets a <video>; a video-sharing page (YouTube, Vimeo…) gets a link. */
export function video(url: string | undefined, caption: string | undefined): HTMLElement | null {
  const src = safeUrl(url);
  if (!src) return null;
  if (DIRECT_VIDEO.test(new URL(src).pathname)) {
    const player = h('video', { class: 'sb-video', src, controls: true, preload: 'metadata', playsinline: true });
    if (caption) player.setAttribute('aria-label', caption);
    return player;
  }
  const link = externalLink(src, `Watch the video on ${new URL(src).hostname.replace(/^www\./, '')}`);
  link.className = 'sb-link';
  return link;
}

export function link(url: string | undefined, text: string | undefined): HTMLElement | null {
  const href = safeUrl(url);
  if (!href) return textBlock(text);
  const anchor = externalLink(href, text || href);
  anchor.className = 'sb-link';
  return anchor;
}

export function documentLink(url: string | undefined, fileName: string | undefined): HTMLElement {
  const name = fileName || 'Document';
  const href = safeUrl(url);
  const label = h('span', { class: 'sb-file-name' }, name);
  if (!href) return h('p', { class: 'sb-file' }, label);
  const anchor = externalLink(href, icon(FILE_ICON), label,
    h('span', { class: 'sb-sr' }, ' (opens the file)'));
  anchor.className = 'sb-file';
  return anchor;
}

export const formatSeconds = (total: number): string => {
  const seconds = Math.max(0, Math.ceil(total));
  const hours = Math.floor(seconds / 3600);
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return hours ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
};

/** Counts down from the message's time; stops at zero or when the message leaves the page. */
export function timer(seconds: number | undefined, sentAt: string, now: () => number): HTMLElement | null {
  if (!seconds) return null;
  const started = Date.parse(sentAt);
  const endsAt = (Number.isNaN(started) ? now() : started) + seconds * 1000;
  const left = () => (endsAt - now()) / 1000;
  const clock = h('p', { class: 'sb-timer', role: 'timer', 'aria-label': 'Time left' }, formatSeconds(left()));
  if (left() <= 0) return clock;
  let attached = false;
  const tick = setInterval(() => {
    if (clock.isConnected) attached = true;
    else if (attached) return clearInterval(tick);
    clock.textContent = formatSeconds(left());
    if (left() <= 0) clearInterval(tick);
  }, 1000);
  return clock;
}
