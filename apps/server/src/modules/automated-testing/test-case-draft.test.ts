/** A draft from a /history chat expects each bot message as the customer read it: a rich-text message by its words. */
import { describe, expect, it } from 'vitest';
import type { HistoryMessage } from '@switchboard/contracts/history/history.schemas';
import { draftFromHistory } from './test-case-draft';

let seq = 0;
const line = (sender: HistoryMessage['sender'], content: HistoryMessage['content'], NLPSnapshot?: unknown): HistoryMessage => ({
  chatlogId: `m${++seq}`, sessionId: 's1', psid: 'p1', seq, sender, type: 'text', content, readStatus: 'seen', timestamp: '2026-11-01T10:00:00.000Z', vote: null, translation: null,
  ...(NLPSnapshot ? { NLPSnapshot } : {}),
});

describe('draftFromHistory', () => {
  it('expects a rich-text bot message by the text the customer read, a plain one as it is', () => {
    const turns = draftFromHistory([
      line('customer', { text: 'where is my parcel' }, { intent: 'order_status', entities: [] }),
      line('chatbot', { text: '<p>Sure! What is your <strong>order number</strong>?</p><p>It looks like ORD-12345.</p>', format: 'html' }),
      line('chatbot', { text: 'Use <p> tags? No.', format: 'text' }),
    ], false);
    expect(turns).toEqual([{
      kind: 'text', text: 'where is my parcel',
      expect: {
        intent: { name: 'order_status' },
        botMessages: [{ match: 'exact', text: 'Sure! What is your order number?\nIt looks like ORD-12345.' }, { match: 'exact', text: 'Use <p> tags? No.' }],
      },
    }]);
  });
});
