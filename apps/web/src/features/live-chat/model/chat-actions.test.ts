import { describe, expect, it } from 'vitest';
import { chatActionsFor, composerModeOf } from '@/features/live-chat/model/chat-actions';
import { aChat, aSupervisor, aViewer, ME } from '@/features/live-chat/model/test-fixtures';

describe('chatActionsFor', () => {
  it('offers accept and reject on a chat offered to me', () => {
    expect(chatActionsFor(aChat({ chatState: 'Pending' }), aViewer())).toEqual(['accept', 'reject']);
  });

  it('offers the handling actions on my chat, within my permissions', () => {
    expect(chatActionsFor(aChat(), aViewer())).toEqual(['resolve', 'transfer', 'hold', 'escalate', 'block', 'invite', 'raiseHand']);
    const noBlock = aViewer({ permissions: { actions: { chats: { block: false } }, events: { resolve: false } } });
    expect(chatActionsFor(aChat(), noBlock)).toEqual(['transfer', 'hold', 'escalate', 'invite', 'raiseHand']);
  });

  it("lets supervisors whisper, barge, take over and relinquish others' chats", () => {
    const others = aChat({ agentId: 'agent-2' });
    expect(chatActionsFor(others, aViewer())).toEqual([]);
    expect(chatActionsFor(others, aSupervisor())).toEqual(['whisper', 'barge', 'takeover']);
    const whispering = aChat({ agentId: 'agent-2', supervisors: [{ adminId: ME, name: 'Me', mode: 'whisper' }] });
    expect(chatActionsFor(whispering, aSupervisor())).toEqual(['barge', 'takeover', 'relinquish']);
  });

  it('offers Take on a waiting chat to who may take chats (issue 21), and Transfer too to supervisors', () => {
    const waiting = aChat({ chatState: 'Inqueue', agentId: null });
    expect(chatActionsFor(waiting, aViewer())).toEqual(['take']);
    expect(chatActionsFor(waiting, aSupervisor())).toEqual(['take', 'transfer']);
    expect(chatActionsFor(waiting, aViewer({ permissions: { actions: { chats: { take: false } }, events: {} } }))).toEqual([]);
    expect(chatActionsFor(waiting, aViewer({ permissions: { actions: {}, events: { accept: false } } }))).toEqual([]);
  });

  it('asks an invited agent to answer the invitation', () => {
    const invited = aChat({ agentId: 'agent-2', inviteInfo: { [ME]: { inviteState: 'pendingInvite', name: 'Me' } } });
    expect(chatActionsFor(invited, aViewer())).toEqual(['acceptInvite', 'declineInvite']);
  });
});

describe('composerModeOf', () => {
  it('sends messages in my chat, whispers when whispering, messages when barging', () => {
    expect(composerModeOf(aChat(), aViewer())).toBe('message');
    expect(composerModeOf(aChat({ chatState: 'Pending' }), aViewer())).toBeNull();
    const watched = (mode: 'whisper' | 'barge') => aChat({ agentId: 'agent-2', supervisors: [{ adminId: ME, name: 'Me', mode }] });
    expect(composerModeOf(watched('whisper'), aSupervisor())).toBe('whisper');
    expect(composerModeOf(watched('barge'), aSupervisor())).toBe('message');
    expect(composerModeOf(aChat({ agentId: 'agent-2' }), aSupervisor())).toBeNull();
  });
});
