/**
 * The bot customers talk to: the brand's PUBLISHED version, held in memory so a customer message
 * costs no database read (the message hot path). The bot-builder module swaps the version in after a
 * publish, an activation or a rollback commits (and on start); a turn already classified keeps
 * working across a swap because answers are looked up by intent name, falling back when the new
 * version lacks it. Until a version is published the keyword demo bot answers.
 */
import type { Bot, BotInput, BotMessageDraft, BotTurn, NlpSnapshot } from './bot';
import type { BotBundle, BundleIntent } from './bot-bundle';
import { BOT_TEXTS, createDemoBot } from './demo-bot';
import { NO_INTENT, understandWith } from './understand';

export interface LiveVersion {
  modelId: string;
  version: number;
  threshold: number;
  bundle: BotBundle;
  /** Below the threshold (ML configuration): answer this message, or hand the chat to a person. */
  fallback: { behaviour: 'message' | 'handover'; message: string };
}

/** Tapping this always reaches a person, whatever the bot version (the fallback offers it). */
export const HANDOVER_POSTBACK = 'handover';
export const FALLBACK_QUICK_REPLIES = [{ label: 'Talk to an agent', value: HANDOVER_POSTBACK }];

function answer(intent: BundleIntent): BotMessageDraft {
  return intent.quickReplies.length > 0
    ? { type: 'text_with_buttons', content: { text: intent.reply, quickReplies: intent.quickReplies } }
    : { type: 'text', content: { text: intent.reply } };
}

export class PublishedBot implements Bot {
  private live: LiveVersion | null = null;

  constructor(
    private readonly beforePublish: Bot = createDemoBot(),
    /** Told when a stored version cannot be read (e.g. a model from an older engine): customers then get the fallback. */
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Swaps the version customers get (null: nothing published). */
  use(version: LiveVersion | null): void {
    this.live = version;
  }

  get current(): LiveVersion | null {
    return this.live;
  }

  understand(input: BotInput): NlpSnapshot {
    const live = this.live;
    if (!live) return this.beforePublish.understand(input);
    let result: ReturnType<typeof understandWith>;
    try {
      result = understandWith(live.bundle, input.text, live.threshold, input.postback);
    } catch (error) {
      this.onError(error);
      return { intent: NO_INTENT, confidence: 0, text: input.text, modelVersion: live.version, entities: [] };
    }
    return {
      intent: result.intent, confidence: result.confidence, text: input.text, modelVersion: live.version,
      entities: result.entities.map(({ entity, value, text, start, end }) => ({ entity, value, text, start, end })),
    };
  }

  reply(session: Parameters<Bot['reply']>[0], input: BotInput, nlp: NlpSnapshot): BotTurn {
    const live = this.live;
    if (!live) return this.beforePublish.reply(session, input, nlp);
    if (input.postback === HANDOVER_POSTBACK) return this.handoverReply(live, nlp);
    let intent: BundleIntent | undefined;
    try {
      intent = nlp.intent === NO_INTENT ? undefined : live.bundle.intents.find((candidate) => candidate.name === nlp.intent);
    } catch (error) {
      this.onError(error);
    }
    if (!intent) {
      if (live.fallback.behaviour === 'handover') return this.handoverReply(live, nlp);
      return { nlp, messages: [{ type: 'text_with_buttons', content: { text: live.fallback.message, quickReplies: FALLBACK_QUICK_REPLIES } }] };
    }
    return { nlp, messages: [answer(intent)], ...(intent.handover ? { handover: {} } : {}) };
  }

  /** The handover quick reply: the version's own handover intent answers when it has one, else the built-in text. */
  private handoverReply(live: LiveVersion, nlp: NlpSnapshot): BotTurn {
    const own = Array.isArray(live.bundle.intents) ? live.bundle.intents.find((intent) => intent.name === HANDOVER_POSTBACK) : undefined;
    return { nlp, messages: [own ? answer(own) : { type: 'text', content: { text: BOT_TEXTS.handover } }], handover: {} };
  }
}
