/** Wires the analytics reports: the services over the facts and buckets the database triggers keep (and the tickets), and their routes. */
import type { DatabaseHandle } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import { registerAnalyticsRoutes } from './analytics.routes';
import { AnalyticsService } from './analytics.service';
import type { LiveStatsServices } from '@/modules/live-stats/live-stats.module';
import { FeedbackService } from './feedback.service';
import { KpiService } from './kpi.service';
import { TicketReportService } from './ticket-report.service';
import { registerEventReportRoutes } from './event-report.routes';
import { EventReportService } from './event-report.service';

export function createAnalyticsModule({ database, liveStats }: { database: DatabaseHandle; liveStats: LiveStatsServices }) {
  const services = { analytics: new AnalyticsService(database.db), ticketReport: new TicketReportService(database.db),
    feedback: new FeedbackService(database.db), kpi: new KpiService(database.db, liveStats) };
  const events = new EventReportService(database.db);
  return { services, register: (app: App) => { registerAnalyticsRoutes(app, services); registerEventReportRoutes(app, events); } };
}
