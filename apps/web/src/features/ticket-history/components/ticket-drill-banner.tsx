/**
 * Above ticket history while it lists the tickets behind a ticket report number (issue 24): what they are, over
 * which range and narrowed how, and the way back to the whole ticket history (a new history entry, so Back returns
 * to the drill-down).
 */
import { Alert, Button } from 'antd';
import { TICKET_METRICS } from '@switchboard/contracts/analytics/metrics';
import type { TicketDrillMetric } from '@switchboard/contracts/analytics/ticket-report.schemas';
import { CHANNEL_LABELS } from '@switchboard/contracts/common/constants';
import { formatDrillRange } from '@/lib/analytics-drill/drill-range';
import type { TicketDrillFromSearch } from '@/lib/analytics-drill/ticket-drill-url';
import { formatDateTime } from '@/lib/dates/format-date';
import { CONTACT_LABELS, PRIORITY_LABELS } from '@/lib/tickets/ticket-value-labels';

export const TICKET_DRILL_TEXTS = {
  clear: 'Show all ticket history',
  invalid: 'This link to the tickets behind a report number is not valid (it may have been cut short).',
} as const;

const NAMES: Record<TicketDrillMetric, string> = {
  created: TICKET_METRICS.ticketsCreated.name, resolved: TICKET_METRICS.ticketsResolved.name, backlog: TICKET_METRICS.ticketBacklog.name,
};

export function ticketDrillText(link: Extract<TicketDrillFromSearch, { kind: 'drill' }>): string {
  const { drill, by } = link;
  // The backlog is the tickets open at one instant: the range's end.
  const when = drill.metric === 'backlog' ? `open at ${formatDateTime(drill.to)}` : formatDrillRange(drill.from, drill.to);
  const parts = [NAMES[drill.metric], when];
  if (drill.priority) parts.push(PRIORITY_LABELS[drill.priority]);
  if (drill.channel) parts.push(CHANNEL_LABELS[drill.channel]);
  if (drill.contactType) parts.push(CONTACT_LABELS[drill.contactType]);
  if (by) parts.push(by);
  return `Showing the tickets behind ${parts.join(' · ')}`;
}

export function TicketDrillBanner({ link, onClear }: { link: Exclude<TicketDrillFromSearch, { kind: 'none' }>; onClear: () => void }) {
  const action = <Button size="small" onClick={onClear}>{TICKET_DRILL_TEXTS.clear}</Button>;
  if (link.kind === 'invalid') return <Alert type="warning" showIcon title={TICKET_DRILL_TEXTS.invalid} action={action} />;
  return <Alert type="info" showIcon title={ticketDrillText(link)} action={action} role="status" />;
}
