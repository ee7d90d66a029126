/**
 * The bot runtime's interface: one turn takes the customer's message and answers with bot messages
 * and, when the customer wants a person, a handover. The published bot runs workflows and a trained
 * classifier behind this interface; the keyword demo bot answers until a version is published.
 */
import type { DialogueSnapshot } from './dialogue-policy/dialogue-runtime';
import type { ExtractedEntity } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import type { MessageContent, MessageType } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { GenerativeAttempt } from './faq/generative-attempt';

/** What the NLU made of one customer message (stored as NLPSnapshot on the turn's messages). */
export interface NlpSnapshot {
  intent: string;
  confidence: number;
  text: string;
  /** Entities found in the message (the published bot; the keyword demo bot finds none). */
  entities?: ExtractedEntity[];
  /** The published bot version that answered (history and QA can tell versions apart). */
  modelVersion?: number;
  /**
   * The classifier's two best intents with their scores, best first (the published bot): below the threshold the
   * intent is None, and this keeps what it nearly was; a runner-up close to the winner is a "close call" in
   * /analytics/accuracy.
   */
  candidates?: Array<{ intent: string; score: number }>;
  /**
   * A published dialogue domain uses this intent (issue 30): whether its policy decided the turn (its actions, its
   * confidence and why) or left it to the rules (workflows, intent replies, FAQ, fallback) and why.
   */
  dialogue?: DialogueSnapshot;
}

export interface BotMessageDraft {
  type: MessageType;
  content: MessageContent;
  /**
   * Where the message came from, for automated tests and the try-it panel: a bot message (with the variation the
   * audience got), an FAQ (its id when the version knows it) or a document passage. Not stored, not sent to customers.
   */
  origin?: MessageOrigin;
}

export type MessageOrigin =
  | { kind: 'botMessage'; messageId: string; variationId: string }
  | { kind: 'faq'; faqId: string | null }
  | { kind: 'generative' };

export interface BotTurn {
  nlp: NlpSnapshot;
  messages: BotMessageDraft[];
  /** Hand the chat to a person (groupId: a specific group's queue, else the default group). */
  handover?: { groupId?: string };
  /**
   * The conversation's new bot state to store with the session (workflow, waiting question,
   * variables); null clears it; absent: unchanged (nothing to write).
   */
  state?: unknown;
  /** The turn asked the generative FAQ (no curated FAQ matched): what it came to, for /analytics/genai. */
  generative?: GenerativeAttempt;
  /** The bot events (bot_events ids) the turn's workflow nodes recorded, in order; absent: none. */
  events?: string[];
}

export interface BotSessionView {
  sessionId: string;
  psid: string;
  customerName: string;
  /** The previous turn's snapshot (prevNLPSnapshot of this turn). */
  prevNlp: NlpSnapshot | null;
  /** The customer's audience (bot message variations); §3 default variation when absent. */
  channel?: string;
  country?: string;
  language?: string;
  /** The bot state stored with the session (null: none yet). */
  state?: unknown;
  /**
   * §4: whether a handover can reach a person now (no downtime window, someone in the group online and
   * accepting chats); when it says no the bot offers a ticket instead. Absent: assumed yes.
   */
  agentsAvailable?: (groupId?: string) => Promise<HandoverAvailability>;
}

export interface HandoverAvailability {
  available: boolean;
  /** The active downtime window's message for customers, when one is why nobody is available. */
  downtimeMessage?: string;
}

export interface BotInput {
  text: string;
  /** The value of a tapped button or quick reply. */
  postback?: string | undefined;
}

export interface Bot {
  /** Classifies without answering (used to stamp the customer's own message before it is stored). */
  understand(input: BotInput): NlpSnapshot;
  /** Async: a workflow may call the brand's own API (brand functions) or the FAQ. */
  reply(session: BotSessionView, input: BotInput, nlp: NlpSnapshot): Promise<BotTurn>;
}
