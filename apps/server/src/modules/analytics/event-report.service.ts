/** The event report (/analytics/event) and the conversion funnels (/analytics/conversions) of the member's brand (issue 24). */
import type { EventType } from '@switchboard/contracts/bot-builder/event.schemas';
import type { Channel } from '@switchboard/contracts/common/constants';
import { EVENT_SERIES_TOP, type ConversionData, type ConversionFilter, type EventReportData } from '@switchboard/contracts/analytics/event-report.schemas';
import { percent } from '@switchboard/contracts/analytics/metrics';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import type { Executor } from '@/db/client';
import { rangeInstants } from './analytics.repository';
import { brandEvents, funnelCounts, recordedNames } from './conversion-funnel.repository';
import { countsBy, countsByEvent, eventSeries, eventTotals } from './event-report.repository';

export class EventReportService {
  constructor(private readonly db: Executor) {}

  async eventMetrics(brandId: string, filter: ReportFilter): Promise<EventReportData> {
    // One after another where one reads another's answer; the rest side by side.
    const events = await countsByEvent(this.db, brandId, filter);
    const top = events.slice(0, EVENT_SERIES_TOP).map((event) => event.eventId);
    const [totals, series, byType, byTag, byChannel, range] = await Promise.all([
      eventTotals(this.db, brandId, filter), eventSeries(this.db, brandId, filter, top), countsBy(this.db, brandId, filter, 'type'),
      countsBy(this.db, brandId, filter, 'tag'), countsBy(this.db, brandId, filter, 'channel'), rangeInstants(this.db, filter),
    ]);
    return {
      totals,
      series: series.map(({ label, from_at, to_at, ...counts }) => ({ bucket: label, from: from_at, to: to_at, ...counts })),
      events: events.map((event) => ({ ...event, eventType: event.eventType as EventType })),
      byType: byType.map(({ key, ...counts }) => ({ eventType: key as EventType, ...counts })),
      byTag: byTag.map(({ key, ...counts }) => ({ tag: key, ...counts })),
      byChannel: byChannel.map(({ key, ...counts }) => ({ channel: key as Channel, ...counts })),
      range,
    };
  }

  async conversionFunnel(brandId: string, filter: ConversionFilter): Promise<ConversionData> {
    const [events, counts, range] = await Promise.all([
      brandEvents(this.db, brandId), funnelCounts(this.db, brandId, filter, filter.steps), rangeInstants(this.db, filter),
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
