/**
 * Wires scheduled reports (/console/reports) and the reports library (/console/reports_ui): the service, the
 * routes and the background runner (started here on every instance, closed with the app).
 */
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@/db/client';
import type { BrandScopes } from '@/lib/bifurcation-scope';
import type { Mailer } from '@/modules/mail/mail.service';
import type { App } from '@/plugins/type-provider';
import { createAnalyticsReader, type AnalyticsReportServices } from './analytics-reader';
import { createExecutor } from './report-execution';
import { ReportRunner, type RunnerOptions } from './report-runner';
import { registerReportRoutes } from './reports.routes';
import { ReportsService } from './reports.service';

/** Mail servers commonly refuse messages over 10–25 MB; past this the mail carries the library link instead. */
const MAX_ATTACHMENT_BYTES = 8 * 1024 * 1024;

export interface ConsoleReportsDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  scopes: BrandScopes;
  logger: FastifyBaseLogger;
  dataDir: string;
  publicUrl: string;
  /** The runner's clock and cadence (tests pass a controllable clock and start it themselves). */
  runner?: Partial<RunnerOptions> & { autoStart?: boolean };
  maxAttachmentBytes?: number;
  /** The analytics module's services, for scheduled analytics reports. */
  analytics: AnalyticsReportServices;
}

export function createConsoleReportsModule({ database, mailer, scopes, logger, dataDir, publicUrl, runner: runnerOptions = {}, maxAttachmentBytes, analytics }: ConsoleReportsDeps) {
  const reportsDir = join(dataDir, 'reports');
  const execute = createExecutor({
    db: database.db, mailer, scopes, logger, reportsDir, publicUrl, maxAttachmentBytes: maxAttachmentBytes ?? MAX_ATTACHMENT_BYTES,
    analytics: createAnalyticsReader(analytics),
  });
  const runner = new ReportRunner(database.db, execute, logger, runnerOptions);
  const now = runnerOptions.now ?? (() => Date.now());
  const reports = new ReportsService({ db: database.db, runner, scopes, reportsDir, now });
  if (runnerOptions.autoStart !== false) runner.start();
  return {
    services: { reports, runner },
    register: (app: App) => registerReportRoutes(app, reports),
    close: () => runner.close(),
  };
}

export type ConsoleReportsServices = ReturnType<typeof createConsoleReportsModule>['services'];
