import type { LiveChat, Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { windowOpen } from '@switchboard/contracts/whatsapp/whatsapp.window';
import { lastCustomerAt } from '@/components/whatsapp/last-customer-at';
import type { ComposerMode } from '@/features/live-chat/model/chat-actions';

/**
 * Whether the chat pane shows the 24-hour window notice (with "Send a template") instead of the composer: an agent's
 * reply in a WhatsApp chat whose customer last wrote a day or more ago (or never). A whisper goes to colleagues only,
 * so the window does not apply to it.
 */
export function showsWindowNotice(mode: ComposerMode, chat: Pick<LiveChat, 'channel'>, messages: readonly Pick<Message, 'sender' | 'timestamp'>[], now: number): boolean {
  return mode === 'message' && chat.channel === 'wa' && !windowOpen(lastCustomerAt(messages), now);
}
