/**
 * The query report's words (issue 24): the cloud's font sizes, the export table (every word shown, its messages and
 * conversations), the top-words chart, and each word's drill-down (the conversations where a customer wrote it).
 */
import type { AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import { METRICS } from '@switchboard/contracts/analytics/metrics';
import type { QueryData, QueryWord } from '@switchboard/contracts/analytics/query.schemas';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import type { CategoryChartData, ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import { drillFor } from '@/features/analytics/reports/shared/drill-scope';

export const QUERY_CHARTS = { cloud: 'What customers ask', top: 'Top words', clusters: 'What the bot could not answer' } as const;
export const TOP_WORDS_SHOWN = 20;
const SERIES = { messages: 'Messages', conversations: METRICS.wordConversations.name } as const;

const MIN_FONT = 12;
const MAX_FONT = 32;

/** A word's font size in px: linear in its messages between the least and the most frequent word shown. */
export function fontSize(word: QueryWord, words: readonly QueryWord[]): number {
  const counts = words.map((candidate) => candidate.messages);
  const low = Math.min(...counts);
  const high = Math.max(...counts);
  return high === low ? (MIN_FONT + MAX_FONT) / 2 : Math.round(MIN_FONT + ((word.messages - low) / (high - low)) * (MAX_FONT - MIN_FONT));
}

export function wordsChart(words: readonly QueryWord[]): CategoryChartData {
  return {
    kind: 'bar', unit: 'count', categoryTitle: 'Word', horizontal: true, categories: words.map((word) => word.word),
    series: [{ name: SERIES.conversations, values: words.map((word) => word.conversations) }, { name: SERIES.messages, values: words.map((word) => word.messages) }],
  };
}

export function wordDrill(word: string, data: QueryData, filter: ReportFilter): AnalyticsDrillDown {
  return { ...drillFor('customerWord', data.range, filter), word };
}

/** A click on the top-words chart: the conversations behind the conversations bar (messages have no list). */
export function topWordDrill(data: QueryData, filter: ReportFilter, point: ChartPoint): AnalyticsDrillDown | null {
  if (point.kind !== 'category' || point.series !== SERIES.conversations) return null;
  const word = data.words[point.categoryIndex];
  return word ? wordDrill(word.word, data, filter) : null;
}

export const wordBy = (word: string) => `Word: ${word}`;
