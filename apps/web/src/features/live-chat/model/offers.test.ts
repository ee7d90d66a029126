import { describe, expect, it } from 'vitest';
import { neighbourOf } from '@/features/live-chat/hooks/use-chat-list-shortcuts';
import { bubbleKindOf, bubbleLabel } from '@/features/live-chat/model/bubble-kind';
import { offersFor, titleWithCount } from '@/features/live-chat/model/offers';
import { aChat, aViewer, ME } from '@/features/live-chat/model/test-fixtures';

describe('offers', () => {
  it('are the chats pending for the viewer, longest-waiting first', () => {
    const chats = [
      aChat({ sessionId: 'late', chatState: 'Pending', agentId: ME, handoverAt: 9 }),
      aChat({ sessionId: 'other', chatState: 'Pending', agentId: 'someone-else', handoverAt: 1 }),
      aChat({ sessionId: 'early', chatState: 'Pending', agentId: ME, handoverAt: 2 }),
      aChat({ sessionId: 'mine', chatState: 'AgentHandling' }),
    ];
    expect(offersFor(chats, aViewer()).map((chat) => chat.sessionId)).toEqual(['early', 'late']);
    expect(offersFor(chats, null)).toEqual([]);
  });

  it('put their count in front of the title, replacing an older count', () => {
    expect(titleWithCount('Chats — Switchboard', 2)).toBe('(2) Chats — Switchboard');
    expect(titleWithCount('(2) Chats — Switchboard', 3)).toBe('(3) Chats — Switchboard');
    expect(titleWithCount('(3) Chats — Switchboard', 0)).toBe('Chats — Switchboard');
  });
});

describe('moving between chats', () => {
  const list = [aChat({ sessionId: 'a' }), aChat({ sessionId: 'b' }), aChat({ sessionId: 'c' })];
  it('steps from the open chat and stops at the ends; with none open J starts at the top and K at the bottom', () => {
    expect(neighbourOf(list, 'b', 1)?.sessionId).toBe('c');
    expect(neighbourOf(list, 'c', 1)?.sessionId).toBe('c');
    expect(neighbourOf(list, 'a', -1)?.sessionId).toBe('a');
    expect(neighbourOf(list, null, 1)?.sessionId).toBe('a');
    expect(neighbourOf(list, 'gone', -1)?.sessionId).toBe('c');
    expect(neighbourOf([], null, 1)).toBeUndefined();
  });
});

describe('bubble kinds', () => {
  it('tell the bot, agents, whispers and the system apart', () => {
    expect(bubbleKindOf({ sender: 'chatbot', type: 'text_with_buttons' })).toBe('bot');
    expect(bubbleKindOf({ sender: 'admin', type: 'text' })).toBe('agent');
    expect(bubbleKindOf({ sender: 'admin', type: 'whisper' })).toBe('whisper');
    expect(bubbleKindOf({ sender: 'chatbot', type: 'systemText' })).toBe('system');
    expect(bubbleKindOf({ sender: 'system', type: 'text' })).toBe('system');
    expect(bubbleKindOf({ sender: 'customer', type: 'text' })).toBe('customer');
    expect(bubbleLabel('agent', 'Ana Agent')).toBe('Agent · Ana Agent');
    expect(bubbleLabel('agent', ' ')).toBe('Agent');
    expect(bubbleLabel('bot', 'ignored')).toBe('Bot');
  });
});
