/**
 * The channel's `notification` event as a notice (§5 rules): either a notice-shaped payload
 * ({type, title, message, description}) or a chat notification ({kind, text}: raised hand,
 * escalation, invitation, offer), which gets a heading by kind.
 */
import type { NoticeInput } from '@/lib/feedback/notice';

const KIND_TITLES: Record<string, string> = {
  raisedHand: 'Hand raised', escalated: 'Chat escalated', invited: 'Chat invitation', offered: 'Chat offered',
};

export function noticeOf(payload: unknown): NoticeInput {
  const value = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : undefined);
  const kind = text('kind');
  if (kind && text('text')) {
    const heading = KIND_TITLES[kind] ?? 'Live chat';
    return { type: kind === 'escalated' ? 'warning' : 'info', title: heading, message: heading, description: text('text'), key: `${kind}:${text('sessionId') ?? ''}` };
  }
  return { type: text('type'), title: text('title'), message: text('message'), description: text('description') };
}
