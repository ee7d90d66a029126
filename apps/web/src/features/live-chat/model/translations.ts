/** Translation helpers of the open chat: language names, and the cache patch for a message's translation. */
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { MessageTranslation } from '@switchboard/contracts/translation/translation.schemas';
import type { ActiveChat } from './chat-cache';

const names = typeof Intl !== 'undefined' && 'DisplayNames' in Intl ? new Intl.DisplayNames(['en'], { type: 'language' }) : null;

/** "Spanish" for es; the code itself when the browser has no name for it. */
export function languageName(code: string): string {
  if (!code) return 'Not set';
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The room with the message's translation set (the original stays in content). */
export function withTranslation(room: ActiveChat, chatlogId: string, translation: MessageTranslation): ActiveChat {
  return { ...room, messages: room.messages.map((message) => (message.chatlogId === chatlogId ? { ...message, translation } : message)) };
}

/** A customer's text message not yet shown in the agent's language. */
export const needsTranslation = (message: Message): boolean =>
  message.sender === 'customer' && message.type === 'text' && !message.translation && !!message.content.text?.trim();
