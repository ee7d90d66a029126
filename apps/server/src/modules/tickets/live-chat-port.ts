/** What tickets need from live chat, supplied by tickets.module from the live-chat services. */
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';

export interface ConvertedChat { sessionId: string; psid: string; channel: string }

export interface LiveChatPort {
  /** Resolves the chat the caller handles (live chat's own rules and events); throws its refusals. */
  resolveChat(caller: { userId: string; name: string; seesAll: boolean }, sessionId: string): Promise<ConvertedChat>;
  /** Stores an agent line in the customer's chat and sends it to their widget as agentMessage. */
  sendToCustomer(input: { sessionId: string; psid: string; text: string; adminId: string; adminName: string }): Promise<Message | null>;
  /** §4's rule for a handover: no downtime window now and someone of the group online and accepting chats. */
  agentsReachable(groupId: string | null): Promise<{ available: boolean }>;
}
