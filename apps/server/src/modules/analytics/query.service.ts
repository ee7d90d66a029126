/**
 * The query report of /analytics/query (issue 24): the word cloud of customer messages, clusters of the messages
 * the bot could not answer (those of the most recent conversations, at most QUERY_CLUSTER_MESSAGE_CAP, clustered here:
 * query-clusters.ts, once per version of their input: query-cluster-cache.ts), and the
 * action that adds chosen ones to an intent or an FAQ through the bot builder's own services, so validation and
 * duplicates are what the intents and FAQ pages say.
 */
import {
  CLUSTER_REQUESTS_PAGE_SIZE, QUERY_CLUSTER_LIMIT, QUERY_CLUSTER_MESSAGE_CAP, QUERY_TEXTS, QUERY_WORD_LIMIT,
  type AddToTrainingData, type AddToTrainingInput, type ClusterRequest, type ClusterRequestsData, type ClusterRequestsFilter, type QueryData,
} from '@switchboard/contracts/analytics/query.schemas';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { utteranceInputSchema } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { faqInputSchema } from '@switchboard/contracts/bot-builder/faq.schemas';
import type { Executor } from '@/db/client';
import type { Scope } from '@/lib/bifurcation-scope';
import type { FaqsService } from '@/modules/bot-builder/faqs.service';
import type { IntentsService } from '@/modules/bot-builder/intents.service';
import { badRequest, HttpError, notFound } from '@/plugins/http-errors';
import { rangeInstants } from './analytics.repository';
import { ClusterCache } from './query-cluster-cache';
import { clusterMessages } from './query-clusters';
import { customerTexts, messageCounts, topWords, unansweredMessages } from './query.repository';

export interface TrainingServices { intents: IntentsService; faqs: FaqsService }

interface ClusterOfRequests { terms: string[]; requests: ClusterRequest[] }
interface Clustered { read: number; clusters: ClusterOfRequests[] }

export interface QueryOptions {
  /** Unanswered messages clustered at most (contracts' cap; tests pass a small one). */
  clusterCap?: number;
}

function pageOf(requests: readonly ClusterRequest[], page: number): ClusterRequestsData {
  const start = (page - 1) * CLUSTER_REQUESTS_PAGE_SIZE;
  return { rows: requests.slice(start, start + CLUSTER_REQUESTS_PAGE_SIZE), totalCount: requests.length, page };
}

export class QueryService {
  /** Clusterings by filter, scope and version (what the tests read to see one computed or reused). */
  readonly clusterCache = new ClusterCache<Clustered>();
  private readonly clusterCap: number;

  constructor(private readonly db: Executor, private readonly training: TrainingServices, options: QueryOptions = {}) {
    this.clusterCap = options.clusterCap ?? QUERY_CLUSTER_MESSAGE_CAP;
  }

  async query(filter: ReportFilter, scope: Scope | undefined): Promise<QueryData> {
    const counting = messageCounts(this.db, filter, scope);
    const [words, counts, clustered, range] = await Promise.all([
      topWords(this.db, filter, scope, QUERY_WORD_LIMIT), counting, counting.then((found) => this.clusters(filter, scope, found.unansweredVersion)),
      rangeInstants(this.db, filter),
    ]);
    return {
      words, customerMessages: counts.customerMessages, unanswered: counts.unanswered, clustered: clustered.read, range,
      clusters: clustered.clusters.map((cluster, index) => ({ cluster: index, terms: cluster.terms, size: cluster.requests.length, requests: pageOf(cluster.requests, 1) })),
    };
  }

  /** One page of a cluster's requests (the report's clustering while its input is unchanged). */
  async clusterRequests(filter: ClusterRequestsFilter, scope: Scope | undefined): Promise<ClusterRequestsData> {
    const { unansweredVersion } = await messageCounts(this.db, filter, scope);
    const { clusters } = await this.clusters(filter, scope, unansweredVersion);
    return pageOf(clusters[filter.cluster]?.requests ?? [], filter.page);
  }

