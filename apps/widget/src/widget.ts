/**
 * Mounts the widget: a shadow root with the launcher and the panel, wired to a ChatClient. The socket
 * opens on the first open, or at once for a returning customer (a psid or unsent messages stored),
 * so visitors who never chat create no session.
 */
import { ChatClient } from './chat-client';
import { TEXTS } from './client-state';
import { h } from './dom';
import type { Message } from './events';
import { renderRow, speaker, type RowView, type Tick } from './render/message-view';
import { localStore, sessionFlag, storageKey, type StateStore } from './storage';
import { queueText, showsWayOut, statusText } from './widget-status';
import { buildPanel } from './ui/panel';
import { buildTicketForm, readTicketForm } from './ui/ticket-form';
import { mountWidgetForms } from './widget-forms';
import css from './ui/styles.css?inline';

export interface WidgetOptions {
  server: string;
  title: string;
  /** The embed's data-site: new customers carry the site's bifurcation values. */
  site?: string | undefined;
  /** Where the host element goes (default: document.body). */
  container?: HTMLElement;
  /** Tests pass a client with a fake socket. */
  client?: ChatClient;
  store?: StateStore;
  now?: () => number;
}

export interface Widget {
  open(options?: { focus?: boolean }): void;
  close(): void;
  destroy(): void;
  readonly client: ChatClient;
  readonly root: ShadowRoot;
}

const NEAR_BOTTOM_PX = 80;

interface Item { key: string; message: Message; tick?: Tick; error?: string; retry?: () => void }

function applyStyles(root: ShadowRoot): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
  } else {
    root.append(h('style', {}, css));
  }
}

