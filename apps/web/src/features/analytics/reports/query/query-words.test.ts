/** The query report's words: cloud font sizes, the export table, and which bar drills down. */
import { describe, expect, it } from 'vitest';
import type { QueryData } from '@switchboard/contracts/analytics/query.schemas';
import { reportFilterSchema } from '@switchboard/contracts/analytics/report-filter';
import { fontSize, topWordDrill, wordsChart } from '@/features/analytics/reports/query/query-words';

const words = [{ word: 'refund', messages: 9, conversations: 4 }, { word: 'parcel', messages: 5, conversations: 5 }, { word: 'late', messages: 1, conversations: 1 }];
const data: QueryData = { words, customerMessages: 20, unanswered: 0, clustered: 0, clusters: [], range: { from: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' } };
const filter = reportFilterSchema.parse({ startDate: '2026-11-01', endDate: '2026-11-01', channel: 'wa' });

describe('query words', () => {
  it('sizes words from 12 px (fewest messages) to 32 px (most), 22 px when all are equal', () => {
    expect(words.map((word) => fontSize(word, words))).toEqual([32, 22, 12]);
    expect(fontSize(words[0]!, [words[0]!])).toBe(22);
  });

  it('exports every word with its conversations and messages', () => {
    expect(wordsChart(words)).toMatchObject({ categories: ['refund', 'parcel', 'late'], series: [{ values: [4, 5, 1] }, { name: 'Messages', values: [9, 5, 1] }] });
  });

  it('drills from the conversations bar with the report’s channel, never from the messages bar', () => {
    const at = (series: string) => ({ kind: 'category' as const, category: 'parcel', categoryIndex: 1, series, value: 5 });
    expect(topWordDrill(data, filter, at(wordsChart(words).series[0]!.name))).toEqual({ metric: 'customerWord', word: 'parcel', channel: 'wa', ...data.range });
    expect(topWordDrill(data, filter, at('Messages'))).toBeNull();
  });
});
