/** Wires the analytics reports: the services over the facts and buckets the database triggers keep (and the tickets), and their routes. */
import type { DatabaseHandle } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import { registerAnalyticsRoutes } from './analytics.routes';
import { AnalyticsService } from './analytics.service';
import { FeedbackService } from './feedback.service';
import { TicketReportService } from './ticket-report.service';

export function createAnalyticsModule({ database }: { database: DatabaseHandle }) {
  const services = { analytics: new AnalyticsService(database.db), ticketReport: new TicketReportService(database.db),
    feedback: new FeedbackService(database.db) };
  return { services, register: (app: App) => registerAnalyticsRoutes(app, services) };
}
