/** importTestCases (an xlsx upload, then the report) and exportTestCases (the cases the list shows, as a workbook). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import { TEST_CASE_EXPORT_FILE, testCaseImportReportSchema } from '@switchboard/contracts/automated-testing/test-case-sheet.schemas';
import { testCaseKeys } from '@/features/automated-testing/api/test-case-keys';
import { toast } from '@/lib/feedback/feedback';
import { http } from '@/lib/http/api';
import { downloadWithSession } from '@/lib/http/download';

export function useImportTestCases() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return testCaseImportReportSchema.parse(await http.requestData<unknown>(P.importTestCases, { method: 'POST', body: form }));
    },
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: testCaseKeys.all }), client.invalidateQueries({ queryKey: testCaseKeys.tags })]),
  });
}

export function useExportTestCases() {
  return useMutation({
    mutationFn: ({ search, tag }: { search: string; tag?: string | undefined }) => {
      const query = new URLSearchParams({ ...(search ? { search } : {}), ...(tag ? { tag } : {}) }).toString();
      return downloadWithSession(`${P.exportTestCases}${query ? `?${query}` : ''}`, TEST_CASE_EXPORT_FILE);
    },
    onError: (error) => toast.error(error.message),
  });
}
