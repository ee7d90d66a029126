import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { EVENTS } from './events';
import { storageKey } from './storage';
import { message, session, type FakeSocket } from './testing/fake-socket';
import { testWidgets } from './testing/test-widget';
import { queueText } from './widget-status';

const { mount } = testWidgets();
const connect = (socket: FakeSocket) => {
  socket.open();
  socket.fire(EVENTS.session, session());
};


describe('widget', () => {
  it('has a labelled launcher that opens a dialog, focuses the composer, and Escape closes it back to the launcher', () => {
    const { $, widget } = mount();
    const launcher = $<HTMLButtonElement>('.sb-launcher');
    expect(launcher.getAttribute('aria-label')).toBe('Chat with Demo Brand');
    expect($('.sb-panel').hidden).toBe(true);
    launcher.click();
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect($('[role="dialog"]').getAttribute('aria-labelledby')).toBe('sb-title');
    expect(widget.root.activeElement).toBe($('textarea'));
    $('textarea').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect($('.sb-panel').hidden).toBe(true);
    expect(widget.root.activeElement).toBe(launcher);
    expect($('.sb-log').getAttribute('aria-live')).toBe('polite');
    expect($('[aria-label="Close chat"]')).not.toBeNull();
  });

  it('connects only when opened (or for a returning customer)', () => {
    const first = mount();
    expect(first.sockets.sockets).toHaveLength(0);
    first.$('.sb-launcher').click();
    expect(first.sockets.sockets).toHaveLength(1);
    connect(first.socket());
    first.widget.destroy();
    const second = mount();
    expect(second.sockets.sockets).toHaveLength(1);
    second.socket().open();
    expect(second.socket().handshakes[0]).toMatchObject({ psid: 'p1' });
  });

  it('sends from the composer, shows sending then the ticks, and keeps the row', () => {
    const { $, socket } = mount();
    $('.sb-launcher').click();
    connect(socket());
    const input = $<HTMLTextAreaElement>('textarea');
    input.value = 'Hi <b>there</b>';
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(input.value).toBe('');
    const mine = () => $('.sb-customer');
    expect(mine().textContent).toContain('Hi <b>there</b>');
    expect(mine().querySelector('b')).toBeNull();
    expect(mine().querySelector('.sb-tick')?.getAttribute('aria-label')).toBe('Sending');
    const row = mine();
    socket().sent(EVENTS.customerMessage)[0]!.ack?.({ chatlogId: 'c-1', seq: 1 });
    expect(mine()).toBe(row);
    expect(mine().querySelector('.sb-tick')?.getAttribute('aria-label')).toBe('Sent');
    socket().fire(EVENTS.messageStatus, { upToSeq: 1, readStatus: 'delivered' });
    expect(mine().querySelector('.sb-tick')?.getAttribute('aria-label')).toBe('Delivered');
    socket().fire(EVENTS.messageStatus, { upToSeq: 1, readStatus: 'seen' });
    expect(mine().querySelector('.sb-tick')?.getAttribute('aria-label')).toBe('Seen');
  });

  it('shows bot and agent messages in order, typing, the queue and the end of the chat', () => {
    const { $, socket, widget } = mount();
    $('.sb-launcher').click();
    connect(socket());
    socket().fire(EVENTS.botMessages, { messages: [message({ seq: 2, content: { text: 'second' } }), message({ seq: 1, content: { text: 'first' } })] });
    socket().fire(EVENTS.chatState, 'Inqueue');
    socket().fire(EVENTS.queueStatus, { position: 2, expectedWaitSeconds: 150 });
    expect($('.sb-queue').textContent).toBe('You are number 2 in the queue — about 3 min');
    socket().fire(EVENTS.chatState, 'AgentHandling');
    expect($('.sb-queue').hidden).toBe(true);
    socket().fire(EVENTS.typingStatus, { typing: true, name: 'Alex' });
    expect($('.sb-typing').textContent).toBe('Alex is typing…');
    socket().fire(EVENTS.agentMessage, { message: message({ seq: 3, sender: 'admin', adminName: 'Alex', content: { text: 'Hello, Alex here' } }) });
    expect($('.sb-typing').textContent).toBe('');
    expect([...widget.root.querySelectorAll('.sb-row .sb-text')].map((node) => node.textContent)).toEqual(['first', 'second', 'Hello, Alex here']);
    expect($('.sb-status').textContent).toBe('Chatting with Alex');
    expect(socket().sent(EVENTS.messagesSeen).at(-1)?.payload).toEqual({ upToSeq: 3 });
    socket().fire(EVENTS.chatState, { chatState: 'Resolved' });
    expect($('.sb-ended').hidden).toBe(false);
  });

  it('counts unread messages on the launcher while closed', () => {
    const { $, socket } = mount();
    $('.sb-launcher').click();
    connect(socket());
    $('.sb-launcher').click();
    socket().fire(EVENTS.botMessages, { messages: [message({ seq: 1 }), message({ seq: 2 })] });
    expect($('.sb-badge').textContent).toBe('2');
    expect($('.sb-launcher').getAttribute('aria-label')).toBe('Chat with Demo Brand, 2 unread');
    expect(socket().sent(EVENTS.messagesSeen)).toHaveLength(0);
    $('.sb-launcher').click();
    expect($('.sb-badge').hidden).toBe(true);
    expect(socket().sent(EVENTS.messagesSeen).at(-1)?.payload).toEqual({ upToSeq: 2 });
  });

  it('keeps the psid and the conversation in localStorage across a reload', () => {
    const first = mount();
    first.$('.sb-launcher').click();
    connect(first.socket());
    first.socket().fire(EVENTS.history, { messages: [message({ seq: 1, content: { text: 'Welcome back' } })] });
    first.widget.destroy();
    expect(JSON.parse(localStorage.getItem(storageKey(''))!)).toMatchObject({ psid: 'p1', sessionId: 's1', lastSeq: 1 });
    const second = mount();
    expect(second.widget.root.querySelector('.sb-text')?.textContent).toBe('Welcome back');
    second.socket().open();
    expect(second.socket().handshakes[0]).toMatchObject({ psid: 'p1', lastSeq: 1 });
  });

  it('asks the customer to slow down when the server refuses a message, keeping its text with a Retry', () => {
    const { $, socket } = mount();
    $('.sb-launcher').click();
    connect(socket());
    const input = $<HTMLTextAreaElement>('textarea');
    input.value = 'Are you there?';
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    // The widget knows the code (an older server may send no text).
    socket().sent(EVENTS.customerMessage)[0]!.ack?.({ errorCode: 'RATE_LIMITED' });
    const row = $('.sb-customer');
    expect(row.textContent).toContain('Are you there?');
    expect(row.querySelector('.sb-error')?.textContent).toContain('You are sending messages too quickly');
    row.querySelector<HTMLButtonElement>('.sb-retry')!.click();
    expect(socket().sent(EVENTS.customerMessage).at(-1)?.payload).toMatchObject({ text: 'Are you there?' });
  });

  it('reads data-server and data-title from the script tag', () => {
    const script = document.createElement('script');
    script.src = 'https://chat.example.com/widget/widget.js';
    script.dataset.title = 'Demo Brand';
    expect(readConfig(script)).toEqual({ server: 'https://chat.example.com', title: 'Demo Brand' });
    script.dataset.server = '';
    expect(readConfig(script)).toEqual({ server: '', title: 'Demo Brand' });
    script.dataset.server = 'https://api.example.com/';
    expect(readConfig(script).server).toBe('https://api.example.com');
    expect(readConfig(script).site).toBeUndefined();
    script.dataset.site = ' south-shop ';
    // The site's key: new customers carry its bifurcation values (issue 21, point 10).
    expect(readConfig(script).site).toBe('south-shop');
    expect(queueText({ position: 1, expectedWaitSeconds: 0 })).toBe('You are number 1 in the queue — about 1 min');
  });
});
