import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';

/**
 * When the customer last wrote in the chat's messages (the window runs from there). The server checks against the
 * webhook's own time and refuses a reply outside it anyway: this only tells the agent before they type.
 */
export function lastCustomerAt(messages: readonly Pick<Message, 'sender' | 'timestamp'>[]): string | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) if (messages[i]!.sender === 'customer') return messages[i]!.timestamp;
  return null;
}
