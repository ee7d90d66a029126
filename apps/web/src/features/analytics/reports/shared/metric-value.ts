/** A metric's number as the report kit shows it: contracts' units (count, %, ms, $) to the kit's (ms are shown in seconds). */
import { METRICS, type MetricKey } from '@switchboard/contracts/analytics/metrics';
import type { ValueUnit } from '@/features/analytics/report-kit/model/value-format';

const UNITS = { count: 'count', '%': 'percent', ms: 'seconds', $: 'cost' } as const satisfies Record<string, ValueUnit>;

export const metricUnit = (metric: MetricKey): ValueUnit => UNITS[METRICS[metric].unit];

/** The number in the kit's unit (ms → s); null stays null. */
export function metricValue(metric: MetricKey, value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return METRICS[metric].unit === 'ms' ? value / 1000 : value;
}
