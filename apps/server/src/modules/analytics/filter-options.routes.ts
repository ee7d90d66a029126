/** GET the report filter's group and agent choices: for a member who may open any analytics report. */
import { ANALYTICS_PAGES } from '@switchboard/contracts/analytics/analytics.schemas';
import { ANALYTICS_FILTER_OPTIONS_PATH } from '@switchboard/contracts/analytics/filter-options.schemas';
import type { Executor } from '@/db/client';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import { filterOptions } from './filter-options.repository';

const REPORT_PAGES = [...new Set(Object.values(ANALYTICS_PAGES))];

export function registerFilterOptionsRoute(app: App, db: Executor): void {
  app.get(ANALYTICS_FILTER_OPTIONS_PATH, { config: { guard: { anyFeature: REPORT_PAGES } } }, async (request) => ({
    data: await filterOptions(db, callerOf(request).principal.brand.id),
  }));
}
