/**
 * The bot runtime's interface: one turn takes the customer's message and answers with bot messages
 * and, when the customer wants a person, a handover. The bot-builder issue replaces the demo bot
 * with workflows and a trained classifier behind this same interface.
 */
import type { ExtractedEntity } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import type { MessageContent, MessageType } from '@switchboard/contracts/live-chat/live-chat.schemas';

/** What the NLU made of one customer message (stored as NLPSnapshot on the turn's messages). */
export interface NlpSnapshot {
  intent: string;
  confidence: number;
  text: string;
  /** Entities found in the message (the published bot; the keyword demo bot finds none). */
  entities?: ExtractedEntity[];
  /** The published bot version that answered (history and QA can tell versions apart). */
  modelVersion?: number;
}

export interface BotMessageDraft {
  type: MessageType;
  content: MessageContent;
}

export interface BotTurn {
  nlp: NlpSnapshot;
  messages: BotMessageDraft[];
  /** Hand the chat to a person (groupId: a specific group's queue, else the default group). */
  handover?: { groupId?: string };
}

export interface BotSessionView {
  sessionId: string;
  psid: string;
  customerName: string;
  /** The previous turn's snapshot (prevNLPSnapshot of this turn). */
  prevNlp: NlpSnapshot | null;
}

export interface BotInput {
  text: string;
  /** The value of a tapped button or quick reply. */
  postback?: string | undefined;
}

export interface Bot {
  /** Classifies without answering (used to stamp the customer's own message before it is stored). */
  understand(input: BotInput): NlpSnapshot;
  reply(session: BotSessionView, input: BotInput, nlp: NlpSnapshot): BotTurn;
}
