/** A feedback row's link to its conversation in history (issue 24: every row opens the chat it is about). */
import { Link } from 'react-router';
import { sessionHref } from '@/lib/analytics-drill/session-url';

export function ConversationLink({ sessionId, customerName }: { sessionId: string; customerName: string }) {
  return <Link to={sessionHref(sessionId)} aria-label={`Open the chat with ${customerName} in history`}>{customerName}</Link>;
}
