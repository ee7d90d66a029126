/**
 * Drives a version of the brand's bot in a conversation the caller keeps, stored nowhere: the try-it panel (the
 * draft, one conversation per trainer) and automated test runs (the draft or the published version, one
 * conversation per case). It is the runtime customers get (PublishedBot), in an instance of its own: the published
 * bot customers talk to is never touched. What the bot calls outside (brand functions, the FAQ and its language
 * model, the A/B draw) is given per use, so test runs can answer those with doubles.
 */
import type { TryItData } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import type { BotInput, BotMessageDraft, BotSessionView, HandoverAvailability, NlpSnapshot } from '@/bot/bot';
import type { BotBundle } from '@/bot/bot-bundle';
import { PublishedBot, type LiveVersion, type RuntimeLogger } from '@/bot/published-bot';
import type { AnswerFaq, CallBrandFunction } from '@/bot/runtime-ports';
import { understandWith } from '@/bot/understand';
import { indexBundle } from '@/bot/workflow/bundle-index';
import { waitingQuestion } from '@/bot/workflow/executor';
import { parseState } from '@/bot/workflow/state';
import type { Database } from '@/db/client';
import { getMlConfiguration } from '@/modules/settings/ml-configuration.service';
import type { EntitiesService } from './entities.service';
import { bundleOf, findModel, latestModel, publishedModelId } from './models.repository';
import { groupName } from './try-it.repository';

/** draft: the latest trained version with the brand's current entities (what Train produced); published: what customers get. */
export type SandboxTarget = 'draft' | 'published';

/** What the bot calls outside itself. */
export interface SandboxPorts {
  callBrandFunction?: CallBrandFunction | undefined;
  answerFaq?: AnswerFaq | undefined;
  /** The A/B version draw (Math.random when absent). */
  random?: (() => number) | undefined;
}

/** One turn: what the try-it panel shows, the next bot state, where the workflow stands, the messages with their origin. */
export interface SandboxTurn {
  data: TryItData;
  nlp: NlpSnapshot;
  /** The bot's messages as the runtime made them (with `origin`). */
  messages: BotMessageDraft[];
  state: unknown;
  /** Whether the turn changed the state (nothing to write otherwise). */
  changed: boolean;
  workflowId: string | null;
  nodeId: string | null;
}

/** Whether a handover can reach a person now (live chat's routing). */
export type AgentsReachable = (groupId?: string | null) => Promise<HandoverAvailability>;

const CACHED_BUNDLES = 2;

export class BotSandbox {
  private readonly cache = new Map<string, { version: number; bundle: BotBundle }>();
  private agentsReachable: AgentsReachable | undefined;

  constructor(private readonly deps: { db: Database; entities: EntitiesService; ports: SandboxPorts; logger?: RuntimeLogger }) {}

  /** Live chat knows who is online: with it a handover nobody can take shows the ticket offer, as customers see it. */
  useAgentsReachable(agentsReachable: AgentsReachable): void {
    this.agentsReachable = agentsReachable;
  }

  /** The brand's runtime ports (the live brand function caller and FAQ answerer). */
  get livePorts(): SandboxPorts {
    return this.deps.ports;
  }

  /**
   * The version a target means now, or the given model of the brand (a run pinned to the version it started with).
   * Null: nothing trained (draft), nothing published (published), or the pinned model is gone or unusable.
   */
  async version(brandId: string, target: SandboxTarget, modelId?: string): Promise<LiveVersion | null> {
    const { db } = this.deps;
    const id = modelId ?? (target === 'draft' ? (await latestModel(db, brandId, 'trained'))?.id : await publishedModelId(db, brandId));
    if (!id) return null;
    if (modelId && (await findModel(db, brandId, modelId))?.status !== 'trained') return null;
    const [stored, ml] = await Promise.all([this.cache.get(id) ?? this.load(id), getMlConfiguration(db, brandId)]);
    if (!stored) return null;
    const bundle: BotBundle = target === 'draft' ? { ...stored.bundle, entities: await this.deps.entities.definitions(brandId) } : stored.bundle;
    return {
      modelId: id, version: stored.version, threshold: ml.threshold, bundle,
      fallback: { behaviour: ml.fallbackBehaviour, message: ml.fallbackMessage },
    };
  }

  /** A runtime of its own for this version (customers' published bot is another instance). */
  bot(live: LiveVersion, ports: SandboxPorts = this.deps.ports): PublishedBot {
    const bot = new PublishedBot({
      callBrandFunction: ports.callBrandFunction, answerFaq: ports.answerFaq,
      ...(ports.random ? { random: ports.random } : {}), ...(this.deps.logger ? { logger: this.deps.logger } : {}),
    });
    bot.use(live);
    return bot;
  }

  /** One customer message in a conversation the caller keeps (its bot state in, the next state out). */
  async converse(bot: PublishedBot, who: { brandId: string; customerName: string }, conversationId: string, input: BotInput, stored: unknown): Promise<SandboxTurn> {
    const live = bot.current;
    if (!live) throw new Error('the sandbox bot has no version');
    const { bundle, threshold } = live;
    const understood = understandWith(bundle, input.text, threshold, input.postback);
    const nlp: NlpSnapshot = {
      intent: understood.intent, confidence: understood.confidence, text: input.text, modelVersion: live.version,
      entities: understood.entities.map(({ entity, value, text: found, start, end }) => ({ entity, value, text: found, start, end })),
      candidates: understood.ranking.slice(0, 2),
    };
    let ticketOffered = false;
    const reachable = this.agentsReachable;
    const session: BotSessionView = {
      sessionId: conversationId, psid: conversationId, customerName: who.customerName, prevNlp: null, state: stored,
      ...(reachable ? { agentsAvailable: async (groupId?: string) => {
        const availability = await reachable(groupId);
        ticketOffered = !availability.available;
        return availability;
      } } : {}),
    };
    const turn = await bot.reply(session, input, nlp);
    const state = turn.state === undefined ? stored : turn.state;
    // A handover ends the conversation with the bot, as it would for a customer: the next message starts afresh.
    const next = turn.handover ? null : state;
    const after = parseState(next);
    const index = indexBundle(bundle);
    const groupId = turn.handover?.groupId ?? null;
    const data: TryItData = {
      ...understood,
      threshold,
      reply: turn.messages[0]?.content.text ?? '',
      modelId: live.modelId,
      modelVersion: live.version,
      messages: turn.messages.map(({ type, content }) => ({ type, content })),
      handover: turn.handover ? { groupId, groupName: groupId ? await groupName(this.deps.db, who.brandId, groupId) : null } : null,
      ticketOffered: Boolean(turn.handover) && ticketOffered,
      conversation: {
        workflow: after.wid ? index.workflows.get(after.wid)?.workflow.name ?? null : null,
        waitingForAnswer: Boolean(waitingQuestion(index, after)),
        variables: after.variables,
      },
    };
    return {
      data, nlp: turn.nlp, messages: turn.messages, state: next, changed: turn.state !== undefined || Boolean(turn.handover),
      workflowId: after.wid, nodeId: after.nodeId,
    };
  }

  private async load(modelId: string) {
    const row = await bundleOf(this.deps.db, modelId);
    if (!row?.bundle) return undefined;
    const entry = { version: row.version, bundle: row.bundle };
    if (this.cache.size >= CACHED_BUNDLES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(modelId, entry);
    return entry;
  }
}
