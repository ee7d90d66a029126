/**
 * Read receipts for customer messages (§4, §7): delivered when one arrives in the viewer's chat,
 * seen up to a seq when the viewer has the chat open on a visible, focused page. Quiet: a lost
 * receipt is not worth a toast. A seen watermark is sent once per seq.
 */
import type { LiveChat, Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { emitCommand } from '@/features/live-chat/api/live-chat-socket';

const seenUpTo = new Map<string, number>();

export function sendDelivered(chat: Pick<LiveChat, 'psid'>, message: Message, adminPsid: string): void {
  void emitCommand('updateCustomerMessage', {
    readStatus: 'delivered', senderPsid: adminPsid, clientPsid: chat.psid, chatlogId: message.chatlogId, timestamp: Date.now(),
  }, { quiet: true });
}

export function sendSeen(chat: Pick<LiveChat, 'psid' | 'sessionId'>, upToSeq: number, adminPsid: string): void {
  if (upToSeq <= 0 || (seenUpTo.get(chat.sessionId) ?? 0) >= upToSeq) return;
  seenUpTo.set(chat.sessionId, upToSeq);
  void emitCommand('messageSeen', { clientPsid: chat.psid, senderPsid: adminPsid, sessionId: chat.sessionId, upToSeq }, { quiet: true });
}

/** The page is visible and focused: a receipt may say "seen". */
export const pageIsWatched = (): boolean =>
  typeof document !== 'undefined' && document.visibilityState === 'visible' && document.hasFocus();
