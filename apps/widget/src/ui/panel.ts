/**
 * The widget's fixed DOM, inside a shadow root so the host page's CSS and ours never mix: a launcher
 * button and a dialog with a header, a queue banner, the conversation (a live log), a typing line and
 * the composer. Behaviour lives in widget.ts.
 */
import { h, icon } from '../dom';

const CHAT_ICON = 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z';
const CLOSE_ICON = 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z';
const SEND_ICON = 'M3 20.5 21 12 3 3.5v6.6l12 1.9-12 1.9z';
const PERSON_ICON = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-3.3 0-8 1.7-8 5v1h16v-1c0-3.3-4.7-5-8-5z';

export interface PanelElements {
  launcher: HTMLButtonElement;
  badge: HTMLElement;
  panel: HTMLElement;
  close: HTMLButtonElement;
  /** "Talk to a person": shown while the bot handles the chat, when the brand allows it. */
  person: HTMLButtonElement;
  status: HTMLElement;
  queue: HTMLElement;
  log: HTMLOListElement;
  typing: HTMLElement;
  notice: HTMLElement;
  composer: HTMLFormElement;
  input: HTMLTextAreaElement;
  send: HTMLButtonElement;
  error: HTMLElement;
}

export function buildPanel(root: ShadowRoot | HTMLElement, title: string, personLabel: string): PanelElements {
  const badge = h('span', { class: 'sb-badge', 'aria-hidden': 'true', hidden: true });
  const launcher = h('button', { type: 'button', class: 'sb-launcher', 'aria-expanded': 'false', 'aria-controls': 'sb-panel',
    'aria-label': `Chat with ${title}` }, icon(CHAT_ICON), badge);
  const close = h('button', { type: 'button', class: 'sb-icon-button', 'aria-label': 'Close chat' }, icon(CLOSE_ICON));
  const person = h('button', { type: 'button', class: 'sb-person', hidden: true }, icon(PERSON_ICON), h('span', {}, personLabel));
  const status = h('p', { class: 'sb-status', role: 'status' }, 'Connecting…');
  const queue = h('p', { class: 'sb-queue', role: 'status', hidden: true });
  const log = h('ol', { class: 'sb-log', role: 'log', 'aria-live': 'polite', 'aria-relevant': 'additions', 'aria-label': 'Conversation', tabindex: 0 });
  const typing = h('p', { class: 'sb-typing', role: 'status', 'aria-live': 'polite' });
  const notice = h('p', { class: 'sb-ended', hidden: true });
  const input = h('textarea', { id: 'sb-input', class: 'sb-textarea', rows: 1, maxlength: 2000, placeholder: 'Write a message…',
    autocomplete: 'off', 'aria-describedby': 'sb-error' });
  const send = h('button', { type: 'submit', class: 'sb-send', 'aria-label': 'Send message' }, icon(SEND_ICON));
  const error = h('p', { id: 'sb-error', class: 'sb-error-line', role: 'alert' });
  const composer = h('form', { class: 'sb-composer' },
    h('label', { for: 'sb-input', class: 'sb-sr' }, 'Message'), input, send);
  const panel = h('section', { id: 'sb-panel', class: 'sb-panel', role: 'dialog', 'aria-labelledby': 'sb-title', hidden: true },
    h('header', { class: 'sb-header' },
      h('div', { class: 'sb-heading' }, h('h2', { id: 'sb-title', class: 'sb-title' }, title), status),
      person, close),
    queue, log, typing, notice, composer, error);
  root.append(h('div', { class: 'sb-root' }, panel, launcher));
  return { launcher, badge, panel, close, person, status, queue, log, typing, notice, composer, input, send, error };
}
