/**
 * The console's report calls (paths ours, docs/api.md): configurations and "Run now" are guarded by
 * /console/reports, the library (runs, on-demand generation, download, delete) by /console/reports_ui; a
 * configuration's run history is read from /console/reports too.
 */
import { z } from 'zod';
import {
  onDemandBodySchema, REPORT_PATHS as P, REPORT_TEXTS as T, REPORTS_FEATURE, REPORTS_UI_FEATURE, reportConfigBodySchema,
  reportConfigListQuerySchema, reportRunListQuerySchema,
} from '@switchboard/contracts/console/reports.schemas';
import { valuesOfSelection } from '@switchboard/contracts/auth/bifurcation-scope';
import { callerOf } from '@/plugins/auth';
import { memberSelection } from '@/plugins/bifurcation';
import type { App } from '@/plugins/type-provider';
import type { ReportCaller, ReportsService } from './reports.service';

const configsGuard = { feature: REPORTS_FEATURE } as const;
const libraryGuard = { feature: REPORTS_UI_FEATURE } as const;
const idParams = z.object({ id: z.string().uuid() });

type Request = Parameters<typeof callerOf>[0];
const reportCaller = (request: Request): ReportCaller => {
  const { principal } = callerOf(request);
  return { brandId: principal.brand.id, userId: principal.userId, bifurcation: valuesOfSelection(memberSelection(principal)) };
};

export function registerReportRoutes(app: App, service: ReportsService): void {
  // The library picks a configuration to generate from: its members may read the list too.
  app.get(P.configs, { schema: { querystring: reportConfigListQuerySchema }, config: { guard: { anyFeature: [REPORTS_FEATURE, REPORTS_UI_FEATURE] } } }, async (request) => ({
    data: await service.listConfigs(reportCaller(request).brandId, request.query.page),
  }));
  app.get(P.options, { config: { guard: { anyFeature: [REPORTS_FEATURE, REPORTS_UI_FEATURE] } } }, async (request) => ({
    data: await service.options(reportCaller(request).brandId),
  }));
  app.post(P.configs, { schema: { body: reportConfigBodySchema }, config: { guard: configsGuard } }, async (request) => ({
    data: await service.create(reportCaller(request), request.body), message: T.created,
  }));
  app.get(P.config, { schema: { params: idParams }, config: { guard: configsGuard } }, async (request) => ({
    data: await service.get(reportCaller(request).brandId, request.params.id),
  }));
  app.put(P.config, { schema: { params: idParams, body: reportConfigBodySchema }, config: { guard: configsGuard } }, async (request) => ({
    data: await service.update(reportCaller(request), request.params.id, request.body), message: T.updated,
  }));
  app.delete(P.config, { schema: { params: idParams }, config: { guard: configsGuard } }, async (request) => {
    await service.remove(reportCaller(request).brandId, request.params.id);
    return { data: { id: request.params.id }, message: T.deleted };
  });
  app.post(P.runNow, { schema: { params: idParams }, config: { guard: configsGuard } }, async (request) => ({
    data: await service.runNow(reportCaller(request), request.params.id), message: T.queued,
  }));

  // Runs: a configuration's history on /console/reports, or the whole library on /console/reports_ui.
  app.get(P.runs, { schema: { querystring: reportRunListQuerySchema }, config: { guard: { anyFeature: [REPORTS_FEATURE, REPORTS_UI_FEATURE] } } }, async (request) => ({
    data: await service.listRuns(reportCaller(request).brandId, request.query.page, request.query.configId),
  }));
  app.post(P.onDemand, { schema: { body: onDemandBodySchema }, config: { guard: libraryGuard } }, async (request) => ({
    data: await service.onDemand(reportCaller(request), request.body), message: T.queued,
  }));
  app.get(P.run, { schema: { params: idParams }, config: { guard: libraryGuard } }, async (request) => ({
    data: await service.getRun(reportCaller(request).brandId, request.params.id),
  }));
  app.delete(P.run, { schema: { params: idParams }, config: { guard: libraryGuard } }, async (request) => {
    await service.deleteRun(reportCaller(request).brandId, request.params.id);
    return { data: { id: request.params.id }, message: T.fileDeleted };
  });
  app.get(P.download, { schema: { params: idParams }, config: { guard: libraryGuard } }, async (request, reply) => {
    const { stream, fileName, run } = await service.download(reportCaller(request), request.params.id);
    const type = run.format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8';
    return reply.type(type).header('content-disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`).send(stream);
  });
}
