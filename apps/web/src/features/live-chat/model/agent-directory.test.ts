import { describe, expect, it } from 'vitest';
import type { TransferAgent } from '@switchboard/contracts/live-chat/live-chat.api';
import { agentChoice, agentChoices, groupStatus } from '@/features/live-chat/model/agent-directory';

const anAgent = (overrides: Partial<TransferAgent> = {}): TransferAgent => ({
  agentId: 'a-1', name: 'Bob Agent', groupIds: ['g-1'], online: true, accepting: true, chats: 1, capacity: 3, hasRoom: true, ...overrides,
});

describe('agent directory choices', () => {
  it('gives the first reason an agent cannot take the chat, else their load', () => {
    expect(agentChoice(anAgent())).toMatchObject({ selectable: true, status: '1/3 chats' });
    expect(agentChoice(anAgent({ online: false, hasRoom: false, chats: 3 }))).toMatchObject({ selectable: false, status: 'Offline' });
    expect(agentChoice(anAgent({ accepting: false, hasRoom: false }))).toMatchObject({ selectable: false, status: 'Not accepting chats' });
    expect(agentChoice(anAgent({ chats: 3, hasRoom: false }))).toMatchObject({ selectable: false, status: 'Full 3/3' });
    expect(agentChoice(anAgent(), { 'a-1': { inviteState: 'pendingInvite', name: 'Bob' } })).toMatchObject({ selectable: false, status: 'Already invited' });
    expect(agentChoice(anAgent(), { 'a-1': { inviteState: 'rejected', name: 'Bob' } })).toMatchObject({ selectable: true });
  });

  it('keeps the server order with pickable agents first, and sums up groups', () => {
    const list = [anAgent({ agentId: 'x', online: false, hasRoom: false }), anAgent({ agentId: 'y' }), anAgent({ agentId: 'z', chats: 0 })];
    expect(agentChoices(list).map((c) => c.agent.agentId)).toEqual(['y', 'z', 'x']);
    expect(groupStatus({ groupId: 'g', name: 'VIP', agentsOnlineWithRoom: 1, inQueue: 4 })).toBe('1 agent with room · 4 in queue');
    expect(groupStatus({ groupId: 'g', name: 'VIP', agentsOnlineWithRoom: 0, inQueue: 0 })).toBe('0 agents with room · 0 in queue');
  });
});
