/**
 * Report run calls: a page of runs (a configuration's, or the library's 10), on-demand generation, delete and the
 * download (fetched with the session: the server checks the permission and the bifurcation at that moment).
 * While a run is queued or running the page polls, so its progress moves.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { pagedSchema } from '@switchboard/contracts/common/pagination';
import { REPORT_PATHS as P, reportRunSchema, type OnDemandBody, type ReportRun } from '@switchboard/contracts/console/reports.schemas';
import { reportKeys } from '@/features/console-reports/api/report-keys';
import { withId } from '@/features/console-reports/api/report-configs';
import { toast } from '@/lib/feedback/feedback';
import { http } from '@/lib/http/api';
import { downloadWithSession } from '@/lib/http/download';

export const OPEN_RUN_POLL_MS = 2_000;
const runPageSchema = pagedSchema(reportRunSchema);
export const isOpen = (run: Pick<ReportRun, 'status'>) => run.status === 'queued' || run.status === 'running';

export function useReportRuns(page: number, configId?: string) {
  return useQuery({
    queryKey: reportKeys.runPage(page, configId),
    queryFn: async ({ signal }) => runPageSchema.parse(await http.requestData<unknown>(P.runs, {
      query: { page, pageSize: configId ? PAGE_SIZES.reports : PAGE_SIZES.uiReports, ...(configId ? { configId } : {}) }, signal, quiet: true,
    })),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some(isOpen) ? OPEN_RUN_POLL_MS : false),
  });
}

async function send<T>(path: string, method: 'POST' | 'DELETE', schema: z.ZodType<T>, body?: Record<string, unknown>): Promise<T> {
  const result = await http.request<unknown>(path, { method, ...(body ? { body } : {}) });
  if (!result.ok) throw new Error(result.message);
  if (result.message) toast.success(result.message);
  return schema.parse(result.data);
}

function useRunsMutation<V, T>(run: (variables: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.runs }) });
}

export const useGenerateReport = () => useRunsMutation((body: OnDemandBody) => send(P.onDemand, 'POST', reportRunSchema, body));
export const useDeleteReportRun = () => useRunsMutation((id: string) => send(withId(P.run, id), 'DELETE', z.object({ id: z.string() })));

export function useDownloadReport() {
  return useMutation({
    mutationFn: (run: Pick<ReportRun, 'id' | 'configName' | 'periodStart' | 'format'>) =>
      downloadWithSession(withId(P.download, run.id), `${run.configName} ${run.periodStart.slice(0, 10)}.${run.format}`),
    onError: (error) => toast.error(error.message),
  });
}
