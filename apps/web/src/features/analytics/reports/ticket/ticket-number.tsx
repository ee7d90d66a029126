/** A number of the ticket report: a KPI card or a table cell that opens the tickets behind it in ticket history. */
import { theme } from 'antd';
import { TICKET_METRICS } from '@switchboard/contracts/analytics/metrics';
import type { TicketDrillDown } from '@switchboard/contracts/analytics/ticket-report.schemas';
import { KpiCard } from '@/features/analytics/report-kit/components/kpi-card';
import { formatValue, type ValueUnit } from '@/features/analytics/report-kit/model/value-format';
import { useTicketDrillDown } from '@/features/analytics/reports/ticket/ticket-drill';

export type TicketMetric = keyof typeof TICKET_METRICS;

/** The unit the kit shows a ticket metric in (times in seconds) and its value so (ms → s). */
export const ticketUnit = (metric: TicketMetric): ValueUnit => (TICKET_METRICS[metric].unit === 'ms' ? 'seconds' : 'count');
export const ticketValue = (metric: TicketMetric, value: number) => (TICKET_METRICS[metric].unit === 'ms' ? value / 1000 : value);

export function TicketKpi({ metric, value, loading, drill }: { metric: TicketMetric; value: number | null | undefined; loading: boolean; drill: TicketDrillDown | null }) {
  const open = useTicketDrillDown();
  const definition = TICKET_METRICS[metric];
  return (
    <KpiCard title={definition.name} value={value === undefined || value === null ? null : ticketValue(metric, value)} unit={ticketUnit(metric)}
      formula={definition.formula} loading={loading} {...(drill ? { onClick: () => open(drill) } : {})} />
  );
}

export interface TicketDrillNumberProps {
  metric: TicketMetric;
  value: number;
  drill: TicketDrillDown;
  /** What the number is, for screen readers. */
  label: string;
  /** How it was narrowed, for ticket history's banner when the drill-down's own fields do not say it (a group's name, not its id). */
  by?: string | undefined;
}

export function TicketDrillNumber({ metric, value, drill, label, by }: TicketDrillNumberProps) {
  const { token } = theme.useToken();
  const open = useTicketDrillDown();
  const shown = formatValue(ticketValue(metric, value), ticketUnit(metric));
  return (
    <button type="button" onClick={() => open(drill, by ?? undefined)} aria-label={`${label}: ${shown}. Show the tickets`}
      style={{ background: 'none', border: 'none', padding: 0, font: 'inherit', color: token.colorLink, cursor: 'pointer' }}>
      {shown}
    </button>
  );
}
