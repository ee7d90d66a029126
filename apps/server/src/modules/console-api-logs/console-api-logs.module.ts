/**
 * Wires the API logs (issue 27): the writer every call reports to (inbound through the API scope's hooks,
 * outbound through lib/outbound-calls), the retention job, and the /console/apilogs routes.
 */
import type { FastifyBaseLogger } from 'fastify';
import { API_LOG_PATHS } from '@switchboard/contracts/console/api-logs.schemas';
import { AUTH_PATHS } from '@switchboard/contracts/auth/auth.schemas';
import type { AppConfig } from '@/config/config';
import type { DatabaseHandle } from '@/db/client';
import { listenToOutboundCalls } from '@/lib/outbound-calls';
import type { App } from '@/plugins/type-provider';
import { logApiCalls } from './api-log-hook';
import { toRow, type LogRecord } from './api-log-records';
import { insertApiLogs } from './api-log.repository';
import { ApiLogWriter, DEFAULT_WRITER_OPTIONS, type ApiLogWriterOptions } from './api-log-writer';
import { ApiLogsService } from './api-logs.service';
import { registerApiLogRoutes } from './api-logs.routes';

const RETENTION_EVERY_MS = 3_600_000;
/** The first sweep waits past start-up (migrations, the bot's load), then one runs every hour. */
const FIRST_RETENTION_AFTER_MS = 60_000;

/**
 * Not logged: the API log's own reads (they would fill its first page with the act of reading it) and /health
 * (polled every few seconds by load balancers and uptime checks; it concerns no member and no conversation).
 */
const notLogged = (url: string) => url.startsWith(API_LOG_PATHS.list) || url.split('?')[0] === AUTH_PATHS.health;

export function createConsoleApiLogsModule({ database, config, logger, writerOptions = DEFAULT_WRITER_OPTIONS }: {
  database: DatabaseHandle; config: AppConfig['apiLogs']; logger: FastifyBaseLogger; writerOptions?: ApiLogWriterOptions;
}) {
  const redaction = { maxBytes: config.bodyMaxBytes, secretFields: new Set(config.secretFields) };
  const writer = new ApiLogWriter<LogRecord>({
    insert: (rows) => insertApiLogs(database.db, rows), toRow: (record) => toRow(record, redaction), logger,
  }, writerOptions);
  const service = new ApiLogsService(database.db, config.retentionDays);
  const stopListening = config.enabled ? listenToOutboundCalls((call) => writer.add({ kind: 'outbound', call })) : () => undefined;
  const sweep = () => void service.removeExpired().then(
    (removed) => removed > 0 && logger.info({ removed }, 'API logs past retention removed'),
    (err: unknown) => logger.warn({ err }, 'API log retention failed'),
  );
  const first = setTimeout(sweep, FIRST_RETENTION_AFTER_MS).unref();
  const every = setInterval(sweep, RETENTION_EVERY_MS).unref();
  return {
    services: { apiLogs: service, apiLogWriter: writer },
    /** The logging hooks: added to the API's scope before its routes. */
    hook: (api: App) => {
      if (config.enabled) logApiCalls(api, writer, { maxBytes: config.bodyMaxBytes, skip: notLogged });
    },
    register: (api: App) => registerApiLogRoutes(api, service),
    /** Stops the job and writes out every buffered call (the database must still be open). */
    close: async () => {
      stopListening();
      clearTimeout(first);
      clearInterval(every);
      await writer.close();
    },
  };
}
