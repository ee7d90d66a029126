/**
 * The channel's `notification` event as a notice (§5 rules): either a notice-shaped payload
 * ({type, title, message, description}) or a chat notification ({kind, text}: raised hand,
 * escalation, invitation, offer), which gets a heading by kind.
 */
import type { NoticeInput } from '@/lib/feedback/notice';

const KIND_TITLES: Record<string, string> = {
  raisedHand: 'Hand raised', escalated: 'Chat escalated', invited: 'Chat invitation', offered: 'Chat offered',
};

/** The notice; chat notifications get an 'Open chat' button when `openChat` is given. */
export function noticeOf(payload: unknown, openChat?: (sessionId: string) => void): NoticeInput {
  const value = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : undefined);
  const kind = text('kind');
  if (kind && text('text')) {
    const heading = KIND_TITLES[kind] ?? 'Live chat';
    const sessionId = text('sessionId');
    const notice: NoticeInput = { type: kind === 'escalated' ? 'warning' : 'info', title: heading, message: heading, description: text('text'), key: `${kind}:${sessionId ?? ''}` };
    if (sessionId && openChat) notice.action = { label: 'Open chat', run: () => openChat(sessionId) };
    return notice;
  }
  return { type: text('type'), title: text('title'), message: text('message'), description: text('description') };
}

/** The channel's `offered` notification ("Sam transferred a chat to you"): its chat and text, else null. */
export function offerNoteOf(payload: unknown): { sessionId: string; text: string } | null {
  const value = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  const { kind, sessionId, text } = value;
  return kind === 'offered' && typeof sessionId === 'string' && typeof text === 'string' ? { sessionId, text } : null;
}
