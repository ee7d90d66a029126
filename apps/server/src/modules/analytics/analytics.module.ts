/** Wires the conversation reports: the service over the facts and buckets the database triggers keep, and its routes. */
import type { DatabaseHandle } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import { registerAnalyticsRoutes } from './analytics.routes';
import { AnalyticsService } from './analytics.service';

export function createAnalyticsModule({ database }: { database: DatabaseHandle }) {
  const analytics = new AnalyticsService(database.db);
  return { services: { analytics }, register: (app: App) => registerAnalyticsRoutes(app, analytics) };
}
