/** Builders for tests: a live chat, a message and a viewer with sensible defaults. */
import type { LiveChat, Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { Viewer } from '@/features/live-chat/model/viewer';

export const ME = 'admin-me';

export function aChat(overrides: Partial<LiveChat> = {}): LiveChat {
  return {
    psid: 'psid-1', sessionId: 's-1', channel: 'website', customerName: 'Rita Customer', chatState: 'AgentHandling',
    agentId: ME, agentName: 'Me Agent', groupId: 'g-1', inviteInfo: {}, supervisors: [], clientUrl: null, selectedTags: [],
    blockedStatus: false, onHold: false, raisedHand: false, lastMessage: null, lastSeq: 0, adminStallCount: 0,
    customerStallCount: 0, handoverAt: 1_000, acceptedAt: 2_000, eventListenTimeStamp: 2_000, session_language: 'en',
    ...overrides,
  };
}

export function aMessage(overrides: Partial<Message> = {}): Message {
  const seq = overrides.seq ?? 1;
  return {
    chatlogId: `log-${seq}`, sessionId: 's-1', psid: 'psid-1', seq, sender: 'customer', type: 'text',
    content: { text: `message ${seq}` }, readStatus: 'sent', timestamp: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aViewer(overrides: Partial<Viewer> = {}): Viewer {
  return {
    ids: [ME, 'user-uuid-me'], adminPsid: ME, name: 'Me Agent', permissions: { actions: {}, events: {} }, canSupervise: false,
    ...overrides,
  };
}

export const aSupervisor = (overrides: Partial<Viewer> = {}): Viewer => aViewer({ canSupervise: true, ...overrides });
