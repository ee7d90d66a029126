/**
 * Report configuration calls: the page (20), save (POST or PUT), delete and "Run now". The server's message
 * ('Report saved', 'Report queued') is toasted; refusals are shown by the http client.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { pagedSchema } from '@switchboard/contracts/common/pagination';
import {
  REPORT_PATHS as P, reportConfigSchema, reportRunSchema, type ReportConfigInput,
} from '@switchboard/contracts/console/reports.schemas';
import { reportKeys } from '@/features/console-reports/api/report-keys';
import { toast } from '@/lib/feedback/feedback';
import { http } from '@/lib/http/api';

const configPageSchema = pagedSchema(reportConfigSchema);
export const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

export function useReportConfigs(page: number) {
  return useQuery({
    queryKey: reportKeys.configPage(page),
    queryFn: async ({ signal }) => configPageSchema.parse(await http.requestData<unknown>(P.configs, {
      query: { page, pageSize: PAGE_SIZES.reportConfigs }, signal, quiet: true,
    })),
    placeholderData: keepPreviousData,
  });
}

async function call<T>(path: string, method: 'POST' | 'PUT' | 'DELETE', schema: z.ZodType<T>, body?: Record<string, unknown>): Promise<T> {
  const result = await http.request<unknown>(path, { method, ...(body ? { body } : {}) });
  if (!result.ok) throw new Error(result.message);
  if (result.message) toast.success(result.message);
  return schema.parse(result.data);
}

function useInvalidating<V, T>(run: (variables: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: reportKeys.configs }), client.invalidateQueries({ queryKey: reportKeys.runs })]);
    },
  });
}

export const useSaveReportConfig = () => useInvalidating(({ id, body }: { id?: string; body: ReportConfigInput }) =>
  call(id ? withId(P.config, id) : P.configs, id ? 'PUT' : 'POST', reportConfigSchema, body));
export const useDeleteReportConfig = () => useInvalidating((id: string) => call(withId(P.config, id), 'DELETE', z.object({ id: z.string() })));
export const useRunReportNow = () => useInvalidating((id: string) => call(withId(P.runNow, id), 'POST', reportRunSchema));
