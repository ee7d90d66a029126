/**
 * The bot customers talk to: the brand's PUBLISHED version, held in memory so a customer message
 * costs no database read (the message hot path). The bot-builder module swaps the version in after a
 * publish, an activation or a rollback commits (and on start). Until a version is published the
 * keyword demo bot answers.
 *
 * A turn: the handover quick reply (or the widget's "Talk to a person" button, or typed words asking for a
 * person) always reaches a person (through the workflow the 'handover' intent triggers when there is one,
 * handing over after it if it does not); a question waiting in a workflow takes the message as its answer
 * unless the message interrupts it (workflow/interruption.ts); an intent that triggers a workflow runs it;
 * another intent answers with its reply; below the threshold the FAQ is tried, then the ML configuration's
 * fallback. The
 * conversation's state travels with the session (BotSessionView.state → BotTurn.state); a state a new
 * version cannot continue (its workflow or question is gone) starts over cleanly.
 */
import { DEFAULT_VARIATION, type Audience } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import { HANDOVER_POSTBACK } from '@switchboard/contracts/live-chat/webchat.events';
import type { Bot, BotInput, BotMessageDraft, BotSessionView, BotTurn, NlpSnapshot } from './bot';
import type { BotBundle, BundleIntent } from './bot-bundle';
import { BOT_TEXTS, createDemoBot } from './demo-bot';
import type { GenerativeAttempt } from './faq/generative-attempt';
import type { AnswerFaq, CallBrandFunction, FaqAnswerOptions } from './runtime-ports';
import { NO_INTENT, understandWith } from './understand';
import { indexBundle, type BundleIndex } from './workflow/bundle-index';
import { asksForPerson } from './person-request';
import { answerQuestion, askAgain, startWorkflow, variablesOf, waitingQuestion, type RunContext, type RunResult } from './workflow/executor';
import { interruptionOf } from './workflow/interruption';
import { isEmptyState, parseState, sameState, withDialogue, type ConversationState } from './workflow/state';
import { fillTemplate } from './workflow/template';
import { runDialogue, type DialogueDecision } from './dialogue-policy/dialogue-runtime';
import { dialogueActionPerformer, type PerformedActions } from './dialogue-policy/perform-actions';

export interface LiveVersion {
  modelId: string;
  version: number;
  threshold: number;
  bundle: BotBundle;
  /** Below the threshold (ML configuration): answer this message, or hand the chat to a person. */
  fallback: { behaviour: 'message' | 'handover'; message: string };
}

/** Tapping this always reaches a person, whatever the bot version (the fallback offers it, the widget's button sends it). */
export { HANDOVER_POSTBACK };
export const FALLBACK_QUICK_REPLIES = [{ label: 'Talk to an agent', value: HANDOVER_POSTBACK }];

/** Where workflow problems (a missing message, a loop, a failing brand function) are logged. */
export interface RuntimeLogger {
  warn(detail: Record<string, unknown>, message: string): void;
  error(detail: Record<string, unknown>, message: string): void;
}

export interface PublishedBotOptions {
  /** Answers until a version is published (the keyword demo bot). */
  beforePublish?: Bot;
  /** Told when a stored version cannot be read (e.g. a model from an older engine): customers then get the fallback. */
  onError?: (error: unknown) => void;
  callBrandFunction?: CallBrandFunction;
  answerFaq?: AnswerFaq;
  /** A/B versions are drawn with it (tests pass a seeded one). */
  random?: () => number;
  logger?: RuntimeLogger;
}

function answer(intent: BundleIntent, variables: Record<string, string>): BotMessageDraft {
  const text = fillTemplate(intent.reply, variables);
  return intent.quickReplies.length > 0
    ? { type: 'text_with_buttons', content: { text, quickReplies: intent.quickReplies } }
    : { type: 'text', content: { text } };
}

export class PublishedBot implements Bot {
  private live: LiveVersion | null = null;
  private readonly beforePublish: Bot;
  private readonly onError: (error: unknown) => void;

