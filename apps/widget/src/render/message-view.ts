/**
 * One row of the conversation: who said it (for screen readers on every row, visibly when the
 * speaker changes), the body for its type, and for the customer's own messages a delivery tick.
 * Rows are built once; update() changes only what can change (tick, answered, first of a group),
 * so the live region does not announce a message twice.
 */
import { append, h, icon, type Child } from '../dom';
import { plainTextOf } from '@switchboard/contracts/common/rich-text';
import type { DeliveryStatus, Message, MessageContent } from '../events';
import { carousel } from './carousel';
import { buttonList, documentLink, image, link, textBlock, timer, video, type Send } from './content';
import { form } from './form';
import { richText } from './rich-text';

/** Rich text (format 'html') through the allow-list; plain text as text. */
const bodyText = (content: MessageContent): HTMLElement | null =>
  content.format === 'html' && content.text ? h('div', { class: 'sb-text sb-rich' }, richText(content.text)) : textBlock(content.text);

export type Tick = DeliveryStatus | 'sending';
export interface RowState {
  /** The customer's messages only. */
  tick?: Tick;
  /** Shown with a failed tick, next to a retry button when `retry` is set. */
  error?: string;
  /** A later customer message exists: quick replies go away, forms are disabled. */
  answered: boolean;
  /** The first row of a run by the same speaker shows the speaker's name. */
  first: boolean;
}
export interface RowView {
  node: HTMLElement;
  update(state: RowState): void;
}
export interface RowContext {
  brand: string;
  send: Send;
  now: () => number;
  retry?: () => void;
}

const CLOCK = 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm-1 3v6l5 3 1-1.7-4-2.3V7z';
export const TICKS: Record<Tick, { label: string; glyph: string }> = {
  sending: { label: 'Sending', glyph: '' },
  sent: { label: 'Sent', glyph: '✓' },
  delivered: { label: 'Delivered', glyph: '✓✓' },
  seen: { label: 'Seen', glyph: '✓✓' },
  failed: { label: 'Not sent', glyph: '!' },
};

export function speaker(message: Pick<Message, 'sender' | 'adminName'>, brand: string): string {
  if (message.sender === 'customer') return 'You';
  if (message.sender === 'admin') return message.adminName || 'Agent';
  if (message.sender === 'system') return 'Notice';
  return brand;
}

/** The body of a message by type; null for what the customer must never see (whisper). */
export function renderBody(message: Message, context: RowContext): { body: HTMLElement; setAnswered?: (answered: boolean) => void } | null {
  const { content } = message;
  const { send } = context;
  const body = h('div', { class: 'sb-bubble' });
  const add = (...children: Child[]) => append(body, children);
  switch (message.type) {
    case 'whisper':
      return null;
    case 'text':
    case 'systemText':
      add(bodyText(content));
      return { body };
    // Buttons stay; quick replies (on either type) hide once the customer has answered.
    case 'text_with_buttons':
    case 'quick_response': {
      add(bodyText(content), buttonList(content.buttons, send));
      const quick = buttonList(content.quickReplies, send, 'sb-buttons sb-quick');
      if (!quick) return { body };
      add(quick);
      return { body, setAnswered: (answered) => void (quick.hidden = answered) };
    }
    case 'image_with_buttons':
      add(image(content.mediaUrl, (plainTextOf(content) || 'Image')), bodyText(content),
        buttonList(content.buttons, send));
      return { body };
    case 'video':
      add(video(content.mediaUrl ?? content.url, plainTextOf(content)), bodyText(content));
      return { body };
    case 'timer':
      add(bodyText(content), timer(content.seconds, message.timestamp, context.now));
      return { body };
    case 'carousel':
      body.classList.add('sb-wide');
      add(bodyText(content), carousel(content.cards, send));
      return { body };
    case 'form': {
      const view = form(plainTextOf(content), content.fields, send);
      add(view?.node ?? bodyText(content));
      return view ? { body, setAnswered: view.setAnswered } : { body };
    }
    case 'link':
      add(link(content.url, plainTextOf(content)));
      return { body };
    case 'uploadedDocument':
    case 'document':
      add(documentLink(content.url ?? content.mediaUrl, content.fileName), bodyText(content));
      return { body };
    case 'customMsg':
    default:
      // customMsg (and anything newer than this widget): show whatever it carries.
      add(bodyText(content), image(content.mediaUrl, (plainTextOf(content) || 'Image')),
        buttonList(content.buttons, send), content.url ? link(content.url, content.url) : null);
      if (!body.textContent && !body.querySelector('img')) add(textBlock('(unsupported message)'));
      return { body };
  }
}

export function renderRow(message: Message, context: RowContext): RowView | null {
  const rendered = renderBody(message, context);
  if (!rendered) return null;
  const notice = message.sender === 'system' || message.type === 'systemText';
  const who = notice ? 'notice' : message.sender === 'customer' ? 'customer' : message.sender === 'admin' ? 'agent' : 'bot';
  const name = speaker(message, context.brand);
  const nameLabel = h('div', { class: 'sb-name', 'aria-hidden': 'true' }, name);
  const row = h('li', { class: `sb-row sb-${who}`, 'data-type': message.type },
    h('span', { class: 'sb-sr' }, `${name}: `), notice || who === 'customer' ? null : nameLabel, rendered.body);
  const time = new Date(message.timestamp);
  if (!Number.isNaN(time.getTime())) row.title = time.toLocaleString();
  const tick = who === 'customer' ? h('span', { class: 'sb-tick', role: 'img' }) : null;
  const problem = h('span', { class: 'sb-error' });
  if (tick) row.append(h('div', { class: 'sb-meta' }, problem, tick));
  return {
    node: row,
    update(state) {
      nameLabel.hidden = !state.first;
      rendered.setAnswered?.(state.answered);
      if (!tick || !state.tick) return;
      const { label, glyph } = TICKS[state.tick];
      tick.dataset.tick = state.tick;
      tick.setAttribute('aria-label', label);
      tick.replaceChildren(state.tick === 'sending' ? icon(CLOCK) : glyph);
      problem.replaceChildren();
      if (state.tick !== 'failed') return;
      problem.append(state.error ?? TICKS.failed.label);
      if (context.retry) {
        const retry = h('button', { type: 'button', class: 'sb-retry' }, 'Retry');
        retry.addEventListener('click', () => context.retry?.());
        problem.append(' ', retry);
      }
    },
  };
}
