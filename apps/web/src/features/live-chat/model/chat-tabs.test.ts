import { describe, expect, it } from 'vitest';
import { chatsInTab, countByTab, tabOf, visibleTabs } from '@/features/live-chat/model/chat-tabs';
import { aChat, aSupervisor, aViewer, ME } from '@/features/live-chat/model/test-fixtures';

const agent = aViewer();
const supervisor = aSupervisor();

describe('tabOf', () => {
  it('puts my agent-handled chats in My Chats and offers to me in Pending', () => {
    expect(tabOf(aChat(), agent)).toBe('myChats');
    expect(tabOf(aChat({ chatState: 'Pending' }), agent)).toBe('pending');
    expect(tabOf(aChat({ chatState: 'Pending', agentId: 'someone' }), agent)).toBeNull();
  });

  it('recognises me by either session id', () => {
    expect(tabOf(aChat({ agentId: 'user-uuid-me' }), agent)).toBe('myChats');
  });

  it('lists queued and bot-handled chats for everyone', () => {
    expect(tabOf(aChat({ chatState: 'Inqueue', agentId: null }), agent)).toBe('inQueue');
    expect(tabOf(aChat({ chatState: 'BotHandling', agentId: null }), agent)).toBe('botHandling');
  });

  it("shows other agents' chats to supervisors only, and the ones I watch as Supervised", () => {
    const others = aChat({ agentId: 'agent-2' });
    expect(tabOf(others, agent)).toBeNull();
    expect(tabOf(others, supervisor)).toBe('agentChats');
    const watched = aChat({ agentId: 'agent-2', supervisors: [{ adminId: ME, name: 'Me', mode: 'whisper' }] });
    expect(tabOf(watched, supervisor)).toBe('supervised');
  });

  it('sorts invitations into Pending Invite and Invite Chats', () => {
    const invited = (inviteState: 'pendingInvite' | 'accepted' | 'rejected') =>
      aChat({ agentId: 'agent-2', inviteInfo: { [ME]: { inviteState, name: 'Me' } } });
    expect(tabOf(invited('pendingInvite'), agent)).toBe('pendingInvite');
    expect(tabOf(invited('accepted'), agent)).toBe('inviteChats');
    expect(tabOf(invited('rejected'), agent)).toBeNull();
  });

  it('lists resolved chats without tags as Untagged for their agent and supervisors', () => {
    expect(tabOf(aChat({ chatState: 'Resolved' }), agent)).toBe('untaggedChats');
    expect(tabOf(aChat({ chatState: 'Resolved', selectedTags: ['billing'] }), agent)).toBeNull();
    expect(tabOf(aChat({ chatState: 'Resolved', agentId: 'agent-2' }), agent)).toBeNull();
    expect(tabOf(aChat({ chatState: 'Resolved', agentId: 'agent-2' }), supervisor)).toBe('untaggedChats');
  });
});

describe('tab lists and counts', () => {
  const chats = [
    aChat({ sessionId: 'a' }),
    aChat({ sessionId: 'b', eventListenTimeStamp: 9_000 }),
    aChat({ sessionId: 'q1', chatState: 'Inqueue', agentId: null, handoverAt: 5_000 }),
    aChat({ sessionId: 'q2', chatState: 'Inqueue', agentId: null, handoverAt: 3_000 }),
    aChat({ sessionId: 'x', agentId: 'agent-2' }),
  ];

  it('counts every tab', () => {
    expect(countByTab(chats, agent)).toMatchObject({ myChats: 2, inQueue: 2, agentChats: 0, pending: 0 });
    expect(countByTab(chats, supervisor).agentChats).toBe(1);
  });

  it('orders waiting chats longest first and the others newest first', () => {
    expect(chatsInTab(chats, 'inQueue', agent).map((chat) => chat.sessionId)).toEqual(['q2', 'q1']);
    expect(chatsInTab(chats, 'myChats', agent).map((chat) => chat.sessionId)).toEqual(['b', 'a']);
  });

  it('hides the supervisor tabs from agents', () => {
    expect(visibleTabs(agent)).not.toContain('agentChats');
    expect(visibleTabs(agent)).not.toContain('supervised');
    expect(visibleTabs(supervisor)).toHaveLength(9);
  });
});
