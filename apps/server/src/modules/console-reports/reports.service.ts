/**
 * Report configurations and runs: the rules (next run time on save, a disabled schedule has none, the member's
 * bifurcation is the report's), "Run now", on-demand generation and the library's downloads and deletes.
 */
import { createReadStream } from 'node:fs';
import { access, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReadStream } from 'node:fs';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { nextRunAfter } from '@switchboard/contracts/console/reports-schedule';
import {
  REPORT_TEXTS as T, type OnDemandBody, type ReportConfig, type ReportConfigBody, type ReportRun,
} from '@switchboard/contracts/console/reports.schemas';
import type { BifurcationValues } from '@switchboard/contracts/auth/bifurcation-scope';
import type { Database } from '@/db/client';
import type { ReportRunRow } from '@/db/schema/console-reports';
import type { BrandScopes } from '@/lib/bifurcation-scope';
import { badRequest, businessRule, forbidden, notFound } from '@/plugins/http-errors';
import { filterOptions } from '@/modules/analytics/filter-options.repository';
import * as configs from './report-configs.repository';
import { fileNameOf } from './report-execution';
import type { ReportRunner } from './report-runner';
import { deleteRun, findRun, insertRun, listRuns } from './report-runs.repository';
import { runValues } from './report-scheduler';

export interface ReportCaller { brandId: string; userId: string; bifurcation: BifurcationValues }

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function configView({ config, ownerName, lastRunStatus }: configs.ConfigListRow): ReportConfig {
  return {
    id: config.id, name: config.name, dataset: config.dataset, filters: config.filters, granularity: config.granularity as ReportConfig['granularity'],
    period: config.period, schedule: config.schedule, recipients: config.recipients, format: config.format, enabled: config.enabled,
    ownerId: config.ownerId, ownerName, nextRunAt: iso(config.nextRunAt), consecutiveFailures: config.consecutiveFailures, lastRunStatus,
    createdAt: config.createdAt.toISOString(),
  };
}

export function runView(run: ReportRunRow): ReportRun {
  return {
    id: run.id, configId: run.configId, configName: run.configName, dataset: run.dataset, format: run.format, trigger: run.trigger,
    status: run.status, reason: run.reason, progress: run.progress, periodStart: run.periodStart.toISOString(), periodEnd: run.periodEnd.toISOString(),
    rows: run.rows, sizeBytes: run.sizeBytes, durationMs: run.durationMs, createdAt: run.createdAt.toISOString(), finishedAt: iso(run.finishedAt),
    downloadable: run.fileName !== null,
  };
}

export class ReportsService {
  constructor(private readonly deps: { db: Database; runner: ReportRunner; scopes: BrandScopes; reportsDir: string; now: () => number }) {}

  private nextRun(body: Pick<ReportConfigBody, 'enabled' | 'schedule'>): Date | null {
    return body.enabled ? new Date(nextRunAfter(body.schedule, this.deps.now())) : null;
  }

  async listConfigs(brandId: string, page: number) {
    const { rows, total } = await configs.listConfigs(this.deps.db, brandId, page, PAGE_SIZES.reportConfigs);
    return { items: rows.map(configView), totalCount: total };
  }

  private async found(brandId: string, id: string): Promise<configs.ConfigListRow> {
    const row = await configs.findConfig(this.deps.db, brandId, id);
    if (!row) throw notFound(T.notFound);
    return row;
  }

  get = async (brandId: string, id: string) => configView(await this.found(brandId, id));

  /** The brand's groups and members (deactivated ones last), for the form's pickers and the list's names. */
  options = (brandId: string) => filterOptions(this.deps.db, brandId);

  /** Every chosen group, agent and recipient is the brand's own (400 with the field, nothing saved). */
  private async checkChoices(brandId: string, body: ReportConfigBody): Promise<void> {
    const { groups, agents } = await this.options(brandId);
    const groupIds = new Set(groups.map((group) => group.id));
    const memberIds = new Set(agents.map((member) => member.id));
    if (body.filters.groupIds.some((id) => !groupIds.has(id))) throw badRequest(T.unknownGroup, 'filters.groupIds');
    if (body.filters.agentIds.some((id) => !memberIds.has(id))) throw badRequest(T.unknownMember, 'filters.agentIds');
    if (body.recipients.memberIds.some((id) => !memberIds.has(id))) throw badRequest(T.unknownMember, 'recipients.memberIds');
  }

