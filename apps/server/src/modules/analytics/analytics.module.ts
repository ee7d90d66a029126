/** Wires the analytics reports: the services over the facts and buckets the database triggers keep (and the tickets), and their routes. */
import type { DatabaseHandle } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import { registerAnalyticsRoutes } from './analytics.routes';
import { AnalyticsService } from './analytics.service';
import type { LiveStatsServices } from '@/modules/live-stats/live-stats.module';
import { FeedbackService } from './feedback.service';
import { KpiService } from './kpi.service';
import { registerQueryRoutes } from './query.routes';
import { QueryService, type TrainingServices } from './query.service';
import { TicketReportService } from './ticket-report.service';

export function createAnalyticsModule({ database, liveStats, training }: { database: DatabaseHandle; liveStats: LiveStatsServices; training: TrainingServices }) {
  const services = { analytics: new AnalyticsService(database.db), ticketReport: new TicketReportService(database.db),
    feedback: new FeedbackService(database.db), kpi: new KpiService(database.db, liveStats) };
  const query = new QueryService(database.db, training);
  return { services: { ...services, query }, register: (app: App) => { registerAnalyticsRoutes(app, services); registerQueryRoutes(app, query); } };
}
