/** The event report (/analytics/event) and the conversion funnels (/analytics/conversions) of the member's brand (issue 24). */
import type { EventType } from '@switchboard/contracts/bot-builder/event.schemas';
import type { Channel } from '@switchboard/contracts/common/constants';
import { EVENT_SERIES_TOP, type ConversionData, type ConversionFilter, type EventReportData } from '@switchboard/contracts/analytics/event-report.schemas';
import { percent } from '@switchboard/contracts/analytics/metrics';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import type { Executor } from '@/db/client';
import type { Scope } from '@/lib/bifurcation-scope';
import { rangeInstants } from './analytics.repository';
import { brandEvents, funnelCounts, recordedNames } from './conversion-funnel.repository';
import { countsByTag, eventBreakdown, eventSeries } from './event-report.repository';

export class EventReportService {
  constructor(private readonly db: Executor) {}

  /** `scope`: the member's bifurcation scope (the conversations' values; history lists the drill-downs in it too). */
  async eventMetrics(brandId: string, filter: ReportFilter, scope: Scope | undefined): Promise<EventReportData> {
    const [breakdown, series, byTag, range] = await Promise.all([
      eventBreakdown(this.db, brandId, filter, scope), eventSeries(this.db, brandId, filter, scope), countsByTag(this.db, brandId, filter, scope),
      rangeInstants(this.db, filter),
    ]);
    // The series names the most frequent events of the range beside the total (every bucket has each, 0 when none).
    const top = breakdown.events.slice(0, EVENT_SERIES_TOP).map((event) => event.eventId);
    return {
      totals: breakdown.totals,
      series: series.map(({ label, from_at, to_at, conversations, occurrences, byEvent }) => ({
        bucket: label, from: from_at, to: to_at, conversations, occurrences,
        byEvent: Object.fromEntries(top.map((eventId) => [eventId, byEvent[eventId] ?? 0])),
      })),
      events: breakdown.events.map((event) => ({ ...event, eventType: event.eventType as EventType })),
      byType: breakdown.byType.map(({ key, ...counts }) => ({ eventType: key as EventType, ...counts })),
      byTag: byTag.map(({ key, ...counts }) => ({ tag: key, ...counts })),
      byChannel: breakdown.byChannel.map(({ key, ...counts }) => ({ channel: key as Channel, ...counts })),
      range,
    };
  }

  /** `scope`: as for eventMetrics. */
  async conversionFunnel(brandId: string, filter: ConversionFilter, scope: Scope | undefined): Promise<ConversionData> {
    const [events, counts, range] = await Promise.all([
      brandEvents(this.db, brandId), funnelCounts(this.db, brandId, filter, filter.steps, scope), rangeInstants(this.db, filter),
    ]);
    const defined = new Map(events.map((event) => [event.eventId, event.name]));
    const missing = filter.steps.filter((eventId) => !defined.has(eventId));
    const recorded = await recordedNames(this.db, brandId, missing);
    const first = counts[0] ?? 0;
    return {
      events: events.map((event) => ({ ...event, eventType: event.eventType as EventType })),
      steps: filter.steps.map((eventId, index) => {
        const conversations = counts[index] ?? 0;
        const before = index === 0 ? conversations : (counts[index - 1] ?? 0);
        return {
          eventId, name: defined.get(eventId) ?? recorded.get(eventId) ?? eventId, conversations,
          stepConversion: index === 0 ? (conversations > 0 ? 100 : 0) : percent(conversations, before),
          conversionFromFirst: percent(conversations, first),
          dropOff: before - conversations,
        };
      }),
      range,
    };
  }
}