  constructor(private readonly options: PublishedBotOptions = {}) {
    this.beforePublish = options.beforePublish ?? createDemoBot();
    this.onError = options.onError ?? (() => undefined);
  }

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
      candidates: result.ranking.slice(0, 2),
    };
  }

  async reply(session: BotSessionView, input: BotInput, nlp: NlpSnapshot): Promise<BotTurn> {
    const live = this.live;
    if (!live) return this.beforePublish.reply(session, input, nlp);
    const before = parseState(session.state);
    let index: BundleIndex;
    try {
      index = indexBundle(live.bundle);
    } catch (error) {
      this.onError(error);
      index = indexBundle({ entities: [] });
    }
    // A state this version cannot continue (a publish removed its workflow or question) starts over.
    let state: ConversationState = waitingQuestion(index, before) ? before : { ...before, wid: null, nodeId: null, retriesLeft: 0 };
    const ctx = this.context(live, index, session, input, nlp, state);
    let turn: Omit<BotTurn, 'state'>;
    const waiting = waitingQuestion(index, state);
    const interruption = waiting && state.wid
      ? interruptionOf({
        index, node: waiting, wid: state.wid, text: input.text, postback: input.postback, nlp, threshold: live.threshold,
        isPersonIntent: (name) => this.isPersonIntent(live, name),
      })
      : undefined;
    const classifiedPerson = nlp.intent !== NO_INTENT && this.isPersonIntent(live, nlp.intent);
    if (input.postback === HANDOVER_POSTBACK || interruption === 'person' || (!waiting && !classifiedPerson && asksForPerson(input.text))) {
      // The customer asked for a person (the quick reply, the widget's button, typed words): reached in this turn.
      ({ turn, state } = await this.personTurn(live, index, ctx, state, nlp, session));
    } else if (interruption === 'answer') {
      ({ turn, state } = await this.fromRun(answerQuestion(ctx, state, input.text), nlp, session));
    } else if (interruption === 'faq') {
      const faq = await this.faqAnswer(live, input.text, { curatedOnly: true });
      // An FAQ answered: the question waits on, asked again (no retry used). None: a wrong answer, as before.
      if (faq) turn = { nlp, messages: [faq, ...askAgain(ctx, state)] };
      else ({ turn, state } = await this.fromRun(answerQuestion(ctx, state, input.text), nlp, session));
    } else {
      // With no question waiting, a published dialogue domain using the intent lets its policy decide when it is
      // confident (issue 30); otherwise, and when it is not, the rules below answer as before.
      const performed: PerformedActions = { messages: [] };
      const dialogue = waiting ? null : await runDialogue(live.bundle.dialogues, state.dialogue, nlp, dialogueActionPerformer(ctx, state, performed));
      const told: NlpSnapshot = dialogue ? { ...nlp, dialogue: dialogue.snapshot } : nlp;
      if (dialogue?.snapshot.decided) {
        ({ turn, state } = await this.dialogueTurn(dialogue, performed, state, told, session));
      } else {
        // The conversation leaves its dialogue domain: the rules answer this message.
        const { dialogue: _left, ...rest } = state;
        state = rest;
        // No question waits, or a confident other intent interrupts one: its workflow replaces the waiting one,
        // while an intent answered by its reply alone leaves the question waiting, asked again after the reply.
        const wid = nlp.intent === NO_INTENT ? undefined : index.byIntent.get(nlp.intent);
        if (wid) ({ turn, state } = await this.fromRun(startWorkflow(ctx, state, wid), told, session));
        else {
          turn = await this.intentReply(live, told, session, input, variablesOf(ctx, state));
          if (interruption === 'intent' && !turn.handover) turn = { ...turn, messages: [...turn.messages, ...askAgain(ctx, state)] };
        }
      }
    }
    if (ctx.events && ctx.events.length > 0) turn = { ...turn, events: ctx.events };
    return sameState(before, state) ? turn : { ...turn, state: isEmptyState(state) ? null : state };
  }

  /** The turn the dialogue policy decided: what its actions said, the handover they asked for, the conversation kept. */
  private async dialogueTurn(decision: DialogueDecision, performed: PerformedActions, state: ConversationState, nlp: NlpSnapshot, session: BotSessionView) {
    const { dialogue: _before, ...rest } = performed.ran ?? state;
    const next: ConversationState = { ...rest, ...withDialogue(decision.conversation) };
    if (!performed.handover) return { turn: { nlp, messages: performed.messages }, state: next };
    const away = await this.ticketOffer(session, performed.handover.groupId);
    const messages = away ? [...performed.messages, ...away] : performed.messages.length ? performed.messages : [{ type: 'text', content: { text: BOT_TEXTS.handover } } as BotMessageDraft];
    return { turn: { nlp, messages, handover: performed.handover }, state: next };
  }

  /** The 'handover' intent, or an intent its trainer marked to hand over. */
  private isPersonIntent(live: LiveVersion, name: string): boolean {
    if (name === HANDOVER_POSTBACK) return true;
    return Array.isArray(live.bundle.intents) && live.bundle.intents.some((intent) => intent.name === name && intent.handover);
  }

  /**
   * A person was asked for: the workflow the asking intent (else the 'handover' intent) triggers runs and the
   * chat is handed over after it (handoverFlow); without one, the intent's reply or the built-in text. Whatever
   * waited is dropped.
   */
  private async personTurn(live: LiveVersion, index: BundleIndex, ctx: RunContext, waitingState: ConversationState, nlp: NlpSnapshot, session: BotSessionView) {
    const state: ConversationState = { ...waitingState, wid: null, nodeId: null, retriesLeft: 0 };
    const own = nlp.intent !== NO_INTENT && this.isPersonIntent(live, nlp.intent) ? nlp.intent : undefined;
    const wid = (own && index.byIntent.get(own)) ?? index.byIntent.get(HANDOVER_POSTBACK);
    if (wid) return this.handoverFlow(ctx, state, wid, nlp, session);
    const intent = own && own !== HANDOVER_POSTBACK ? live.bundle.intents.find((candidate) => candidate.name === own) : undefined;
    const turn = intent ? await this.handoverWith(nlp, session, [answer(intent, variablesOf(ctx, state))]) : await this.handoverReply(live, nlp, session);
    return { turn, state };
  }

  private context(live: LiveVersion, index: BundleIndex, session: BotSessionView, input: BotInput, nlp: NlpSnapshot, state: ConversationState): RunContext {
    const audience: Audience = {
      channel: session.channel ?? DEFAULT_VARIATION.channel,
      country: session.country ?? DEFAULT_VARIATION.country,
      language: session.language ?? DEFAULT_VARIATION.language,
      param1: state.variables.param1 ?? DEFAULT_VARIATION.param1,
    };
    const logger = this.options.logger;
    return {
      index, audience, random: this.options.random ?? Math.random, callBrandFunction: this.options.callBrandFunction,
      system: {
        customerName: session.customerName, psid: session.psid, channel: audience.channel, country: audience.country,
        language: audience.language, lastMessage: input.text, intent: nlp.intent,
      },
      // The first of each entity wins.
      entities: Object.fromEntries([...(nlp.entities ?? [])].reverse().map((found) => [found.entity, found.value])),
      events: [],
      log: (level, message, detail) => logger?.[level]({ ...detail, modelVersion: live.version, sessionId: session.sessionId }, message),
      fallback: this.fallbackMessage(live),
    };
  }

  private async fromRun(running: Promise<RunResult>, nlp: NlpSnapshot, session: BotSessionView) {
    const result = await running;
    let messages = result.messages;
    if (result.handover) {
      const away = await this.ticketOffer(session, result.handover.groupId);
      if (away) messages = [...messages, ...away];
    }
    return { turn: { nlp, messages, ...(result.handover ? { handover: result.handover } : {}) }, state: result.state };
  }

  /**
   * The handover quick reply when a workflow is triggered by the 'handover' intent: that workflow runs
   * (its messages, its group), and when it ends without a handover node the chat is handed over after
   * it anyway; a question it stops at is left (the customer asked for a person).
   */
  private async handoverFlow(ctx: RunContext, state: ConversationState, wid: string, nlp: NlpSnapshot, session: BotSessionView) {
    const ran = await this.fromRun(startWorkflow(ctx, state, wid), nlp, session);
    const after = { ...ran.state, wid: null, nodeId: null, retriesLeft: 0 };
    if (ran.turn.handover) return { turn: ran.turn, state: after };
    const handed = await this.handoverWith(nlp, session, ran.turn.messages);
    // The ticket offer (nobody available) comes after the workflow's own messages.
    const messages = handed.messages === ran.turn.messages ? handed.messages : [...ran.turn.messages, ...handed.messages];
    return { turn: { ...handed, messages }, state: after };
  }

  private async intentReply(live: LiveVersion, nlp: NlpSnapshot, session: BotSessionView, input: BotInput, variables: Record<string, string>): Promise<Omit<BotTurn, 'state'>> {
    let intent: BundleIntent | undefined;
    try {
      intent = nlp.intent === NO_INTENT ? undefined : live.bundle.intents.find((candidate) => candidate.name === nlp.intent);
    } catch (error) {
      this.onError(error);
    }
    if (intent) {
      if (intent.handover) return this.handoverWith(nlp, session, [answer(intent, variables)]);
      return { nlp, messages: [answer(intent, variables)] };
    }
    let generative: GenerativeAttempt | undefined;
    const faq = await this.faqAnswer(live, input.text, { onAttempt: (attempt) => { generative = attempt; } });
    // The generative step's record travels with the turn (the live chat stores it with the reply).
    const recorded = generative ? { generative } : {};
    if (faq) return { nlp, messages: [faq], ...recorded };
    if (live.fallback.behaviour === 'handover') return { ...(await this.handoverReply(live, nlp, session)), ...recorded };
    return { nlp, messages: [this.fallbackMessage(live)], ...recorded };
  }

  /**
   * Below the threshold: the version's FAQ (and generative FAQ) when the runtime has them. `curatedOnly`: only
   * an FAQ's own answer counts (a waiting question is interrupted by those, not by looser document passages).
   */
  private async faqAnswer(live: LiveVersion, text: string, { curatedOnly = false, onAttempt }: Pick<FaqAnswerOptions, 'curatedOnly' | 'onAttempt'> = {}): Promise<BotMessageDraft | null> {
    if (!this.options.answerFaq || live.bundle.faq === undefined || live.bundle.faq === null) return null;
    try {
      const found = await this.options.answerFaq(live.bundle.faq, text, curatedOnly ? { curatedOnly } : onAttempt ? { onAttempt } : undefined);
      if (curatedOnly && found?.kind !== 'faq') return null;
      if (!found?.text) return null;
      return { type: 'text', content: { text: found.text }, origin: found.kind === 'faq' ? { kind: 'faq', faqId: found.faqId ?? null } : { kind: 'generative' } };
    } catch (error) {
      this.options.logger?.error({ err: error, modelVersion: live.version }, 'the FAQ could not answer');
      return null;
    }
  }

  private fallbackMessage(live: LiveVersion): BotMessageDraft {
    return { type: 'text_with_buttons', content: { text: live.fallback.message, quickReplies: FALLBACK_QUICK_REPLIES } };
  }

  /** The handover quick reply: the version's own handover intent answers when it has one, else the built-in text. */
  private handoverReply(live: LiveVersion, nlp: NlpSnapshot, session: BotSessionView) {
    const own = Array.isArray(live.bundle.intents) ? live.bundle.intents.find((intent) => intent.name === HANDOVER_POSTBACK) : undefined;
    return this.handoverWith(nlp, session, [own ? answer(own, {}) : { type: 'text', content: { text: BOT_TEXTS.handover } }]);
  }

  /** §4: with nobody to take the chat (downtime, empty group) the customer is offered a ticket instead of the promise of an agent. */
  private async handoverWith(nlp: NlpSnapshot, session: BotSessionView, messages: BotMessageDraft[]): Promise<Omit<BotTurn, 'state'>> {
    return { nlp, messages: (await this.ticketOffer(session)) ?? messages, handover: {} };
  }

  /** The ticket offer (after the downtime window's own message) when nobody can take the chat now; null when someone can. */
  private async ticketOffer(session: BotSessionView, groupId?: string): Promise<BotMessageDraft[] | null> {
    if (!session.agentsAvailable) return null;
    try {
      const { available, downtimeMessage } = await session.agentsAvailable(groupId);
      if (available) return null;
      const text = (value: string): BotMessageDraft => ({ type: 'text', content: { text: value } });
      return downtimeMessage ? [text(downtimeMessage), text(BOT_TEXTS.ticketOffer)] : [text(BOT_TEXTS.ticketOffer)];
    } catch (error) {
      this.options.logger?.warn({ err: error }, 'agent availability unknown: the handover goes ahead');
      return null;
    }
  }
}
