/**
 * The groups and members a report can be narrowed to or sent to (GET reportOptions), as select options and as a
 * name for an id (the list shows recipients by name). Until they arrive the pickers are empty, the ids unnamed.
 */
import { useQuery } from '@tanstack/react-query';
import { filterOptionsSchema } from '@switchboard/contracts/analytics/filter-options.schemas';
import { REPORT_PATHS as P } from '@switchboard/contracts/console/reports.schemas';
import { reportKeys } from '@/features/console-reports/api/report-keys';
import { http } from '@/lib/http/api';

export interface ReportChoice { value: string; label: string }

export function useReportOptions(): { groups: ReportChoice[]; members: ReportChoice[]; nameOf: (id: string) => string | undefined } {
  const query = useQuery({
    queryKey: reportKeys.options,
    queryFn: async ({ signal }) => filterOptionsSchema.parse(await http.requestData<unknown>(P.options, { signal, quiet: true })),
    staleTime: 5 * 60_000,
  });
  const groups = (query.data?.groups ?? []).map(({ id, name }) => ({ value: id, label: name }));
  const members = (query.data?.agents ?? []).map(({ id, name, active }) => ({ value: id, label: active ? name : `${name} (deactivated)` }));
  const names = new Map([...groups, ...members].map((choice) => [choice.value, choice.label]));
  return { groups, members, nameOf: (id) => names.get(id) };
}
