/** The generative FAQ report of /analytics/genai (issue 24): counts, tokens, latency percentiles, failures and cost in $. */
import { GENAI_FAILURE_LABELS, tokenCost, type GenAiCounts, type GenAiData } from '@switchboard/contracts/analytics/genai.schemas';
import { percent } from '@switchboard/contracts/analytics/metrics';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import type { Executor } from '@/db/client';
import type { Scope } from '@/lib/bifurcation-scope';
import { getGenerativePrices } from '@/modules/settings/ml-configuration.service';
import { rangeInstants } from './analytics.repository';
import { genAiFailures, genAiSums, type GenAiSums } from './genai-report.repository';

type Prices = GenAiData['prices'];

function countsOf(row: GenAiSums, prices: Prices): GenAiCounts {
  return {
    questions: row.questions,
    answered: row.answered,
    notAnswered: row.questions - row.answered,
    unknown: row.unknown,
    failed: row.failed,
    passageOnly: row.passage_only,
    noPassage: row.no_passage,
    answerRate: percent(row.answered, row.questions),
    passagesCited: row.passages_cited,
    modelCalls: row.answered + row.unknown + row.failed,
    callsWithUsage: row.calls_with_usage,
    tokensIn: row.tokens_in,
    tokensOut: row.tokens_out,
    latencyP50Ms: row.latency_p50,
    latencyP95Ms: row.latency_p95,
    cost: prices ? tokenCost(row.tokens_in, row.tokens_out, prices) : null,
    conversations: row.conversations,
    answeredConversations: row.answered_conversations,
    failedConversations: row.failed_conversations,
  };
}

export class GenAiReportService {
  constructor(private readonly db: Executor) {}

  /** `brandId`: whose configured prices the cost uses (the member's brand); `scope`: the member's bifurcation scope. */
  async genAiMetrics(filter: ReportFilter, brandId: string, scope: Scope | undefined): Promise<GenAiData> {
    const [sums, failures, range, prices] = await Promise.all([
      genAiSums(this.db, filter, scope), genAiFailures(this.db, filter, scope), rangeInstants(this.db, filter), getGenerativePrices(this.db, brandId),
    ]);
    return {
      metrics: countsOf(sums.total, prices),
      series: sums.series.map((row) => ({ bucket: row.label, from: row.from_at, to: row.to_at, ...countsOf(row, prices) })),
      failures: failures.map((row) => ({ ...row, label: GENAI_FAILURE_LABELS[row.reason] })),
      prices,
      range,
    };
  }
}
