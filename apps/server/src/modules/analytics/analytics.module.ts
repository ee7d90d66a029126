/** Wires the analytics reports: the services over the facts and buckets the database triggers keep (and the tickets), and their routes. */
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import { registerAccuracyRoutes } from './accuracy.routes';
import { AccuracyService } from './accuracy.service';
import { registerAnalyticsRoutes } from './analytics.routes';
import { AnalyticsService } from './analytics.service';
import type { LiveStatsServices } from '@/modules/live-stats/live-stats.module';
import { FeedbackService } from './feedback.service';
import { registerFilterOptionsRoute } from './filter-options.routes';
import { registerGenAiRoutes } from './genai.routes';
import { GenAiReportService } from './genai-report.service';
import { KpiService } from './kpi.service';
import { registerQueryRoutes } from './query.routes';
import { QueryService, type TrainingServices } from './query.service';
import { TicketReportService } from './ticket-report.service';
import { registerFlowReportRoutes } from './flow-reports.routes';
import { FractureService } from './fracture.service';
import { SessionFlowService } from './sessionflow.service';
import { registerEventReportRoutes } from './event-report.routes';
import { EventReportService } from './event-report.service';
import { TermFolder } from './term-folder';

export function createAnalyticsModule({ database, liveStats, training, logger, termFolds = true }: {
  database: DatabaseHandle; liveStats: LiveStatsServices; training: TrainingServices; logger: FastifyBaseLogger; termFolds?: boolean;
}) {
  const services = { analytics: new AnalyticsService(database.db), ticketReport: new TicketReportService(database.db),
    feedback: new FeedbackService(database.db), kpi: new KpiService(database.db, liveStats) };
  const genAi = new GenAiReportService(database.db);
  const accuracy = new AccuracyService(database.db, training.intents);
  const events = new EventReportService(database.db);
  const query = new QueryService(database.db, training);
  const flows = { fracture: new FractureService(database.db), sessionFlow: new SessionFlowService(database.db) };
  const termFolder = new TermFolder(database.db, { onError: (err) => logger.warn({ err }, 'term bucket fold failed') });
  // Reports fold before they read either way: the job keeps their backlog small.
  if (termFolds) termFolder.start();
  return {
    services: { ...services, genAi, accuracy, ...flows, events, query, termFolder },
    close: () => termFolder.stop(),
    register: (app: App) => {
      registerAnalyticsRoutes(app, services);
      registerFilterOptionsRoute(app, database.db);
      registerGenAiRoutes(app, genAi);
      registerAccuracyRoutes(app, accuracy);
      registerFlowReportRoutes(app, flows);
      registerEventReportRoutes(app, events);
      registerQueryRoutes(app, query);
    },
  };
}