export function mountWidget(options: WidgetOptions): Widget {
  const now = options.now ?? Date.now;
  const store = options.store ?? localStore(storageKey(options.server));
  const client = options.client ?? new ChatClient({ url: `${options.server}/webchat`, store, site: options.site });
  const host = h('div', { id: 'switchboard-widget', 'data-switchboard-widget': '' });
  const root = host.attachShadow({ mode: 'open' });
  applyStyles(root);
  const ui = buildPanel(root, options.title, TEXTS.talkToPerson);
  const ticketUi = buildTicketForm();
  // Below the composer: the conversation stays on top and the composer remains the first text field.
  ui.error.after(ticketUi.box);
  // Below the composer too, like the ticket form (the composer stays the first text field).
  const forms = mountWidgetForms(client, { after: ticketUi.box, composer: ui.composer }, storageKey(options.server), () => render());
  (options.container ?? document.body).append(host);
  const openFlag = sessionFlag();
  const rows = new Map<string, RowView>();
  let unread = 0;
  let started = false;
  /** The way out was tapped and the chat has not left the bot since (see showsWayOut). */
  let personAsked = false;
  let lastChatState = client.state.chatState;

  const isOpen = () => !ui.panel.hidden;
  const visible = () => isOpen() && document.visibilityState !== 'hidden';
  const start = () => {
    if (started) return;
    started = true;
    client.start();
  };

  const items = (): Item[] => {
    const list: Item[] = client.transcript.list().map((message) => ({
      key: client.keyOf(message), message, ...(message.sender === 'customer' ? { tick: client.status(message) } : {}),
    }));
    for (const pending of client.outbox.list()) {
      list.push({
        key: pending.clientMessageId,
        message: { chatlogId: pending.clientMessageId, sessionId: '', psid: '', seq: 0, sender: 'customer', type: 'text',
          content: { text: pending.text }, readStatus: 'sent', timestamp: pending.createdAt },
        tick: pending.state === 'failed' ? 'failed' : 'sending',
        ...(pending.error ? { error: pending.error } : {}),
        retry: () => client.retry(pending.clientMessageId),
      });
    }
    return list;
  };

  const renderLog = () => {
    const list = items();
    const nearBottom = ui.log.scrollHeight - ui.log.scrollTop - ui.log.clientHeight < NEAR_BOTTOM_PX;
    let lastCustomer = -1;
    list.forEach((item, index) => {
      if (item.message.sender === 'customer') lastCustomer = index;
    });
    const keep = new Set<string>();
    let position = 0;
    let previous = '';
    list.forEach((item, index) => {
      let row = rows.get(item.key);
      if (!row) {
        const made = renderRow(item.message, {
          brand: options.title, now, send: (text, postback) => sendFromUi(text, postback), ...(item.retry ? { retry: item.retry } : {}),
        });
        if (!made) return;
        row = made;
        rows.set(item.key, row);
      }
      keep.add(item.key);
      const who = `${item.message.sender}:${speaker(item.message, options.title)}`;
      row.update({ tick: item.tick, answered: index < lastCustomer, first: who !== previous, ...(item.error ? { error: item.error } : {}) });
      previous = who;
      if (ui.log.children[position] !== row.node) ui.log.insertBefore(row.node, ui.log.children[position] ?? null);
      position += 1;
    });
    for (const [key, row] of rows) {
      if (keep.has(key)) continue;
      row.node.remove();
      rows.delete(key);
    }
    if (nearBottom || list.at(-1)?.message.sender === 'customer') ui.log.scrollTop = ui.log.scrollHeight;
  };

  const render = () => {
    const { state } = client;
    const agent = [...client.transcript.list()].reverse().find((message) => message.sender === 'admin')?.adminName;
    ui.status.textContent = statusText(state, agent);
    if (state.chatState !== lastChatState) {
      lastChatState = state.chatState;
      if (state.chatState !== 'BotHandling') personAsked = false;
    }
    ui.person.hidden = !showsWayOut(state, personAsked);
    ui.queue.hidden = !state.queue;
    ui.queue.textContent = state.queue ? queueText(state.queue) : '';
    const typingText = state.typing ? `${state.typing.name ?? 'Someone'} is typing…` : '';
    if (ui.typing.textContent !== typingText) ui.typing.textContent = typingText;
    ticketUi.box.hidden = state.ticket.kind === 'none';
    ticketUi.form.hidden = state.ticket.kind !== 'offered';
    ticketUi.thanks.hidden = state.ticket.kind !== 'sent';
    ticketUi.thanks.textContent = state.ticket.kind === 'sent' ? state.ticket.message : '';
    forms.render();
    ui.notice.hidden = state.chatState !== 'Resolved';
    ui.notice.textContent = ui.notice.hidden ? '' : 'This chat has ended. Send a message to start a new one.';
    renderLog();
    ui.badge.hidden = unread === 0;
    ui.badge.textContent = unread > 9 ? '9+' : String(unread);
    ui.launcher.setAttribute('aria-label', `Chat with ${options.title}${unread ? `, ${unread} unread` : ''}`);
    if (visible()) client.markSeen();
  };

  function sendFromUi(text: string, postback?: string): void {
    start();
    // Writing instead of filling in an optional pre-chat form skips it.
    forms.skip();
    ui.error.textContent = client.send(text, postback) ?? '';
  }

  const open = ({ focus = true } = {}) => {
    start();
    ui.panel.hidden = false;
    ui.launcher.setAttribute('aria-expanded', 'true');
    host.classList.add('sb-open');
    openFlag.set(true);
    unread = 0;
    render();
    ui.log.scrollTop = ui.log.scrollHeight;
    if (focus) (forms.focusTarget() ?? ui.input).focus();
  };
  const close = () => {
    const hadFocus = root.activeElement !== null && ui.panel.contains(root.activeElement);
    ui.panel.hidden = true;
    ui.launcher.setAttribute('aria-expanded', 'false');
    host.classList.remove('sb-open');
    openFlag.set(false);
    client.stopTyping();
    if (hadFocus) ui.launcher.focus();
  };

  ui.launcher.addEventListener('click', () => (isOpen() ? close() : open()));
  ui.close.addEventListener('click', close);
  ui.person.addEventListener('click', () => {
    start();
    const problem = client.askForPerson();
    ui.error.textContent = problem ?? '';
    if (!problem) personAsked = true;
    render();
    ui.input.focus();
  });
  ui.panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  });
  ui.composer.addEventListener('submit', (event) => {
    event.preventDefault();
    sendFromUi(ui.input.value);
    if (!ui.error.textContent) ui.input.value = '';
    ui.input.focus();
  });
  ticketUi.form.addEventListener('submit', (event) => {
    event.preventDefault();
    const values = readTicketForm(ticketUi);
    if (typeof values === 'string') {
      ticketUi.error.textContent = values;
      return;
    }
    ticketUi.error.textContent = '';
    ticketUi.submit.disabled = true;
    void client.leaveTicket(values).then((problem) => {
      ticketUi.submit.disabled = false;
      ticketUi.error.textContent = problem ?? '';
    });
  });
  ui.input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      ui.composer.requestSubmit();
    }
  });
  ui.input.addEventListener('input', () => {
    ui.error.textContent = '';
    if (ui.input.value.trim()) client.noteTyping();
    else client.stopTyping();
  });
  const onVisibility = () => {
    if (visible()) client.markSeen();
  };
  document.addEventListener('visibilitychange', onVisibility);

  const unsubscribe = client.subscribe(({ added }) => {
    if (!visible()) unread += added.filter((message) => message.sender !== 'customer').length;
    render();
  });

  if (client.psid || client.outbox.list().length) start();
  if (openFlag.get()) open({ focus: false });
  else render();

  return {
    open,
    close,
    client,
    root,
    destroy() {
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisibility);
      client.stop();
      host.remove();
    },
  };
}
