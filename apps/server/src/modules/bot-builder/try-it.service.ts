/**
 * The try-it panel: a conversation with the DRAFT bot (the latest trained version, published or
 * not) run by the same runtime customers get (PublishedBot with the brand function caller and the
 * FAQ answerer), with the brand's current entities so entity edits can be tried before training
 * again. The conversation's state is kept per trainer, so a workflow question can be answered in
 * the next message; restart() forgets it. Bundles are cached per model id.
 */
import { BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { TryItData } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import type { BotInput, BotSessionView, HandoverAvailability, NlpSnapshot } from '@/bot/bot';
import type { BotBundle } from '@/bot/bot-bundle';
import { PublishedBot, type RuntimeLogger } from '@/bot/published-bot';
import type { AnswerFaq, CallBrandFunction } from '@/bot/runtime-ports';
import { understandWith } from '@/bot/understand';
import { indexBundle } from '@/bot/workflow/bundle-index';
import { waitingQuestion } from '@/bot/workflow/executor';
import { parseState } from '@/bot/workflow/state';
import type { Database } from '@/db/client';
import { getMlConfiguration } from '@/modules/settings/ml-configuration.service';
import { businessRule } from '@/plugins/http-errors';
import type { EntitiesService } from './entities.service';
import { bundleOf, latestModel } from './models.repository';
import type { Caller } from './training.service';
import { clearTryItState, groupName, saveTryItState, tryItState } from './try-it.repository';

export interface TryItDeps {
  db: Database;
  entities: EntitiesService;
  callBrandFunction?: CallBrandFunction;
  answerFaq?: AnswerFaq;
  logger?: RuntimeLogger;
}

/** One draft-bot turn: what the panel shows, the conversation's next bot state and where the workflow stands. */
export interface DraftTurn {
  data: TryItData;
  state: unknown;
  /** Whether the turn changed the state (nothing to write otherwise). */
  changed: boolean;
  workflowId: string | null;
  nodeId: string | null;
}

/** Whether a handover can reach a person now (the live-chat routing; wired once live chat exists). */
export type AgentsReachable = (groupId?: string | null) => Promise<HandoverAvailability>;

export class TryItService {
  private readonly cache = new Map<string, { version: number; bundle: BotBundle }>();
  private agentsReachable: AgentsReachable | undefined;

  constructor(private readonly deps: TryItDeps) {}

  /** Live chat knows who is online: with it a handover nobody can take shows the ticket offer, as customers see it. */
  useAgentsReachable(agentsReachable: AgentsReachable): void {
    this.agentsReachable = agentsReachable;
  }

  async run(caller: Caller, text: string): Promise<TryItData> {
    const { db } = this.deps;
    const stored = await tryItState(db, caller.brand.id, caller.userId);
    const { data, state, changed } = await this.converse(caller, `try-it-${caller.userId}`, { text }, stored);
    if (changed) await saveTryItState(db, caller.brand.id, caller.userId, state);
    return data;
  }

  /**
   * One message to the draft bot in a conversation the caller keeps (its bot state in, the next state out), stored
   * nowhere: the try-it panel keeps it per trainer, automated test runs one per test case.
   */
  async converse(caller: Caller, conversationId: string, input: BotInput, stored: unknown): Promise<DraftTurn> {
    const { db } = this.deps;
    const brand = caller.brand;
    const text = input.text;
    const latest = await latestModel(db, brand.id, 'trained');
    if (!latest) throw businessRule(T.trainFirst);
    const [draft, entities, ml] = await Promise.all([
      this.cache.get(latest.id) ?? this.load(latest.id), this.deps.entities.definitions(brand.id), getMlConfiguration(db, brand.id),
    ]);
    const bundle: BotBundle = { ...draft.bundle, entities };
    const threshold = ml.threshold;
    const bot = new PublishedBot({
      callBrandFunction: this.deps.callBrandFunction, answerFaq: this.deps.answerFaq,
      ...(this.deps.logger ? { logger: this.deps.logger } : {}),
    });
    bot.use({
      modelId: latest.id, version: draft.version, threshold, bundle,
      fallback: { behaviour: ml.fallbackBehaviour, message: ml.fallbackMessage },
    });
    const understood = understandWith(bundle, text, threshold, input.postback);
    const nlp: NlpSnapshot = {
      intent: understood.intent, confidence: understood.confidence, text, modelVersion: draft.version,
      entities: understood.entities.map(({ entity, value, text: found, start, end }) => ({ entity, value, text: found, start, end })),
    };
    let ticketOffered = false;
    const reachable = this.agentsReachable;
    const session: BotSessionView = {
      sessionId: conversationId, psid: conversationId, customerName: caller.name, prevNlp: null, state: stored,
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
      modelId: latest.id,
      modelVersion: draft.version,
      messages: turn.messages,
      handover: turn.handover ? { groupId, groupName: groupId ? await groupName(db, brand.id, groupId) : null } : null,
      ticketOffered: Boolean(turn.handover) && ticketOffered,
      conversation: {
        workflow: after.wid ? index.workflows.get(after.wid)?.workflow.name ?? null : null,
        waitingForAnswer: Boolean(waitingQuestion(index, after)),
        variables: after.variables,
      },
    };
    return { data, state: next, changed: turn.state !== undefined || Boolean(turn.handover), workflowId: after.wid, nodeId: after.nodeId };
  }

  /** "Restart": the caller's try-it conversation starts over. */
  async restart(caller: Caller): Promise<void> {
    await clearTryItState(this.deps.db, caller.userId);
  }

  private async load(modelId: string) {
    const row = await bundleOf(this.deps.db, modelId);
    if (!row?.bundle) throw businessRule(T.nothingTrained);
    const entry = { version: row.version, bundle: row.bundle };
    this.cache.clear();
    this.cache.set(modelId, entry);
    return entry;
  }
}
