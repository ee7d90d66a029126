import { describe, expect, it } from 'vitest';
import {
  applyAdminMessage, applyBotResponse, applySeenWatermark, appendMessages, lastCustomerSeq, lastSeqOf, mergeChat, removeChat,
  upsertChat, type ActiveChat,
} from '@/features/live-chat/model/chat-cache';
import { touchOpenChat } from '@/features/live-chat/model/open-chats';
import { aChat, aMessage } from '@/features/live-chat/model/test-fixtures';

const room = (messages = [aMessage({ seq: 1 }), aMessage({ seq: 2 })]): ActiveChat => ({
  sessionId: 's-1', psid: 'psid-1', messages, profile: [], selectedTags: [], session_language: 'en',
});

describe('chat list reducers', () => {
  it('adds a chat once per session', () => {
    const list = upsertChat([aChat()], aChat({ customerName: 'Renamed' }));
    expect(list).toHaveLength(1);
    expect(list[0]?.customerName).toBe('Renamed');
    expect(upsertChat(list, aChat({ sessionId: 's-2' }))).toHaveLength(2);
  });

  it('merges changed details by session, else by psid', () => {
    const list = [aChat(), aChat({ sessionId: 's-2', psid: 'psid-2' })];
    expect(mergeChat(list, { sessionId: 's-2', onHold: true })[1]?.onHold).toBe(true);
    expect(mergeChat(list, { psid: 'psid-1', session_language: 'hi' })[0]?.session_language).toBe('hi');
    expect(mergeChat(list, { sessionId: 'nope', onHold: true }).some((chat) => chat.onHold)).toBe(false);
  });

  it('removes a chat by session or psid and reports it', () => {
    const list = [aChat(), aChat({ sessionId: 's-2', psid: 'psid-2' })];
    expect(removeChat(list, { psid: 'psid-2' }).list.map((chat) => chat.sessionId)).toEqual(['s-1']);
    expect(removeChat(list, { sessionId: 's-1' }).removed.map((chat) => chat.sessionId)).toEqual(['s-1']);
    expect(removeChat(list, {}).list).toHaveLength(2);
  });
});

describe('message reducers', () => {
  it('appends by seq without duplicates and keeps seq order', () => {
    const next = appendMessages(room(), [aMessage({ seq: 2, content: { text: 'again' } }), aMessage({ seq: 4 }), aMessage({ seq: 3 })]);
    expect(next.messages.map((message) => message.seq)).toEqual([1, 2, 3, 4]);
    expect(next.messages[1]?.content.text).toBe('again');
    expect(lastSeqOf(next)).toBe(4);
  });

  it("ignores another session's messages", () => {
    const before = room();
    expect(appendMessages(before, [aMessage({ seq: 9, sessionId: 's-9' })])).toBe(before);
  });

  it('edits bot messages in place when the chatlogId matches, else appends', () => {
    const bot = (seq: number, text: string) => aMessage({ seq, sender: 'chatbot', chatlogId: 'log-bot', content: { text } });
    const start = room([aMessage({ seq: 1 }), bot(2, 'Thinking'), aMessage({ seq: 3 })]);
    const edited = applyBotResponse(start, 'log-bot', [bot(2, 'Here is your answer')]);
    expect(edited.messages.map((message) => message.content.text)).toEqual(['message 1', 'Here is your answer', 'message 3']);
    const appended = applyBotResponse(start, 'log-new', [aMessage({ seq: 4, sender: 'chatbot', chatlogId: 'log-new' })]);
    expect(appended.messages.map((message) => message.seq)).toEqual([1, 2, 3, 4]);
  });

  it("never replaces the customer's message that shares the response's chatlogId", () => {
    const start = room([aMessage({ seq: 1, chatlogId: 'log-x' })]);
    const next = applyBotResponse(start, 'log-x', [aMessage({ seq: 2, sender: 'chatbot', chatlogId: 'log-x' })]);
    expect(next.messages.map((message) => message.sender)).toEqual(['customer', 'chatbot']);
  });

  it('replaces an admin message by chatlogId (status change) or adds it', () => {
    const sent = aMessage({ seq: 3, sender: 'admin', chatlogId: 'log-a', readStatus: 'sent' });
    const withSent = applyAdminMessage(room(), sent);
    expect(withSent.messages).toHaveLength(3);
    const delivered = applyAdminMessage(withSent, { ...sent, readStatus: 'delivered' });
    expect(delivered.messages).toHaveLength(3);
    expect(delivered.messages[2]?.readStatus).toBe('delivered');
  });

  it('moves non-customer messages up to the watermark forward, never back', () => {
    const start = room([
      aMessage({ seq: 1, sender: 'admin', readStatus: 'delivered' }),
      aMessage({ seq: 2, sender: 'customer', readStatus: 'sent' }),
      aMessage({ seq: 3, sender: 'chatbot', readStatus: 'sent' }),
      aMessage({ seq: 4, sender: 'admin', readStatus: 'failed' }),
      aMessage({ seq: 5, sender: 'admin', readStatus: 'sent' }),
    ]);
    const seen = applySeenWatermark(start, 4, 'seen');
    expect(seen.messages.map((message) => message.readStatus)).toEqual(['seen', 'sent', 'seen', 'failed', 'sent']);
    expect(applySeenWatermark(seen, 4, 'delivered')).toBe(seen);
  });

  it('keeps a receipt that arrived before its message: the send\'s late ack still shows Seen', () => {
    const sent = aMessage({ seq: 3, sender: 'admin', chatlogId: 'log-a', readStatus: 'sent' });
    // The customer saw seq 3 before the agent's ack (or the broadcast) put it in the cache.
    const seenFirst = applySeenWatermark(room(), 3, 'seen');
    expect(applyAdminMessage(seenFirst, sent).messages.at(-1)?.readStatus).toBe('seen');
    expect(appendMessages(seenFirst, [sent]).messages.at(-1)?.readStatus).toBe('seen');
    // A later copy with an older status does not take Seen back; a failure is the server's to say.
    const shown = applySeenWatermark(applyAdminMessage(room(), sent), 3, 'seen');
    expect(applyAdminMessage(shown, { ...sent, readStatus: 'delivered' }).messages.at(-1)?.readStatus).toBe('seen');
    expect(applyAdminMessage(shown, { ...sent, readStatus: 'failed' }).messages.at(-1)?.readStatus).toBe('failed');
    // Beyond the watermark nothing moves.
    expect(applyAdminMessage(seenFirst, { ...sent, seq: 4, chatlogId: 'log-b' }).messages.at(-1)?.readStatus).toBe('sent');
  });

  it('finds the newest customer message', () => {
    expect(lastCustomerSeq(room([aMessage({ seq: 1 }), aMessage({ seq: 2, sender: 'admin' })]))).toBe(1);
  });
});

describe('open chat cache cap', () => {
  it('keeps the most recently opened chats and drops the oldest', () => {
    let order: string[] = [];
    const dropped: string[] = [];
    ['a', 'b', 'c', 'd', 'b', 'e'].forEach((id) => {
      const next = touchOpenChat(order, id, 4);
      order = next.order;
      dropped.push(...next.evicted);
    });
    expect(order).toEqual(['c', 'd', 'b', 'e']);
    expect(dropped).toEqual(['a']);
  });
});