  async create(caller: ReportCaller, body: ReportConfigBody): Promise<ReportConfig> {
    await this.checkChoices(caller.brandId, body);
    const row = await this.deps.db.transaction((tx) => configs.insertConfig(tx, {
      ...body, brandId: caller.brandId, ownerId: caller.userId, bifurcation: caller.bifurcation, nextRunAt: this.nextRun(body),
    }));
    return this.get(caller.brandId, row.id);
  }

  async update(caller: ReportCaller, id: string, body: ReportConfigBody): Promise<ReportConfig> {
    await this.checkChoices(caller.brandId, body);
    // Saving starts the count of failures afresh: turning a disabled schedule back on gives it three more tries.
    const row = await this.deps.db.transaction((tx) => configs.updateConfig(tx, caller.brandId, id, { ...body, nextRunAt: this.nextRun(body), consecutiveFailures: 0 }));
    if (!row) throw notFound(T.notFound);
    return this.get(caller.brandId, id);
  }

  async remove(brandId: string, id: string): Promise<void> {
    if (!(await this.deps.db.transaction((tx) => configs.deleteConfig(tx, brandId, id)))) throw notFound(T.notFound);
  }

  /** A run of the configuration for the period ending now, built at once by this instance's runner (or any other). */
  async runNow(caller: ReportCaller, id: string): Promise<ReportRun> {
    const { config } = await this.found(caller.brandId, id);
    return this.queue(runValues(config, this.deps.now(), 'runNow', caller.userId));
  }

  async onDemand(caller: ReportCaller, body: OnDemandBody): Promise<ReportRun> {
    const { config } = await this.found(caller.brandId, body.configId);
    return this.queue({ ...runValues(config, this.deps.now(), 'runNow', caller.userId), trigger: 'onDemand', periodStart: new Date(body.periodStart), periodEnd: new Date(body.periodEnd) });
  }

  private async queue(values: ReturnType<typeof runValues> | (Omit<ReturnType<typeof runValues>, 'trigger'> & { trigger: 'onDemand' })): Promise<ReportRun> {
    const run = await this.deps.db.transaction((tx) => insertRun(tx, values));
    if (!run) throw new Error('The run was not queued');
    void this.deps.runner.tick();
    return runView(run);
  }

  async listRuns(brandId: string, page: number, configId: string | undefined) {
    const { rows, total } = await listRuns(this.deps.db, brandId, page, configId ? PAGE_SIZES.reports : PAGE_SIZES.uiReports, configId);
    return { items: rows.map(runView), totalCount: total };
  }

  async getRun(brandId: string, id: string): Promise<ReportRun> {
    const run = await findRun(this.deps.db, brandId, id);
    if (!run) throw notFound(T.fileGone);
    return runView(run);
  }

  /** The file, if the member's bifurcation (now, not when the run was made) is the one the report was made for. */
  async download(caller: ReportCaller, id: string): Promise<{ stream: ReadStream; fileName: string; run: ReportRunRow }> {
    const run = await findRun(this.deps.db, caller.brandId, id);
    if (!run?.fileName) throw notFound(T.fileGone);
    if (this.deps.scopes.keyOf(run.bifurcation) !== this.deps.scopes.keyOf(caller.bifurcation)) throw forbidden(T.outOfScope);
    const path = join(this.deps.reportsDir, run.fileName);
    await access(path).catch(() => { throw notFound(T.fileGone); });
    const stamp = run.periodStart.toISOString().slice(0, 10);
    return { stream: createReadStream(path), fileName: `${run.configName.replace(/[^\w .-]+/g, '_')} ${stamp}.${run.format}`, run };
  }

  async deleteRun(brandId: string, id: string): Promise<void> {
    // A run being built would write its file after the row is gone: it is deleted once it has ended.
    const current = await findRun(this.deps.db, brandId, id);
    if (current && (current.status === 'queued' || current.status === 'running')) throw businessRule(T.stillRunning);
    const run = await this.deps.db.transaction((tx) => deleteRun(tx, brandId, id));
    if (!run) throw notFound(T.fileGone);
    await rm(join(this.deps.reportsDir, fileNameOf(run)), { force: true });
  }
}
