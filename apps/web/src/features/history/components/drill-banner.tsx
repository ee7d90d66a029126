/**
 * Above history while it lists the conversations behind an analytics number (issue 24): what they are, over which
 * range, and the way back to the whole history (a new history entry, so Back returns to the drill-down).
 */
import { Alert, Button } from 'antd';
import { CHANNEL_LABELS } from '@switchboard/contracts/common/constants';
import { DRILL_METRIC_NAMES } from '@switchboard/contracts/analytics/metrics';
import type { DrillFromSearch } from '@/lib/analytics-drill/drill-url';
import { formatDrillRange } from '@/lib/analytics-drill/drill-range';

export const DRILL_BANNER_TEXTS = {
  clear: 'Show all chat history',
  invalid: 'This link to the conversations behind a report number is not valid (it may have been cut short).',
} as const;

export function drillBannerText(link: Extract<DrillFromSearch, { kind: 'drill' }>): string {
  const { drill, by } = link;
  const parts = [DRILL_METRIC_NAMES[drill.metric], formatDrillRange(drill.from, drill.to)];
  if (drill.channel) parts.push(CHANNEL_LABELS[drill.channel]);
  if (by) parts.push(by);
  return `Showing the conversations behind ${parts.join(' · ')}`;
}

export function DrillBanner({ link, onClear }: { link: Exclude<DrillFromSearch, { kind: 'none' }>; onClear: () => void }) {
  const action = <Button size="small" onClick={onClear}>{DRILL_BANNER_TEXTS.clear}</Button>;
  if (link.kind === 'invalid') return <Alert type="warning" showIcon title={DRILL_BANNER_TEXTS.invalid} action={action} />;
  return <Alert type="info" showIcon title={drillBannerText(link)} action={action} role="status" />;
}
