/** Rows → the contracts' shapes: LiveChat (§3 "Live chat") and Message (§3 "Message"). */
import type { Channel } from '@switchboard/contracts/common/constants';
import type { LiveChat, Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { ChatMessageRow } from '@/db/schema/chat-messages';
import type { LiveChatRow } from './chat-session.repository';

const ms = (date: Date | null) => (date ? date.getTime() : null);

export function liveChatOf({ session, customerName, agentFirstName, agentLastName, lastMessage }: LiveChatRow): LiveChat {
  return {
    psid: session.psid,
    sessionId: session.sessionId,
    channel: session.channel as Channel,
    customerName,
    chatState: session.chatState,
    agentId: session.agentId,
    agentName: agentFirstName ? `${agentFirstName} ${agentLastName ?? ''}`.trim() : null,
    groupId: session.groupId,
    inviteInfo: session.inviteInfo,
    supervisors: session.supervisors,
    clientUrl: session.clientUrl,
    selectedTags: session.selectedTags,
    blockedStatus: session.blocked,
    onHold: session.onHold,
    raisedHand: session.raisedHand,
    lastMessage: lastMessage ?? null,
    lastSeq: session.lastSeq,
    adminStallCount: session.adminStallCount,
    customerStallCount: session.customerStallCount,
    handoverAt: ms(session.handoverAt),
    acceptedAt: ms(session.acceptedAt),
    eventListenTimeStamp: Date.now(),
    session_language: session.sessionLanguage,
  };
}

export function messageOf(row: ChatMessageRow): Message {
  return {
    chatlogId: row.chatlogId,
    sessionId: row.sessionId,
    psid: row.psid,
    seq: row.seq,
    sender: row.sender,
    type: row.type,
    content: row.content,
    readStatus: row.readStatus,
    ...(row.origin ? { origin: row.origin } : {}),
    ...(row.adminId ? { adminId: row.adminId } : {}),
    ...(row.adminName ? { adminName: row.adminName } : {}),
    ...(row.nlpSnapshot ? { NLPSnapshot: row.nlpSnapshot } : {}),
    ...(row.prevNlpSnapshot ? { prevNLPSnapshot: row.prevNlpSnapshot } : {}),
    ...(row.translation !== null ? { translation: { text: row.translation, language: row.translationLanguage ?? '' } } : {}),
    timestamp: row.createdAt.toISOString(),
  };
}

/** What the customer is sent: never staff's side of a translation (an agent's own wording, a customer message's translation). */
export function customerMessageOf(row: ChatMessageRow): Message {
  const { translation: _staffOnly, ...message } = messageOf(row);
  return message;
}