  /** Adds the chosen customer messages to an intent (utterances) or an FAQ (alternate questions). */
  async addToTraining(brandId: string, input: AddToTrainingInput, scope: Scope | undefined): Promise<AddToTrainingData> {
    const chosen = await customerTexts(this.db, [...new Set(input.chatlogIds)], scope);
    if (chosen.length !== new Set(input.chatlogIds).size) throw notFound(QUERY_TEXTS.requestsNotFound);
    const texts = chosen.map((row) => row.text);
    return input.target.kind === 'intent' ? this.addUtterances(brandId, input.target.intentId, texts) : this.addAlternates(brandId, input.target.faqId, texts);
  }

  /**
   * The clusters of the filter's unanswered messages at this version of them. The key holds everything the messages
   * are chosen by (not the granularity or a page: the clusters do not depend on them).
   */
  private clusters(filter: ReportFilter, scope: Scope | undefined, version: string): Promise<Clustered> {
    const { startDate, endDate, timeZone, channel, groupId, agentId } = filter;
    const key = JSON.stringify([startDate, endDate, timeZone, channel ?? null, groupId ?? null, agentId ?? null, scope ?? null, version]);
    return this.clusterCache.get(key, () => this.cluster(filter, scope));
  }

  private async cluster(filter: ReportFilter, scope: Scope | undefined): Promise<Clustered> {
    const messages = await unansweredMessages(this.db, filter, scope, this.clusterCap);
    const byId = new Map(messages.map((message) => [message.chatlogId, message]));
    const clusters = clusterMessages(messages.map((message) => ({ id: message.chatlogId, text: message.text })), QUERY_CLUSTER_LIMIT);
    return { read: messages.length, clusters: clusters.map((cluster) => ({ terms: cluster.terms, requests: cluster.members.map((id) => byId.get(id)!) })) };
  }

  private async addUtterances(brandId: string, intentId: string, texts: readonly string[]): Promise<AddToTrainingData> {
    await this.training.intents.get(brandId, intentId);
    // Every text is checked before any is stored (the utterance form's rules).
    const inputs = texts.map((text) => {
      const parsed = utteranceInputSchema.safeParse({ text });
      if (!parsed.success) throw badRequest(`"${text.slice(0, 40)}": ${parsed.error.issues[0]?.message ?? 'invalid'}`, 'chatlogIds');
      return parsed.data;
    });
    const result: AddToTrainingData = { added: [], duplicates: [] };
    for (const input of inputs) {
      try {
        result.added.push((await this.training.intents.addUtterance(brandId, intentId, input)).text);
      } catch (error) {
        // The intents page's duplicate rule (409 "already exists"): keep the one there and go on with the others.
        if (error instanceof HttpError && error.statusCode === 409) result.duplicates.push(input.text);
        else throw error;
      }
    }
    return result;
  }

  private async addAlternates(brandId: string, faqId: string, texts: readonly string[]): Promise<AddToTrainingData> {
    const faq = await this.training.faqs.get(brandId, faqId);
    const known = new Set([faq.question, ...faq.alternates].map((phrase) => phrase.trim().toLowerCase()));
    const result: AddToTrainingData = { added: [], duplicates: [] };
    for (const text of texts.map((candidate) => candidate.trim())) {
      const key = text.toLowerCase();
      if (known.has(key)) result.duplicates.push(text);
      else { known.add(key); result.added.push(text); }
    }
    if (result.added.length === 0) return result;
    // The FAQ form's schema: at most 50 alternates of at most 300 characters.
    const parsed = faqInputSchema.safeParse({ ...faq, alternates: [...faq.alternates, ...result.added] });
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'invalid', 'chatlogIds');
    await this.training.faqs.update(brandId, faqId, parsed.data);
    return result;
  }
}
