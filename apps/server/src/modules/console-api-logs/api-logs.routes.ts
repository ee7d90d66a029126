/** /console/apilogs calls: the listing (load more), a conversation's trace and the member filter's choices; all need the API Logs screen. */
import { API_LOGS_FEATURE, API_LOG_PATHS, apiLogsQuerySchema, traceQuerySchema } from '@switchboard/contracts/console/api-logs.schemas';
import type { App } from '@/plugins/type-provider';
import type { ApiLogsService } from './api-logs.service';

const apiLogs = { guard: { feature: API_LOGS_FEATURE } } as const;

export function registerApiLogRoutes(app: App, service: ApiLogsService): void {
  app.get(API_LOG_PATHS.list, { schema: { querystring: apiLogsQuerySchema }, config: apiLogs }, async (request) => ({
    data: await service.list(request.auth!.principal.brand.id, request.query),
  }));
  app.get(API_LOG_PATHS.trace, { schema: { querystring: traceQuerySchema }, config: apiLogs }, async (request) => ({
    data: await service.trace(request.query.id),
  }));
  app.get(API_LOG_PATHS.members, { config: apiLogs }, async (request) => ({ data: await service.members(request.auth!.principal.brand.id) }));
}
