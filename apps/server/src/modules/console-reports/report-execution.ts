/**
 * One run: build the file under DATA_DIR/reports (heartbeat and progress after each page), mail it, record the
 * outcome. Scheduled runs count toward the configuration's failures in a row; the third turns the schedule off
 * and mails the owner.
 */
import type { FastifyBaseLogger } from 'fastify';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isAnalyticsDataset, REPORT_TEXTS } from '@switchboard/contracts/console/reports.schemas';
import type { Database } from '@/db/client';
import type { ReportConfigRow, ReportRunRow } from '@/db/schema/console-reports';
import type { BrandScopes } from '@/lib/bifurcation-scope';
import type { Mailer } from '@/modules/mail/mail.service';
import { configById, countOutcome, memberEmails } from './report-configs.repository';
import { writeReportFile } from './report-file';
import { reportMail, scheduleDisabledMail } from './report-mails';
import { beat, finishRun, type RunEnd } from './report-runs.repository';
import { analyticsFilter, analyticsSheets, type AnalyticsReader } from './analytics-sheets';
import { sheetsOf } from './report-sheets';

export const FAILURES_BEFORE_DISABLE = 3;

export interface ExecutionDeps {
  db: Database;
  mailer: Mailer;
  scopes: BrandScopes;
  logger: FastifyBaseLogger;
  reportsDir: string;
  publicUrl: string;
  /** Larger files are not attached: the mail carries the library link. */
  maxAttachmentBytes: number;
  analytics: AnalyticsReader;
}

class LostRun extends Error {}

export const fileNameOf = (run: Pick<ReportRunRow, 'id' | 'format'>) => `${run.id}.${run.format}`;

export function createExecutor(deps: ExecutionDeps) {
  const { db, logger } = deps;
  const libraryLink = `${deps.publicUrl.replace(/\/$/, '')}/console/reports_ui`;

  async function build(run: ReportRunRow, config: ReportConfigRow, runnerId: string): Promise<RunEnd> {
    await mkdir(deps.reportsDir, { recursive: true });
    const fileName = fileNameOf(run);
    const path = join(deps.reportsDir, fileName);
    const slice = {
      brandId: run.brandId, start: run.periodStart, end: run.periodEnd, filters: config.filters, timeZone: config.schedule.timeZone,
      scope: { filters: (await deps.scopes.ensure()).filters, values: run.bifurcation },
    };
    const { dataset } = run;
    const sheets = isAnalyticsDataset(dataset)
      ? analyticsSheets(await deps.analytics(dataset, analyticsFilter(slice, config.granularity), slice.scope))
      : sheetsOf(db, dataset, slice, config.granularity);
    const written = await writeReportFile(path, run.format, sheets, async (index) => {
      // Progress by worksheet (the row count of a period is not known ahead); 95 at most until mailed.
      if (!(await beat(db, run.id, runnerId, Math.min(95, Math.round(((index + 0.5) / sheets.length) * 95))))) throw new LostRun();
    });
    const recipients = [...new Set([...config.recipients.emails, ...(await memberEmails(db, run.brandId, config.recipients.memberIds)).map((m) => m.email)])];
    const end: RunEnd = { status: 'ready', reason: null, rows: written.rows, sizeBytes: written.sizeBytes, fileName };
    if (!recipients.length || run.trigger === 'onDemand') return end;
    if (!deps.mailer.configured) return { ...end, reason: 'No SMTP server is configured: the file is kept in the library only' };
    const attach = written.sizeBytes <= deps.maxAttachmentBytes;
    const content = reportMail({
      name: run.configName, periodStart: run.periodStart, periodEnd: run.periodEnd, rows: written.rows, libraryLink,
      ...(attach ? { attachment: { filename: `${run.configName.replace(/[^\w .-]+/g, '_')}.${run.format}`, path } } : {}),
    });
    for (const to of recipients) await deps.mailer.send(to, content);
    return { ...end, status: 'sent' };
  }

  return async function execute(run: ReportRunRow, runnerId: string): Promise<void> {
    const config = run.configId ? await configById(db, run.configId) : undefined;
    let end: RunEnd;
    try {
      if (!config) throw new Error(REPORT_TEXTS.notFound);
      end = await build(run, config, runnerId);
    } catch (err) {
      if (err instanceof LostRun) return;
      logger.warn({ err, run: run.id }, 'Report run failed');
      await rm(join(deps.reportsDir, fileNameOf(run)), { force: true });
      end = { status: 'failed', reason: err instanceof Error ? err.message : String(err), rows: null, sizeBytes: null, fileName: null };
    }
    const finished = await finishRun(db, run.id, runnerId, end);
    if (!finished || run.trigger !== 'schedule' || !config) return;
    const disabled = await countOutcome(db, config.id, end.status === 'failed', FAILURES_BEFORE_DISABLE);
    if (disabled?.ownerId) {
      const [owner] = await memberEmails(db, disabled.brandId, [disabled.ownerId]);
      if (owner) deps.mailer.sendInBackground(owner.email, scheduleDisabledMail(disabled.name, end.reason ?? '', `${deps.publicUrl.replace(/\/$/, '')}/console/reports`));
    }
  };
}
