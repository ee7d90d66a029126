/**
 * The active chat cache cap (§4, §9 storedLiveChatItems): the open chats' messages are kept for at
 * most `cap` chats; opening one more drops the least recently opened.
 */
import { THRESHOLDS } from '@switchboard/contracts/common/constants';

export const OPEN_CHATS_CAP = THRESHOLDS.storedLiveChatItems;

/** `order` runs oldest first. Returns the new order and the sessions to drop. */
export function touchOpenChat(order: readonly string[], sessionId: string, cap: number = OPEN_CHATS_CAP) {
  const next = [...order.filter((id) => id !== sessionId), sessionId];
  const evicted = next.length > cap ? next.slice(0, next.length - cap) : [];
  return { order: next.slice(evicted.length), evicted };
}
