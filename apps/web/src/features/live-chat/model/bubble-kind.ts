/**
 * Who a line of the conversation is from, as the agent's chat view tells them apart (issue 21
 * point 6): the customer, the bot, an agent (named), a whisper between staff, or the system.
 */
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';

export type BubbleKind = 'customer' | 'bot' | 'agent' | 'whisper' | 'system';

export const BUBBLE_LABELS: Record<BubbleKind, string> = {
  customer: 'Customer', bot: 'Bot', agent: 'Agent', whisper: 'Whisper', system: 'System',
};

export function bubbleKindOf(message: Pick<Message, 'sender' | 'type'>): BubbleKind {
  if (message.type === 'whisper') return 'whisper';
  if (message.type === 'systemText' || message.sender === 'system') return 'system';
  if (message.sender === 'chatbot') return 'bot';
  if (message.sender === 'admin') return 'agent';
  return 'customer';
}

/** The label shown on the bubble: the kind, and for agents and whispers the staff member's name. */
export function bubbleLabel(kind: BubbleKind, name?: string | null): string {
  const person = name?.trim();
  return (kind === 'agent' || kind === 'whisper') && person ? `${BUBBLE_LABELS[kind]} · ${person}` : BUBBLE_LABELS[kind];
}
