/**
 * Offers: chats the router (or a transferring colleague) offered to the viewer, waiting for Accept
 * or Reject — the Pending tab of §4. Longest-waiting first, the order the notice and the keys use.
 */
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { chatsInTab } from '@/features/live-chat/model/chat-tabs';
import type { Viewer } from '@/features/live-chat/model/viewer';

export const offersFor = (chats: readonly LiveChat[] | undefined, viewer: Viewer | null): LiveChat[] =>
  chats && viewer ? chatsInTab(chats, 'pending', viewer) : [];

/** The page title with the offer count in front ("(2) Chats — …"); a count already there is replaced. */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(/^\(\d+\) /, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
}

/** Sessions in `next` that were not in `seen`: the offers that just arrived. */
export const arrivedOffers = (seen: ReadonlySet<string>, next: readonly LiveChat[]): LiveChat[] =>
  next.filter((chat) => !seen.has(chat.sessionId));
