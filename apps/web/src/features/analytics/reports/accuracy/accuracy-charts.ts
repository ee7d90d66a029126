/** The chart of the model-accuracy report: the page's intents, their predictions and how many were low-confidence. */
import type { AccuracyData } from '@switchboard/contracts/analytics/accuracy.schemas';
import type { CategoryChartData } from '@/features/analytics/report-kit/model/chart-data';

export const ACCURACY_CHART = 'Predictions by intent';

export function predictionsChart(data: AccuracyData): CategoryChartData {
  const rows = data.intents.rows;
  return {
    kind: 'bar', categoryTitle: 'Intent', horizontal: true, unit: 'count',
    categories: rows.map((row) => row.intent),
    series: [
      { name: 'Predictions', values: rows.map((row) => row.predictions) },
      { name: 'Low confidence', values: rows.map((row) => row.lowConfidence) },
    ],
  };
}
