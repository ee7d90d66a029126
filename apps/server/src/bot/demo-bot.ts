/**
 * The seeded Demo Brand bot: keyword intents, a greeting with quick replies, a few simple answers,
 * and a handover when the customer asks for a person (or taps the 'handover' quick reply).
 */
import type { Bot, BotInput, BotMessageDraft, BotTurn, NlpSnapshot } from './bot';

export const BOT_TEXTS = {
  greeting: "Hi! I'm the Demo Brand assistant. How can I help?",
  orderStatus: 'You can track your order from the link in your confirmation e-mail. Anything else?',
  thanks: "You're welcome! Anything else I can help with?",
  handover: 'Connecting you to an agent. Please wait a moment.',
  fallback: "Sorry, I didn't get that. You can pick an option below or ask for an agent.",
  /** §4: a handover during a downtime window or with nobody available offers a ticket instead. */
  ticketOffer: 'Our agents are not available right now. You can leave us a ticket and we will get back to you by e-mail.',
} as const;

export const QUICK_REPLIES = [
  { label: 'Order status', value: 'order_status' },
  { label: 'Talk to an agent', value: 'handover' },
];

const RULES: ReadonlyArray<{ intent: string; postback?: string; pattern: RegExp }> = [
  { intent: 'handover', postback: 'handover', pattern: /\b(agent|human|person|representative|someone real|talk to (a|an) )/i },
  { intent: 'greeting', postback: 'greeting', pattern: /^\s*(hi|hello|hey|good (morning|afternoon|evening)|start)\b/i },
  { intent: 'order_status', postback: 'order_status', pattern: /\b(order|track|delivery|shipping)\b/i },
  { intent: 'thanks', postback: 'thanks', pattern: /\b(thanks|thank you|thx)\b/i },
];

const text = (value: string): BotMessageDraft => ({ type: 'text', content: { text: value } });
const withQuickReplies = (value: string): BotMessageDraft => ({
  type: 'text_with_buttons',
  content: { text: value, quickReplies: QUICK_REPLIES },
});

export function createDemoBot(): Bot {
  return {
    understand({ text: typed, postback }: BotInput): NlpSnapshot {
      const byPostback = postback ? RULES.find((rule) => rule.postback === postback) : undefined;
      if (byPostback) return { intent: byPostback.intent, confidence: 1, text: typed };
      const match = RULES.find((rule) => rule.pattern.test(typed));
      return match ? { intent: match.intent, confidence: 0.9, text: typed } : { intent: 'None', confidence: 0.2, text: typed };
    },
    async reply(_session, _input, nlp): Promise<BotTurn> {
      switch (nlp.intent) {
        case 'handover':
          return { nlp, messages: [text(BOT_TEXTS.handover)], handover: {} };
        case 'greeting':
          return { nlp, messages: [withQuickReplies(BOT_TEXTS.greeting)] };
        case 'order_status':
          return { nlp, messages: [text(BOT_TEXTS.orderStatus)] };
        case 'thanks':
          return { nlp, messages: [text(BOT_TEXTS.thanks)] };
        default:
          return { nlp, messages: [withQuickReplies(BOT_TEXTS.fallback)] };
      }
    },
  };
}
