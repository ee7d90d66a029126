/**
 * The model-accuracy report (issue 24, /analytics/accuracy): per intent the bot read, its predictions, the share below
 * the brand's threshold, QA's verdicts from history and the pairs trainers corrected; an intent's utterances; and the
 * move of a misread utterance to the right intent through the bot builder's own intent service (its validation,
 * entity checks and duplicate rule, 409 when the intent already has the sentence).
 */
import {
  ACCURACY_INTENTS_PAGE_SIZE, ACCURACY_TEXTS, type AccuracyCounts, type AccuracyData, type AccuracyFilter, type AccuracyUtterancesData, type AccuracyUtterancesFilter,
  type MoveUtteranceBody, type MoveUtteranceData,
} from '@switchboard/contracts/analytics/accuracy.schemas';
import { utteranceInputSchema } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { percent } from '@switchboard/contracts/analytics/metrics';
import type { Executor } from '@/db/client';
import type { Scope } from '@/lib/bifurcation-scope';
import type { IntentsService } from '@/modules/bot-builder/intents.service';
import { badRequest, notFound } from '@/plugins/http-errors';
import { accuracySummary, messageToMove, utterancePage, type AccuracyScope, type AccuracySums, type IntentSums } from './accuracy.repository';
import { rangeInstants } from './analytics.repository';

const countsOf = (sums: AccuracySums): AccuracyCounts => ({
  ...sums, lowConfidenceShare: percent(sums.lowConfidence, sums.predictions),
});
const round = (value: number) => Math.round(value * 1e4) / 1e4;
/** Code-point order, the same on every server (names are compared as written). */
const byName = (a: IntentSums, b: IntentSums) => (a.intent < b.intent ? -1 : a.intent > b.intent ? 1 : 0);

/** The intents whose name contains the search (any case), sorted (ties: more predictions, then name). */
function matchingIntents(intents: IntentSums[], filter: AccuracyFilter): IntentSums[] {
  const search = filter.search?.toLowerCase();
  const sign = filter.order === 'asc' ? 1 : -1;
  const share = (row: IntentSums) => row.lowConfidence / Math.max(1, row.predictions);
  const compare = (a: IntentSums, b: IntentSums) => {
    const first = filter.sortBy === 'lowConfidenceShare' ? share(a) - share(b) : 0;
    return sign * (first || a.predictions - b.predictions) || byName(a, b);
  };
  return intents.filter((row) => !search || row.intent.toLowerCase().includes(search)).sort(compare);
}

export class AccuracyService {
  constructor(private readonly db: Executor, private readonly intents: IntentsService) {}

  async modelAccuracy(filter: AccuracyFilter, context: AccuracyScope): Promise<AccuracyData> {
    const [summary, range] = await Promise.all([accuracySummary(this.db, filter, context), rangeInstants(this.db, filter)]);
    const matching = matchingIntents(summary.intents, filter);
    const offset = (filter.page - 1) * ACCURACY_INTENTS_PAGE_SIZE;
    return {
      threshold: context.threshold,
      totals: countsOf(summary.totals),
      intents: {
        rows: matching.slice(offset, offset + ACCURACY_INTENTS_PAGE_SIZE)
          .map((row) => ({ ...countsOf(row), intent: row.intent, averageConfidence: round(row.averageConfidence) })),
        totalCount: matching.length, page: filter.page,
      },
      confusedPairs: summary.pairs,
      closeCalls: summary.closeCalls,
      range,
    };
  }

  async utterances(filter: AccuracyUtterancesFilter, context: AccuracyScope): Promise<AccuracyUtterancesData> {
    const { rows, totalCount } = await utterancePage(this.db, filter, context);
    return { intent: filter.intent, threshold: context.threshold, rows, totalCount, page: filter.page };
  }

  /** The customer's sentence becomes a training utterance of the chosen intent (for the next training). */
  async moveUtterance(brandId: string, body: MoveUtteranceBody, scope: Scope | undefined): Promise<MoveUtteranceData> {
    const message = await messageToMove(this.db, body.chatlogId, scope);
    if (!message) throw notFound(ACCURACY_TEXTS.messageNotFound);
    if (message.sender !== 'customer' || message.text.trim() === '') throw badRequest(ACCURACY_TEXTS.notMovable, 'chatlogId');
    const input = utteranceInputSchema.safeParse({ text: message.text });
    if (!input.success) throw badRequest(input.error.issues[0]?.message ?? ACCURACY_TEXTS.notMovable, 'chatlogId');
    const utterance = await this.intents.addUtterance(brandId, body.intentId, input.data);
    const intent = await this.intents.get(brandId, body.intentId);
    return { utteranceId: utterance.id, intentId: intent.id, intent: intent.name, text: utterance.text };
  }
}
