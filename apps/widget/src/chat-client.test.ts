import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatClient } from './chat-client';
import { TEXTS } from './client-state';
import { EVENTS } from './events';
import { fakeSocketFactory, memoryStore, message, session } from './testing/fake-socket';

let ids = 0;
const setup = (store = memoryStore()) => {
  const sockets = fakeSocketFactory();
  const client = new ChatClient({
    url: '/webchat', store, socketFactory: sockets.factory, newId: () => `id-${++ids}`,
    clientUrl: () => 'https://shop.example/cart', ackTimeoutMs: 5_000,
  });
  client.start();
  return { client, store, socket: sockets.last() };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('connection and session', () => {
  it('connects to the namespace with the stored psid and the newest seq held, and stores the psid', () => {
    const first = setup();
    expect(first.socket.url).toBe('/webchat');
    first.socket.open();
    expect(first.socket.handshakes[0]).toEqual({ clientUrl: 'https://shop.example/cart' });
    first.socket.fire(EVENTS.session, session({ psid: 'p-new' }));
    first.socket.fire(EVENTS.history, { messages: [message({ seq: 1 }), message({ seq: 2 })] });
    expect(first.store.state).toMatchObject({ psid: 'p-new', sessionId: 's1', lastSeq: 2 });

    // A reload: a new client over the same storage.
    const second = setup(first.store);
    second.socket.open();
    expect(second.socket.handshakes[0]).toEqual({ psid: 'p-new', sessionId: 's1', lastSeq: 2, clientUrl: 'https://shop.example/cart' });
    expect(second.client.transcript.list().map((m) => m.seq)).toEqual([1, 2]);
  });

  it('sends the embed\'s site key with the handshake (issue 21, point 10)', () => {
    const sockets = fakeSocketFactory();
    const client = new ChatClient({ url: '/webchat', store: memoryStore(), socketFactory: sockets.factory, clientUrl: () => 'https://south.example/', site: 'south-shop' });
    client.start();
    sockets.last().open();
    expect(sockets.last().handshakes[0]).toEqual({ clientUrl: 'https://south.example/', site: 'south-shop' });
  });

  it('sends the latest lastSeq on every reconnect and de-duplicates what comes again', () => {
    const { client, socket } = setup();
    socket.open();
    socket.fire(EVENTS.session, session());
    socket.fire(EVENTS.history, { messages: [message({ seq: 1 }), message({ seq: 2 })] });
    socket.fire(EVENTS.botMessages, { messages: [message({ seq: 3 })] });
    socket.drop();
    expect(client.state.connection).toBe('reconnecting');
    socket.open();
    expect(socket.handshakes[1]).toMatchObject({ psid: 'p1', lastSeq: 3 });
    socket.fire(EVENTS.session, session());
    // Same seq again, and the same chatlogId under another seq: both ignored.
    socket.fire(EVENTS.history, { messages: [message({ seq: 3 }), { ...message({ seq: 9 }), chatlogId: 'c-s1-2' }, message({ seq: 4 })] });
    socket.fire(EVENTS.agentMessage, { message: message({ seq: 4 }) });
    expect(client.transcript.list().map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it('asks again after a gap: a message missed below a later one is not skipped (issue 28)', () => {
    const { client, socket } = setup();
    socket.open();
    socket.fire(EVENTS.session, session());
    socket.fire(EVENTS.history, { messages: [message({ seq: 1 }), message({ seq: 2 })] });
    // seq 3 never arrived (lost between server instances); seq 4 did.
    socket.fire(EVENTS.agentMessage, { message: message({ seq: 4 }) });
    socket.drop();
    socket.open();
    expect(socket.handshakes[1]).toMatchObject({ psid: 'p1', lastSeq: 2 });
    socket.fire(EVENTS.session, session());
    socket.fire(EVENTS.history, { messages: [message({ seq: 3 }), message({ seq: 4 })] });
    expect(client.transcript.list().map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it('a whisper between messages makes one reconnect ask from before it, not every reconnect after', () => {
    const { client, socket } = setup();
    socket.open();
    socket.fire(EVENTS.session, session());
    socket.fire(EVENTS.history, { messages: [message({ seq: 1 }), message({ seq: 2 })] });
    // seq 3 is a whisper: never sent to the customer.
    socket.fire(EVENTS.agentMessage, { message: message({ seq: 4 }) });
    socket.drop();
    socket.open();
    expect(socket.handshakes[1]).toMatchObject({ lastSeq: 2 });
    socket.fire(EVENTS.session, { ...session(), lastSeq: 4 });
    socket.fire(EVENTS.history, { messages: [message({ seq: 4 })] });
    socket.fire(EVENTS.agentMessage, { message: message({ seq: 5 }) });
    socket.drop();
    socket.open();
    // The server said it sent everything up to 4: the gap at 3 is no loss.
    expect(socket.handshakes[2]).toMatchObject({ lastSeq: 5 });
    expect(client.transcript.list().map((m) => m.seq)).toEqual([1, 2, 4, 5]);
  });

  it('a session whose history never came (the connection dropped between them) confirms nothing', () => {
    const { socket } = setup();
    socket.open();
    socket.fire(EVENTS.session, session());
    socket.fire(EVENTS.history, { messages: [message({ seq: 1 })] });
    socket.drop();
    socket.open();
    socket.fire(EVENTS.session, { ...session(), lastSeq: 3 });
    socket.drop();
    socket.open();
    expect(socket.handshakes[2]).toMatchObject({ lastSeq: 1 });
  });

  it('never keeps whispers or malformed messages', () => {
    const { client, socket } = setup();
    socket.open();
    socket.fire(EVENTS.session, session());
    socket.fire(EVENTS.history, { messages: [message({ seq: 1, type: 'whisper' }), { seq: 2 }, 'junk', message({ seq: 3 })] });
    expect(client.transcript.list().map((m) => m.seq)).toEqual([3]);
  });

  it('forgets the conversation when the server hands out another psid', () => {
    const store = memoryStore({ psid: 'old', sessionId: 's0', messages: [message({ seq: 1, sessionId: 's0', psid: 'old' })] });
    const { client, socket } = setup(store);
    socket.open();
    socket.fire(EVENTS.session, session({ psid: 'fresh' }));
    expect(client.transcript.list()).toEqual([]);
    expect(store.state.psid).toBe('fresh');
  });
});

describe('outbox', () => {
  it('shows a message as sending until the ack, then as a sent transcript message', () => {
    const { client, socket } = setup();
    socket.open();
    socket.fire(EVENTS.session, session());
    expect(client.send('  Where is my order?  ')).toBeNull();
    expect(client.outbox.list()).toMatchObject([{ text: 'Where is my order?', state: 'sending' }]);
    const [sent] = socket.sent(EVENTS.customerMessage);
    expect(sent?.payload).toEqual({ text: 'Where is my order?', clientMessageId: 'id-' + ids });
    sent?.ack?.({ chatlogId: 'c-9', seq: 1 });
    expect(client.outbox.list()).toEqual([]);
    const [stored] = client.transcript.list();
    expect(stored).toMatchObject({ chatlogId: 'c-9', seq: 1, sender: 'customer', content: { text: 'Where is my order?' } });
    expect(client.status(stored!)).toBe('sent');
    expect(client.keyOf(stored!)).toBe(`id-${ids}`);
  });

  it('resends an unacknowledged message with the same clientMessageId after a reconnect', () => {
    const { client, socket } = setup();
    socket.open();
    socket.fire(EVENTS.session, session());
    client.send('Hello');
    const first = socket.sent(EVENTS.customerMessage)[0]!;
    socket.drop();
    client.send('Are you there?'); // queued while offline: not emitted now
    expect(socket.sent(EVENTS.customerMessage)).toHaveLength(1);
    socket.open();
    expect(socket.sent(EVENTS.customerMessage)).toHaveLength(1); // waits for the session
    socket.fire(EVENTS.session, session());
    const resent = socket.sent(EVENTS.customerMessage).slice(1);
    expect(resent.map((item) => item.payload)).toEqual([
      { text: 'Hello', clientMessageId: (first.payload as { clientMessageId: string }).clientMessageId },
      { text: 'Are you there?', clientMessageId: expect.any(String) },
    ]);
    // The server dedupes: history already holds the first one; its ack points at the same chatlogId.
    socket.fire(EVENTS.history, { messages: [message({ seq: 5, chatlogId: 'c-hello', sender: 'customer', content: { text: 'Hello' } })] });
    resent[0]!.ack?.({ chatlogId: 'c-hello', seq: 5 });
    first.ack?.({ chatlogId: 'c-hello', seq: 5 }); // a late ack of the first attempt changes nothing
    resent[1]!.ack?.({ chatlogId: 'c-there', seq: 6 });
    expect(client.transcript.list().map((m) => m.chatlogId)).toEqual(['c-hello', 'c-there']);
    expect(client.outbox.list()).toEqual([]);
  });

  it('keeps unsent messages across a reload and resends them with the same id', () => {
    const first = setup();
    first.socket.open();
    first.socket.fire(EVENTS.session, session());
    first.client.send('Lost on reload?');
    const id = (first.socket.sent(EVENTS.customerMessage)[0]!.payload as { clientMessageId: string }).clientMessageId;
    const second = setup(first.store);
    second.socket.open();
    second.socket.fire(EVENTS.session, session());
    expect(second.socket.sent(EVENTS.customerMessage).map((item) => item.payload)).toEqual([{ text: 'Lost on reload?', clientMessageId: id }]);
  });

  it('marks a message failed after the ack timeout and resends it on the next connection', () => {
    const { client, socket } = setup();
    socket.open();
    socket.fire(EVENTS.session, session());
    client.send('Slow');
    vi.advanceTimersByTime(5_000);
    expect(client.outbox.list()[0]).toMatchObject({ state: 'failed', error: TEXTS.timeout });
    socket.drop();
    socket.open();
    socket.fire(EVENTS.session, session());
    expect(socket.sent(EVENTS.customerMessage)).toHaveLength(2);
    expect(client.outbox.list()[0]?.state).toBe('sending');
  });

  it('shows the server’s refusal and only retries on request', () => {
    const { client, socket } = setup();
    socket.open();
    socket.fire(EVENTS.session, session());
    client.send('Blocked?');
    socket.sent(EVENTS.customerMessage)[0]!.ack?.({ message: 'You cannot send messages now.', errorCode: 403 });
    expect(client.outbox.list()[0]).toMatchObject({ state: 'failed', error: 'You cannot send messages now.', retryable: false });
    socket.drop();
    socket.open();
    socket.fire(EVENTS.session, session());
    expect(socket.sent(EVENTS.customerMessage)).toHaveLength(1);
    client.retry(client.outbox.list()[0]!.clientMessageId);
    expect(socket.sent(EVENTS.customerMessage)).toHaveLength(2);
  });

  it('sends button taps with the label as text and the value as postback', () => {
    const { client, socket } = setup();
    socket.open();
    socket.fire(EVENTS.session, session());
    client.send('Track my order', 'TRACK_ORDER');
    expect(socket.sent(EVENTS.customerMessage)[0]?.payload).toMatchObject({ text: 'Track my order', postback: 'TRACK_ORDER' });
  });

  it('refuses empty and too long messages', () => {
    const { client } = setup();
    expect(client.send('   ')).toBe(TEXTS.empty);
    expect(client.send('x'.repeat(2001))).toBe(TEXTS.tooLong);
    expect(client.outbox.list()).toEqual([]);
  });
});

describe('delivery, typing, seen, queue', () => {
  const ready = () => {
    const context = setup();
    context.socket.open();
    context.socket.fire(EVENTS.session, session());
    context.socket.fire(EVENTS.history, { messages: [
      message({ seq: 1, sender: 'customer' }), message({ seq: 2 }), message({ seq: 3, sender: 'customer' }), message({ seq: 4, sender: 'customer' }),
    ] });
    return context;
  };
  const ticks = (client: ChatClient) => client.transcript.list().filter((m) => m.sender === 'customer').map((m) => client.status(m));

  it('moves ticks forward with the messageStatus watermarks only', () => {
    const { client, socket } = ready();
    expect(ticks(client)).toEqual(['sent', 'sent', 'sent']);
    socket.fire(EVENTS.messageStatus, { upToSeq: 3, readStatus: 'delivered' });
    expect(ticks(client)).toEqual(['delivered', 'delivered', 'sent']);
    socket.fire(EVENTS.messageStatus, { upToSeq: 1, readStatus: 'seen' });
    expect(ticks(client)).toEqual(['seen', 'delivered', 'sent']);
    socket.fire(EVENTS.messageStatus, { upToSeq: 2, readStatus: 'delivered' }); // an older watermark: ignored
    socket.fire(EVENTS.messageStatus, { upToSeq: 4, readStatus: 'seen' });
    expect(ticks(client)).toEqual(['seen', 'seen', 'seen']);
  });

  it('sends messagesSeen with the newest seq, once per new seq', () => {
    const { client, socket } = ready();
    client.markSeen();
    client.markSeen();
    socket.fire(EVENTS.botMessages, { messages: [message({ seq: 5 })] });
    client.markSeen();
    expect(socket.sent(EVENTS.messagesSeen).map((item) => item.payload)).toEqual([{ upToSeq: 4 }, { upToSeq: 5 }]);
  });

  it('throttles customerTyping and stops it after a few idle seconds or on send', () => {
    const { client, socket } = ready();
    const typing = () => socket.sent(EVENTS.customerTyping).map((item) => item.payload);
    client.noteTyping(Date.now());
    client.noteTyping(Date.now() + 1_000);
    client.noteTyping(Date.now() + 3_500);
    expect(typing()).toEqual([{ typing: true }, { typing: true }]);
    vi.advanceTimersByTime(4_000);
    expect(typing()).toEqual([{ typing: true }, { typing: true }, { typing: false }]);
    client.noteTyping(Date.now() + 20_000);
    client.send('Done');
    expect(typing().at(-1)).toEqual({ typing: false });
  });

  it('shows the agent typing until a message comes, and the queue position', () => {
    const { client, socket } = ready();
    socket.fire(EVENTS.typingStatus, { typing: true, name: 'Alex' });
    expect(client.state.typing).toEqual({ name: 'Alex' });
    socket.fire(EVENTS.agentMessage, { message: message({ seq: 5, sender: 'admin', adminName: 'Alex' }) });
    expect(client.state.typing).toBeNull();
    socket.fire(EVENTS.chatState, { chatState: 'Inqueue' });
    socket.fire(EVENTS.queueStatus, { position: 3, expectedWaitSeconds: 240 });
    expect(client.state.queue).toEqual({ position: 3, expectedWaitSeconds: 240 });
    socket.fire(EVENTS.chatState, 'AgentHandling');
    expect(client.state).toMatchObject({ chatState: 'AgentHandling', queue: null });
  });
});

describe('a visitor (no chat until the first message)', () => {
  it('sends once `visitor` says the connection is ready; the chat\'s `session` before the ack resends nothing', () => {
    const { client, socket, store } = setup();
    socket.open();
    client.send('Hello');
    expect(socket.sent(EVENTS.customerMessage)).toHaveLength(0);
    socket.fire(EVENTS.visitor, {});
    expect(socket.sent(EVENTS.customerMessage).map((item) => item.payload)).toEqual([{ text: 'Hello', clientMessageId: expect.any(String) }]);
    socket.fire(EVENTS.session, session({ psid: 'p-new', sessionId: 's-new' }));
    expect(socket.sent(EVENTS.customerMessage)).toHaveLength(1);
    socket.sent(EVENTS.customerMessage)[0]!.ack?.({ chatlogId: 'c-1', seq: 1 });
    expect(client.transcript.list()).toMatchObject([{ seq: 1, sessionId: 's-new', psid: 'p-new', content: { text: 'Hello' } }]);
    expect(store.state).toMatchObject({ psid: 'p-new', sessionId: 's-new' });
  });

  it('forgets a psid the server no longer knows', () => {
    const { client, socket, store } = setup(memoryStore({ psid: 'p-old', sessionId: 's1', messages: [message({ seq: 1 })] }));
    socket.open();
    socket.fire(EVENTS.visitor, {});
    expect(client.psid).toBeNull();
    expect(client.transcript.list()).toEqual([]);
    expect(store.state.psid).toBeUndefined();
    socket.drop();
    socket.open();
    expect(socket.handshakes[1]).toEqual({ clientUrl: 'https://shop.example/cart' });
  });

  it('a RATE_LIMITED refusal keeps the message, asks to slow down, and Retry sends it again', () => {
    const { client, socket } = setup();
    socket.open();
    socket.fire(EVENTS.session, session());
    client.send('Too fast');
    socket.sent(EVENTS.customerMessage)[0]!.ack?.({ errorCode: 'RATE_LIMITED', retryAfterSeconds: 3 });
    const [failed] = client.outbox.list();
    expect(failed).toMatchObject({ text: 'Too fast', state: 'failed', error: TEXTS.slowDown, retryable: true });
    client.retry(failed!.clientMessageId);
    expect(socket.sent(EVENTS.customerMessage).map((item) => item.payload)).toEqual([
      { text: 'Too fast', clientMessageId: failed!.clientMessageId }, { text: 'Too fast', clientMessageId: failed!.clientMessageId },
    ]);
  });
});
