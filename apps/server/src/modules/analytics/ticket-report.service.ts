/** The ticket report of /analytics/ticket (issue 24): created, resolved, backlog and time to resolution. */
import type { TicketCounts, TicketReportData, TicketReportFilter } from '@switchboard/contracts/analytics/ticket-report.schemas';
import { NO_TICKET_GROUP } from '@switchboard/contracts/analytics/ticket-report.schemas';
import type { Channel } from '@switchboard/contracts/common/constants';
import { CONTACT_TYPES, TICKET_PRIORITIES, type ContactType, type TicketPriority } from '@switchboard/contracts/tickets/tickets.schemas';
import type { Executor } from '@/db/client';
import { rangeInstants } from './analytics.repository';
import { ticketSeries, ticketTotals, type ResolvedCounts, type TicketReportScope } from './ticket-report.repository';

type Breakdown = ResolvedCounts & { backlog_end: number };

const countsOf = (row: ResolvedCounts, backlog: number): TicketCounts => ({
  created: row.created, resolved: row.resolved, backlog, resolutionMedianMs: row.median_ms, resolutionP90Ms: row.p90_ms,
});
const ZERO: Breakdown = { created: 0, resolved: 0, median_ms: 0, p90_ms: 0, backlog_end: 0 };

export class TicketReportService {
  constructor(private readonly db: Executor) {}

  async ticketMetrics(scope: TicketReportScope, filter: TicketReportFilter): Promise<TicketReportData> {
    const [series, totals, range] = await Promise.all([ticketSeries(this.db, scope, filter), ticketTotals(this.db, scope, filter), rangeInstants(this.db, filter)]);
    let backlog = totals.totals.backlog_start;
    const points = series.map((row) => {
      backlog += row.created - row.resolved;
      return { bucket: row.label, from: row.from_at, to: row.to_at, ...countsOf(row, backlog) };
    });
    const find = (rows: Array<{ key: string } & Breakdown>, value: string): Breakdown => rows.find((row) => row.key === value) ?? ZERO;
    return {
      metrics: { ...countsOf(totals.totals, totals.totals.backlog_end), backlogAtStart: totals.totals.backlog_start },
      series: points,
      byPriority: TICKET_PRIORITIES.map((value: TicketPriority) => {
        const row = find(totals.byPriority, value);
        return { priority: value, ...countsOf(row, row.backlog_end) };
      }),
      byGroup: totals.byGroup.map((row) => ({ groupId: row.key ?? NO_TICKET_GROUP, name: row.key === null ? '—' : row.name || '—', ...countsOf(row, row.backlog_end) })),
      byChannel: totals.byChannel.map((row) => ({ channel: row.key as Channel, ...countsOf(row, row.backlog_end) })).sort((a, b) => a.channel.localeCompare(b.channel)),
      byContactType: CONTACT_TYPES.map((value: ContactType) => {
        const row = find(totals.byContactType, value);
        return { contactType: value, ...countsOf(row, row.backlog_end) };
      }),
      range,
    };
  }
}
